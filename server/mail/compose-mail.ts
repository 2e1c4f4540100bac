/**
 * The e-mail the practice receives for a contact request: plain German text listing every
 * field with its form label in the form's order, the subject naming the form and the person,
 * Reply-To the visitor, so answering the mail answers the visitor.
 *
 * Visitor text cannot add a line or a header: the server refuses control characters, but a
 * stored row from before that rule (or spam shown by the CLI) may hold any, so each value is
 * passed through visibleText; a free text's own newlines become indented lines under its label,
 * while a line break in a one-line field shows as its code.
 */

import type { SendMailOptions } from "nodemailer";
import type { FormType } from "#contact/form-types.ts";
import { labelFor, payloadFieldOrder } from "#contact/labels.ts";
import type { ContactRequestData } from "#server/storage/request-store.ts";
import { visibleText } from "#server/text/visible-text.ts";
import { normalizeHeaderKey, visitorHeaders } from "./visitor-headers.ts";

export type OutgoingMail = {
  requestId: string;
  from: string;
  to: string;
  replyTo: { name: string; address: string } | undefined;
  subject: string;
  text: string;
  /** Stable per request, so a mail sent twice (after a crash) is recognisable as one. */
  messageId: string;
};

export type MailAddresses = { from: string; to: string };

export const FORM_TITLES: Record<FormType, string> = {
  psychotherapie: "Psychotherapie",
  sportphysiotherapie: "Sportphysiotherapie",
  general: "Allgemeine Anfrage",
};

const NO_ANSWER = "(keine Angabe)";
/** Fields that are one line by the text rule (they also go into headers and the reply line). */
const ONE_LINE_FIELDS = new Set(["firstName", "lastName", "email", "phone"]);
const INDENT = "    ";

const receivedFormat = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

export function composeMail(request: ContactRequestData, addresses: MailAddresses): OutgoingMail {
  const { payload, formType } = request;
  const text = (name: string) => {
    const value = payload[name];
    return typeof value === "string" || typeof value === "number"
      ? visibleText(String(value), { keepNewlines: !ONE_LINE_FIELDS.has(name) })
      : "";
  };
  const person = oneLine(`${text("firstName")} ${text("lastName")}`);
  const email = text("email");

  const lines = [
    `Neue Kontaktanfrage über das Kontaktformular der Website (${FORM_TITLES[formType]}).`,
    `Eingegangen: ${receivedFormat.format(request.receivedAt)} Uhr`,
    "",
    ...payloadFieldOrder[formType].flatMap((name) =>
      formatField(labelFor(formType, name) ?? name, text(name)),
    ),
    "",
    "--",
    `Mit „Antworten“ schreiben Sie direkt an ${person || "die anfragende Person"}.`,
  ];

  return {
    requestId: request.id,
    from: addresses.from,
    to: addresses.to,
    replyTo: email ? { name: person, address: email } : undefined,
    subject: `Kontaktformular: ${FORM_TITLES[formType]} – ${person}`,
    text: `${lines.join("\n")}\n`,
    messageId: messageIdFor(request.id, addresses.from),
  };
}

/** Stable per request, so a mail sent twice (after a crash) is recognisable as one. */
export function messageIdFor(requestId: string, from: string): string {
  return `<${requestId}.kontaktanfrage@${domainOf(from)}>`;
}

/**
 * The unencrypted mail as nodemailer builds it (no MAIL_PGP_KEY_FILE). Subject and Reply-To
 * carry the visitor's name, so they are always encoded words (visitor-headers.ts).
 */
export function plainMessageOptions(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    text: mail.text,
    messageId: mail.messageId,
    headers: { ...visitorHeaders(mail), "X-Kontaktanfrage-Id": mail.requestId },
    normalizeHeaderKey,
  };
}

/** "Label: value"; a value with line breaks or of some length goes indented below its label. */
export function formatField(label: string, value: string): string[] {
  const shown = value.trim() === "" ? NO_ANSWER : value;
  const separator = /[?:]$/.test(label) ? " " : ": ";
  if (!shown.includes("\n") && label.length + shown.length <= 76) {
    return [`${label}${separator}${shown}`];
  }
  const heading = /[?:]$/.test(label) ? label : `${label}:`;
  return [heading, ...shown.split("\n").map((line) => `${INDENT}${line}`.trimEnd())];
}

/** Collapses line breaks and runs of spaces (names go into headers). */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? "localhost";
}
