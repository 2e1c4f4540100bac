/**
 * The German 404 page (requirements §2, decision 001): the body of every 404 answer for an
 * unknown path, prerendered once at /404, always in the neutral mode.
 */
import { type HeadTag, pageMeta } from "#app/seo.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { notFound } from "#content/pages/not-found.ts";

/**
 * The 404 page has no canonical URL of its own (it is the body of every 404 answer, whatever
 * the path), so the head leaves out the canonical link and og:url.
 */
export const head = (): HeadTag[] => [
  ...pageMeta(notFound.meta, "/404").filter(
    (tag) =>
      !("rel" in tag && tag.rel === "canonical") &&
      !("property" in tag && tag.property === "og:url"),
  ),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <article className="content-page not-found">
      <PageHero heading={notFound.heading} />
      <div className="page-content">
        {notFound.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ul className="link-list">
          {notFound.links.map((link) => (
            <li key={link.to}>
              <a className="link-list__link" href={link.to}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
