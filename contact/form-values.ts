/**
 * A contact form's values as its schema takes them (contact/form-schemas.ts), read from the
 * fields a form submits: the server reads a form the browser posted itself (URLSearchParams,
 * server/api/form-post.ts), the wizard reads the form on the page (`new FormData(form)`,
 * app/contact/use-contact-form.ts). One reading for both, so the wizard checks exactly what a
 * post without the script would send.
 */
import { defaultValues } from "./form-schemas.ts";
import type { FormType } from "./form-types.ts";

/** What both URLSearchParams and FormData offer. */
export interface SubmittedFields {
  has(name: string): boolean;
  get(name: string): unknown;
}

/** The fields of the form as submitted: the values its schema takes. */
export function formValuesOf(formType: FormType, fields: SubmittedFields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(defaultValues[formType]).map(([name, initial]) => {
      // A checkbox is submitted only when it is checked, whatever its value.
      if (typeof initial === "boolean") return [name, fields.has(name)];
      // The browser sends a textarea's line breaks as CR LF; the wizard's values have LF.
      const submitted = fields.get(name);
      const value = (typeof submitted === "string" ? submitted : "").replace(/\r\n?/g, "\n");
      if (typeof initial === "number")
        return [name, value.trim() === "" ? Number.NaN : Number(value)];
      return [name, value];
    }),
  );
}
