/**
 * The honeypot (contact/form-types.ts HONEYPOT_FIELD): a text input people never see or reach
 * (visually hidden, aria-hidden, out of the tab order, no autofill). Bots that fill every input
 * fill it too; its value is sent as the payload builders expect and the server files such a
 * request as spam.
 */
import { type FormType, HONEYPOT_FIELD } from "#contact/form-types.ts";
import { labelFor } from "#contact/labels.ts";

export function Honeypot({ formType }: { formType: FormType }) {
  const id = `${formType}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{labelFor(formType, HONEYPOT_FIELD)}</label>
      <input name={HONEYPOT_FIELD} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
