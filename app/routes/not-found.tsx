/**
 * The German 404 page (requirements §2, decision 001): the body of every 404 answer for an
 * unknown path, prerendered once at /404, always in the neutral mode.
 */
import { type HeadTag, unlistedPageMeta } from "#app/seo.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { LinkList } from "#app/ui/smart-link.tsx";
import { notFound } from "#content/pages/not-found.ts";

/** No canonical URL: the 404 page is the body of every 404 answer, whatever the path. */
export const head = (): HeadTag[] => unlistedPageMeta(notFound.meta, "/404");

export default function NotFound() {
  return (
    <article className="content-page not-found">
      <PageHero heading={notFound.heading} />
      <div className="page-content">
        {notFound.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <LinkList links={notFound.links.map(({ label, to }) => ({ label, href: to }))} />
      </div>
    </article>
  );
}
