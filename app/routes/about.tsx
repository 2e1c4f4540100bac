import { pageMeta } from "#app/seo.ts";
import { ContactPanel } from "#app/ui/contact-panel.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { loaderPathname } from "#app/ui/page-path.ts";
import { Portraits } from "#app/ui/portraits.tsx";
import { modeFromPath } from "#content/mode.ts";
import { ueberMich } from "#content/pages/ueber-mich.ts";
import type { Route } from "./+types/about";

/** Runs when the page is prerendered: the page carries only its mode's copy (decision 008). */
export const loader = ({ request }: Route.LoaderArgs) => {
  const mode = modeFromPath(loaderPathname(request));
  return { mode, page: ueberMich[mode] };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(loaderData.page.meta, location.pathname);

/**
 * requirements §2 about page, in both modes and neutral: heading, name, the mode's intro, two
 * portraits by mode, expertise, working style, reasons, a closing note, contact panel.
 */
export default function About({ loaderData: { mode, page } }: Route.ComponentProps) {
  return (
    <article className="content-page about">
      <PageHero heading={page.heading}>
        <p className="about__name">{page.name}</p>
        <p className="hero__lead">{page.lead}</p>
      </PageHero>
      <div className="page-content">
        <div className="about__intro">
          <div className="about__intro-text">
            {page.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Portraits mode={mode} />
        </div>
        {page.sections.map((section) => (
          <ContentSection key={section.heading} section={section} />
        ))}
        <ContactPanel {...page.contactPanel} />
      </div>
    </article>
  );
}
