/**
 * The page a contact form sent without JavaScript leads to once the server stored the request
 * (issue 31; the server answers the post with 303 to it): the success sentence of requirements
 * §2, after a psychotherapy request the crisis note, as the wizard shows them after a send.
 */
import { unlistedPageMeta } from "#app/seo.ts";
import { CrisisNote } from "#app/ui/crisis-note.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { LinkList } from "#app/ui/smart-link.tsx";
import { SENT_PAGE_PATHS } from "#contact/form-pages.ts";
import { formSent } from "#content/pages/form-result.ts";
import { contactForm } from "#content/pages/kontakt.ts";

export const head = (path: string) => unlistedPageMeta(formSent.meta, path);

export default function FormSent({ path }: { path: string }) {
  return (
    <article className="content-page form-result">
      <PageHero heading={formSent.hero} />
      <div className="page-content">
        <p className="form-result__message">{contactForm.success}</p>
        {path === SENT_PAGE_PATHS.psychotherapie && <CrisisNote headingLevel={2} />}
        <h2>{formSent.linksHeading}</h2>
        <LinkList links={formSent.links.map(({ label, to }) => ({ label, href: to }))} />
      </div>
    </article>
  );
}
