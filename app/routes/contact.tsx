/**
 * The contact page (requirements §2) on /kontakt, /psychotherapie/kontakt and
 * /sportphysiotherapie/kontakt, and on /kontakt/allgemein (the general form on its own, where
 * /kontakt's card leads without JavaScript): hero 'Kontakt', heading 'Kontaktformular', the
 * explanatory text, in psychotherapy mode the crisis note (the wizard's first step leaves it out
 * there), then the wizard (the chooser, or the form the path preselects,
 * app/contact/initial-form.ts). Phone and e-mail follow in the main content either way.
 *
 * The page is static HTML like every other (decision 011); only the wizard is a React island.
 * Its HTML is rendered apart, as the island's own root (app/contact/contact-island.tsx) with
 * React's hydration markers, and put into `.contact-wizard`; the page's `contact` script
 * (app/browser/contact.tsx) hydrates exactly that element there.
 *
 * The wizard's forms are real forms (issue 31): usable from the first paint, taken over by the
 * island when the visitor turns to them, and posted by the browser itself where the island never
 * runs, the psychotherapy form then as one page (app/styles/contact-page.css).
 */
import { renderToString } from "react-dom/server";
import { ContactIsland } from "#app/contact/contact-island.tsx";
import { DirectContact } from "#app/contact/direct-contact.tsx";
import { pageMeta } from "#app/seo.ts";
import { CrisisNote } from "#app/ui/crisis-note.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { modeFromPath } from "#content/mode.ts";
import { contactPage } from "#content/pages/kontakt.ts";

export const scripts = ["contact"] as const;

export const head = (path: string) => pageMeta(contactPage.meta, path);

/**
 * A component without hooks: the island's own render below runs inside the page's render, and
 * would reset the hook state of a component that called hooks around it.
 */
export default function Page({ path }: { path: string }) {
  const mode = modeFromPath(path);
  const wizardHtml = renderToString(<ContactIsland path={path} />);
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
          {/* Before the long form, and static: seen with or without JavaScript (issue 22). */}
          {mode === "psychotherapie" && <CrisisNote headingLevel={3} />}
          <div
            className="contact-wizard"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own wizard, rendered by React at build time
            dangerouslySetInnerHTML={{ __html: wizardHtml }}
          />
        </section>
        <DirectContact />
      </div>
    </article>
  );
}
