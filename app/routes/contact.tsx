/**
 * The contact page (SPEC §2) on /kontakt, /psychotherapie/kontakt and
 * /sportphysiotherapie/kontakt: hero 'Kontakt', heading 'Kontaktformular', the explanatory text,
 * then the wizard (chooser or the form the mode preselects). The wizard and its styles are
 * imported here only, so no other page loads them.
 */
import { contactPage } from "../../content/contact-page.ts";
import { ContactWizard } from "../contact/contact-wizard.tsx";
import { pageMeta } from "../seo.ts";
import { PageHero } from "../ui/page-hero.tsx";
import { useMode } from "../use-mode.ts";
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
          <ContactWizard key={mode} mode={mode} />
        </section>
      </div>
    </article>
  );
}
