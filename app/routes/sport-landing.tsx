/**
 * The sports landing page on /sportphysiotherapie (requirements §2): hero with the typewriter;
 * services, when treatment makes sense, how it runs, over 20 years of experience; contact panel.
 */
import { pageMeta } from "#app/seo.ts";
import { physiotherapyBusiness, StructuredData } from "#app/structured-data.ts";
import { ContactPanel } from "#app/ui/contact-panel.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { HeroBackdrop } from "#app/ui/hero-backdrop.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { Typewriter } from "#app/ui/typewriter.tsx";
import { media } from "#content/media.ts";
import { contactPathFor } from "#content/navigation.ts";
import { sportLanding as page } from "#content/pages/sport-landing.ts";

export const head = () => pageMeta(page.meta, "/sportphysiotherapie");

export default function SportLanding() {
  return (
    <article className="content-page landing">
      <PageHero
        backdrop={
          <HeroBackdrop
            slot="sportphysiotherapie"
            media={{ video: media.videos.sportphysiotherapie }}
          />
        }
        motion="child"
        heading={page.hero.heading}
        lead={page.hero.lead}
      >
        <Typewriter texts={page.typewriter} />
        <p className="hero__actions">
          <a className="button button--light" href={contactPathFor("sportphysiotherapie")}>
            {page.contactPanel.action}
          </a>
        </p>
      </PageHero>
      <div className="page-content">
        {page.sections.map((section) => (
          <ContentSection key={section.id} section={section} />
        ))}
        <ContactPanel {...page.contactPanel} />
      </div>
      <StructuredData data={physiotherapyBusiness()} />
    </article>
  );
}
