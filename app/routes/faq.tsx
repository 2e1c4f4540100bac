/**
 * The FAQ page (requirements §2) on /faq, /psychotherapie/faq and /sportphysiotherapie/faq: the
 * list of the first URL segment's line; /faq shows both lists under their headings. One answer
 * is open at a time on the whole page (the accordion's shared group, requirements §4).
 */
import { pageMeta } from "#app/seo.ts";
import { ContactPanel } from "#app/ui/contact-panel.tsx";
import { FaqAccordion } from "#app/ui/faq-accordion.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { type Mode, modeFromPath } from "#content/mode.ts";
import { faq, faqListHeadings, faqPages } from "#content/pages/faq.ts";

/** The lists a FAQ page shows: its line's, or both under their headings on /faq. */
function listsOf(mode: Mode) {
  return mode === "default"
    ? (["psychotherapie", "sportphysiotherapie"] as const).map((product) => ({
        product,
        heading: faqListHeadings[product],
        entries: faq[product],
      }))
    : [{ product: mode, heading: undefined, entries: faq[mode] }];
}

export const head = (path: string) => pageMeta(faqPages[modeFromPath(path)].meta, path);

export default function Faq({ path }: { path: string }) {
  const mode = modeFromPath(path);
  const page = faqPages[mode];
  const lists = listsOf(mode);
  return (
    <article className="content-page faq-page">
      <PageHero heading={page.heading} lead={page.lead} />
      <div className="page-content">
        {lists.map(({ product, heading, entries }) =>
          heading === undefined ? (
            <FaqAccordion key={product} entries={entries} headingLevel={2} />
          ) : (
            <section key={product} className="page-section" aria-labelledby={`faq-${product}`}>
              <h2 id={`faq-${product}`}>{heading}</h2>
              <FaqAccordion entries={entries} headingLevel={3} />
            </section>
          ),
        )}
        <ContactPanel {...page.contactPanel} />
      </div>
    </article>
  );
}
