/**
 * The layout of the pages that are text from content/pages/ (services, methods, costs, trauma and
 * couples therapy), so that each page module only picks its copy.
 */
import type { ReactNode } from "react";
import type { CardSection } from "#content/content-types.ts";
import type { ContactPanelCopy, Section } from "#content/page-types.ts";
import { ContactPanel } from "./contact-panel.tsx";
import { ContentSection } from "./content-section.tsx";
import { PageHero } from "./page-hero.tsx";

type PageCopy = {
  heading: string;
  lead: string;
  sections: readonly (Section | CardSection)[];
  contactPanel: ContactPanelCopy;
};

/**
 * A content page: hero with the single h1 and the lead, the text sections, and the contact
 * panel at the end. `hero` adds to the hero (a scroll button), `intro` comes before the sections.
 */
export function ContentPageView({
  page,
  hero,
  intro,
}: {
  page: PageCopy;
  hero?: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <article className="content-page">
      <PageHero heading={page.heading} lead={page.lead}>
        {hero}
      </PageHero>
      <div className="page-content">
        {intro}
        {page.sections.map((section) => (
          <ContentSection key={section.heading} section={section} />
        ))}
        <ContactPanel {...page.contactPanel} />
      </div>
    </article>
  );
}
