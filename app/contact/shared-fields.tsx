/** Fields every form has: the contact details, the message and the consent checkbox. */
import { useContext } from "react";
import type { FormInputFor } from "#contact/form-schemas.ts";
import type { FormType } from "#contact/form-types.ts";
import { requiredLabel } from "#contact/labels.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import { controlsFor, FormTypeContext } from "./form-controls.tsx";

/** The fields all three forms have. */
type SharedInput = Pick<FormInputFor[FormType], keyof FormInputFor[FormType]>;

const { CheckboxField, TextAreaField, TextField } = controlsFor<SharedInput>();

export function ContactDetails({ withMessage = false }: { withMessage?: boolean }) {
  return (
    <>
      <div className="field-row">
        <TextField name="firstName" autoComplete="given-name" />
        <TextField name="lastName" autoComplete="family-name" />
      </div>
      <TextField name="email" type="email" autoComplete="email" inputMode="email" />
      <TextField name="phone" type="tel" autoComplete="tel" inputMode="tel" />
      {withMessage && <TextAreaField name="message" rows={5} />}
    </>
  );
}

/** The consent checkbox; the word 'Datenschutzerklärung' in its label links to /datenschutz. */
export function TermsField() {
  const formType = useContext(FormTypeContext);
  const label = requiredLabel(formType, "terms");
  const { word, href, newTab } = contactForm.privacyLink;
  const at = label.indexOf(word);
  const linked =
    at < 0 ? (
      label
    ) : (
      <>
        {label.slice(0, at)}
        {/* A new tab, so the form and its entries stay where they are. */}
        <a href={href} target="_blank" rel="noopener">
          {word}
          <span className="visually-hidden"> {newTab}</span>
        </a>
        {label.slice(at + word.length)}
      </>
    );
  return <CheckboxField name="terms" label={linked} required />;
}
