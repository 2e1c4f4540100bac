import { useLocation } from "react-router";
import { modeFromPath } from "../../content/mode.ts";
import { ueberMich } from "../../content/pages/ueber-mich.ts";
import { pageMeta } from "../seo.ts";
import { ContactPanel } from "../ui/contact-panel.tsx";
import { ContentSection } from "../ui/content-section.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Portraits } from "../ui/portraits.tsx";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(ueberMich[modeFromPath(location.pathname)].meta, location.pathname);

/**
 * SPEC §2 about page, in both modes and neutral: heading, name, the mode's intro, two
 * portraits by mode, expertise, working style, reasons, a closing note, contact panel.
 */
export default function About() {
  const mode = modeFromPath(useLocation().pathname);
  const page = ueberMich[mode];
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
