import { Link } from "react-router";
import { contactPathFor } from "../../content/navigation.ts";
import { sportLanding as copy } from "../../content/pages/sport-landing.ts";
import { pageMeta } from "../seo.ts";
import { physiotherapyBusiness, StructuredData } from "../structured-data.ts";
import { ContactPanel } from "../ui/contact-panel.tsx";
import { ContentSection } from "../ui/content-section.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Typewriter } from "../ui/typewriter.tsx";
import type { Route } from "./+types/sport-landing";

export const meta: Route.MetaFunction = () => pageMeta(copy.meta, "/sportphysiotherapie");

/**
 * SPEC §2 sports landing page: hero with the typewriter; services, when treatment makes sense,
 * how it runs, over 20 years of experience; the contact panel.
 */
export default function SportLanding() {
  return (
    <article className="content-page landing">
      <PageHero
        backdrop="sportphysiotherapie"
        animated
        heading={copy.hero.heading}
        lead={copy.hero.lead}
      >
        <Typewriter texts={copy.typewriter} />
        <p className="hero__actions">
          <Link className="button button--light" to={contactPathFor("sportphysiotherapie")}>
            {copy.contactPanel.action}
          </Link>
        </p>
      </PageHero>
      <div className="page-content">
        {copy.sections.map((section) => (
          <ContentSection key={section.id} section={section} />
        ))}
        <ContactPanel {...copy.contactPanel} />
      </div>
      <StructuredData data={physiotherapyBusiness()} />
    </article>
  );
}
