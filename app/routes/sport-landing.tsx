import { Link } from "react-router";
import { pageMeta } from "#app/seo.ts";
import { physiotherapyBusiness } from "#app/structured-data.ts";
import { StructuredData } from "#app/structured-data-script.ts";
import { ContactPanel } from "#app/ui/contact-panel.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { HeroBackdrop } from "#app/ui/hero-backdrop.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { Typewriter } from "#app/ui/typewriter.tsx";
import { media } from "#content/media.ts";
import { contactPathFor } from "#content/navigation.ts";
import { sportLanding as copy } from "#content/pages/sport-landing.ts";
import type { Route } from "./+types/sport-landing";

/** Runs when the page is prerendered: the copy and JSON-LD travel as data (decision 008). */
export const loader = () => ({
  ...copy,
  video: media.videos.sportphysiotherapie,
  structuredData: physiotherapyBusiness(),
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData.meta, "/sportphysiotherapie");

/**
 * requirements §2 sports landing page: hero with the typewriter; services, when treatment makes
 * sense, how it runs, over 20 years of experience; the contact panel.
 */
export default function SportLanding({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="content-page landing">
      <PageHero
        backdrop={<HeroBackdrop slot="sportphysiotherapie" media={{ video: page.video }} />}
        motion="child"
        heading={page.hero.heading}
        lead={page.hero.lead}
      >
        <Typewriter texts={page.typewriter} />
        <p className="hero__actions">
          <Link className="button button--light" to={contactPathFor("sportphysiotherapie")}>
            {page.contactPanel.action}
          </Link>
        </p>
      </PageHero>
      <div className="page-content">
        {page.sections.map((section) => (
          <ContentSection key={section.id} section={section} />
        ))}
        <ContactPanel {...page.contactPanel} />
      </div>
      <StructuredData data={page.structuredData} />
    </article>
  );
}
