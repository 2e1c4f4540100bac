import { useLocation } from "react-router";
import { faq, faqListHeadings, faqPages } from "../../content/faq.ts";
import { modeFromPath } from "../../content/mode.ts";
import { pageMeta } from "../seo.ts";
import { ContactPanel } from "../ui/contact-panel.tsx";
import { FaqAccordion } from "../ui/faq-accordion.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(faqPages[modeFromPath(location.pathname)].meta, location.pathname);

/**
 * SPEC §2 FAQ: the list of the first URL segment's line; /faq shows both lists under their
 * headings. One answer is open at a time on the whole page (the accordion's shared group).
 */
export default function Faq() {
  const mode = modeFromPath(useLocation().pathname);
  const page = faqPages[mode];
  return (
    <article className="content-page faq-page">
      <PageHero heading={page.heading} lead={page.lead} />
      <div className="page-content">
        {mode === "default" ? (
          (["psychotherapie", "sportphysiotherapie"] as const).map((product) => (
            <section key={product} className="page-section" aria-labelledby={`faq-${product}`}>
              <h2 id={`faq-${product}`}>{faqListHeadings[product]}</h2>
              <FaqAccordion entries={faq[product]} headingLevel={3} />
            </section>
          ))
        ) : (
          <FaqAccordion entries={faq[mode]} headingLevel={2} />
        )}
        <ContactPanel {...page.contactPanel} />
      </div>
    </article>
  );
}
