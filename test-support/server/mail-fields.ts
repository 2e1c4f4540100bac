/** Checks that a mail text carries every field of its payload, labelled, in the form's order. */
import { expect } from "vitest";
import type { FormType } from "#contact/form-types.ts";
import { labelFor, payloadFieldOrder } from "#contact/labels.ts";
import { formatField } from "#server/mail/compose-mail.ts";

/** Every field of the payload is in the mail text, labelled, in the form's order. */
export function expectEveryField(
  text: string,
  formType: FormType,
  payload: Record<string, unknown>,
): void {
  let previous = -1;
  for (const name of payloadFieldOrder[formType]) {
    const block = formatField(labelFor(formType, name) ?? name, String(payload[name])).join("\n");
    const position = text.indexOf(`\n${block}\n`);
    expect(position, `${name} in:\n${text}`).toBeGreaterThan(previous);
    previous = position;
  }
}
