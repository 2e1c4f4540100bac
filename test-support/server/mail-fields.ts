/** Checks that a mail text carries every answer of its payload (server/mail/compose-mail.ts). */
import { expect } from "vitest";
import { type FormType, HONEYPOT_FIELD } from "#contact/form-types.ts";
import { MAIL_TITLES } from "#server/mail/request-digest.ts";

/** Payload fields that are no answer: the request's context and the form's fixed values. */
const CONTEXT = new Set(["id", "mode", "lastCalledPage", "contactType", HONEYPOT_FIELD]);

/**
 * The mail names the form, the person and the request's number, and holds every answer typed or
 * chosen (each line of a free text; yes/no answers and their wording are the composer's own
 * tests'), short enough here that no line is folded.
 */
export function expectEveryAnswer(
  text: string,
  formType: FormType,
  payload: Record<string, unknown>,
): void {
  const lines = text.split("\n");
  expect(lines[0]).toBe(`${MAIL_TITLES[formType]} von ${payload.firstName} ${payload.lastName}`);
  expect(lines[1]).toMatch(new RegExp(` · Nr\\. ${payload.id}$`));
  for (const [name, value] of Object.entries(payload)) {
    if (CONTEXT.has(name) || typeof value !== "string") continue;
    if (value === "" || value === "-" || /^(ja|nein)$/i.test(value)) continue;
    for (const line of value.split("\n")) expect(text, `${name} in:\n${text}`).toContain(line);
  }
}

/** The prepared reply link at the mail's end, as a mail program reads it. */
export function replyLinkOf(text: string) {
  const line = text.split("\n").find((candidate) => candidate.startsWith("mailto:"));
  if (!line) throw new Error(`no reply link in:\n${text}`);
  const url = new URL(line);
  return {
    line,
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}
