/**
 * The contact page (requirements §2) on /kontakt, /psychotherapie/kontakt and
 * /sportphysiotherapie/kontakt: hero 'Kontakt', heading 'Kontaktformular', the explanatory text,
 * then the wizard (chooser or the form the mode preselects). The wizard is imported here only,
 * so no other page loads it.
 *
 * The wizard works fully only once React has hydrated. Until then CSS hides its buttons (they
 * would do nothing; its fields may be filled in and are kept), without JavaScript the whole
 * wizard, and shows a note instead (app/styles/contact.css). Phone and e-mail follow in the
 * main content either way.
 */

import { ContactWizard } from "#app/contact/contact-wizard.tsx";
import { DirectContact, NeedsScriptNote } from "#app/contact/direct-contact.tsx";
import { pageMeta } from "#app/seo.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { useMode } from "#app/use-mode.ts";
import { contactPage } from "#content/contact-page.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(contactPage.meta, location.pathname);

export default function Page() {
  const mode = useMode();
  return (
    <article className="content-page contact-page">
      <PageHero heading={contactPage.hero} />
      <div className="page-content">
        <section className="contact-page__body" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{contactPage.heading}</h2>
          <div className="contact-page__intro">
            {contactPage.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="contact-wizard-slot">
            <div className="contact-wizard">
              <ContactWizard key={mode} mode={mode} />
            </div>
            <NeedsScriptNote />
          </div>
        </section>
        <DirectContact />
      </div>
    </article>
  );
}
