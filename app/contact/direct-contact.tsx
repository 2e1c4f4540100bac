/**
 * The practice's phone and e-mail in the contact page's main content (issue 11). Always shown:
 * a visitor who would rather call or write looks for them here, not in the footer, and without
 * JavaScript they are the only way to reach the practice from this page.
 */
import { contactPage } from "#content/pages/kontakt.ts";
import { practice } from "#content/practice.ts";

export function DirectContact() {
  const { heading, phone, email } = contactPage.direct;
  return (
    <section className="direct-contact" aria-labelledby="direct-contact-heading">
      <h2 id="direct-contact-heading">{heading}</h2>
      <ul className="direct-contact__list">
        <li>
          {phone}: <a href={practice.phone.href}>{practice.phone.display}</a>
        </li>
        <li>
          {email}: <a href={`mailto:${practice.email}`}>{practice.email}</a>
        </li>
      </ul>
    </section>
  );
}

/** Says why no form is shown while it cannot work; hidden by CSS once the page has hydrated. */
export function NeedsScriptNote() {
  return <p className="needs-script-note">{contactPage.needsScript}</p>;
}
