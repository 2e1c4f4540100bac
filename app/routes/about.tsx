/**
 * The about page (requirements §2) on /ueber-mich, /psychotherapie/ueber-mich and
 * /sportphysiotherapie/ueber-mich: heading, name, the mode's intro, two portraits by mode,
 * expertise, working style, reasons, a closing note, contact panel.
 */
import { pageMeta } from "#app/seo.ts";
import { ContactPanel } from "#app/ui/contact-panel.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { Portraits } from "#app/ui/portraits.tsx";
import { modeFromPath } from "#content/mode.ts";
import { ueberMich } from "#content/pages/ueber-mich.ts";

export const head = (path: string) => pageMeta(ueberMich[modeFromPath(path)].meta, path);

export default function About({ path }: { path: string }) {
  const mode = modeFromPath(path);
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
