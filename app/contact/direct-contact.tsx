/**
 * The practice's phone and e-mail in the contact page's main content (issue 11). Always shown:
 * a visitor who would rather call or write looks for them here, not in the footer.
 */
import { contactPage } from "#content/pages/kontakt.ts";
import { practice } from "#content/practice.ts";

/** The practice's phone and e-mail as links, each after its label (also the restart page's). */
export function DirectContactList() {
  const { phone, email } = contactPage.direct;
  return (
    <ul className="direct-contact__list">
      <li>
        {phone}: <a href={practice.phone.href}>{practice.phone.display}</a>
      </li>
      <li>
        {email}: <a href={`mailto:${practice.email}`}>{practice.email}</a>
      </li>
    </ul>
  );
}

export function DirectContact() {
  return (
    <section className="direct-contact" aria-labelledby="direct-contact-heading">
      <h2 id="direct-contact-heading">{contactPage.direct.heading}</h2>
      <DirectContactList />
    </section>
  );
}
