/**
 * The e-mail the practice receives for a contact request, plain German text read in seconds: a
 * title line (form and person) and the received time with the request's number; a summary to
 * decide on; the answers under short questions (request-digest.ts); the page read last; and a
 * prepared reply that quotes nothing (reply-link.ts). The subject names the form and
 * the person, Reply-To is the visitor. Long texts are folded and indented below their label.
 *
 * Visitor text cannot add a line or a header: the server refuses control characters, but a
 * stored row from before that rule (or spam shown by the CLI) may hold any, so each value is
 * made visible (request-answers.ts); a free text's own newlines become indented lines.
 */

import type { SendMailOptions } from "nodemailer";
import type { FormType } from "#contact/form-types.ts";
import { PRACTICE_TIME_ZONE } from "#server/clock.ts";
import type { ContactRequestData } from "#server/storage/request-store.ts";
import { wrapText } from "#server/text/wrap-text.ts";
import { type ReplyTemplate, replyLines } from "./reply-link.ts";
import { answersOf } from "./request-answers.ts";
import { digestOf, type Entry, MAIL_TITLES } from "./request-digest.ts";
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

/** Where the mail goes, and the practice's prepared reply from the build served (if any). */
export type MailSettings = MailAddresses & { reply?: ReplyTemplate | undefined };

export const FORM_TITLES: Record<FormType, string> = {
  psychotherapie: "Psychotherapie",
  sportphysiotherapie: "Sportphysiotherapie",
  general: "Allgemeine Anfrage",
};

/** Characters per line: what a phone shows in portrait and a terminal without folding. */
const WIDTH = 72;
const INDENT = "    ";
const receivedFormat = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: PRACTICE_TIME_ZONE,
});

export function composeMail(request: ContactRequestData, settings: MailSettings): OutgoingMail {
  const { formType } = request;
  const answers = answersOf(request.payload);
  const firstName = oneLine(answers.text("firstName"));
  const lastName = oneLine(answers.text("lastName"));
  const person = oneLine(`${firstName} ${lastName}`);
  const email = answers.text("email");
  const digest = digestOf(formType, answers);

  const summary = digest.summary.map(summaryLine);
  const shownInFull = new Set(
    summary.filter((line) => line.inFull).map((line) => `${line.entry.field}:${line.entry.value}`),
  );
  // The answers repeat nothing the summary showed whole in the same words.
  const groups = digest.groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => !shownInFull.has(`${entry.field}:${entry.value}`)),
    }))
    .filter((group) => group.entries.length > 0);

  const lines = [
    ...wrapText(`${MAIL_TITLES[formType]} von ${person || "(ohne Namen)"}`, WIDTH),
    `Eingegangen am ${receivedFormat.format(request.receivedAt)} Uhr · Nr. ${request.id}`,
    "",
    ...summary.map((line) => line.text),
    ...groups.flatMap((group) => [
      "",
      ...(group.heading ? [`── ${group.heading} ──`] : []),
      ...group.entries.flatMap((entry) => formatField(entry.label, entry.value)),
    ]),
    ...lastPage(answers.text("lastCalledPage")),
    "",
    "--",
    ...replyLines({
      visitor: { firstName, lastName, email },
      requestId: request.id,
      receivedAt: request.receivedAt,
      template: settings.reply,
    }).flatMap((line) => wrapText(line, WIDTH)),
  ];

  return {
    requestId: request.id,
    from: settings.from,
    to: settings.to,
    replyTo: email ? { name: person, address: email } : undefined,
    subject: `Kontaktformular: ${FORM_TITLES[formType]} – ${person}`,
    text: `${lines.join("\n")}\n`,
    messageId: messageIdFor(request.id, settings.from),
  };
}

/** How to reach the person is never cut, however long: it may stand nowhere else. */
const NEVER_CUT = new Set(["phone", "email"]);

/** A summary line: the answer's first line, cut to fit one line; `inFull` when nothing was cut. */
function summaryLine(entry: Entry): { entry: Entry; text: string; inFull: boolean } {
  const first = entry.value.split("\n")[0] ?? "";
  const label = `${entry.label}: `;
  const room = WIDTH - label.length;
  const inFull =
    first === entry.value && (NEVER_CUT.has(entry.field) || Array.from(first).length <= room);
  return { entry, text: `${label}${inFull ? first : cutAtWord(first, room)}`, inFull };
}

/** The first words of `text` that fit `room` characters with „ …“ (a longer word is cut). */
function cutAtWord(text: string, room: number): string {
  if (Array.from(text).length <= room - 2) return `${text} …`;
  const fits = Array.from(text)
    .slice(0, room - 1)
    .join("");
  const lastSpace = fits.lastIndexOf(" ");
  const kept = lastSpace > room / 2 ? fits.slice(0, lastSpace) : fits.slice(0, -1);
  // No separator or open bracket left dangling before the ellipsis.
  return `${kept.replace(/[\s·,;:(]+$/u, "")} …`;
}

/**
 * The page read last before the form, when the browser said: it shows how the person came (the
 * site's mode adds nothing to it and to the form's name).
 */
function lastPage(path: string): string[] {
  return path === "" ? [] : ["", ...wrapText(`Zuletzt gelesen: ${path}`, WIDTH)];
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

/** "Label: value"; a value with line breaks or of some length goes folded and indented below. */
function formatField(label: string, value: string): string[] {
  if (!value.includes("\n") && Array.from(`${label}: ${value}`).length <= WIDTH) {
    return [`${label}: ${value}`];
  }
  return [
    `${label}:`,
    ...wrapText(value, WIDTH - INDENT.length).map((line) => `${INDENT}${line}`.trimEnd()),
  ];
}

/** Collapses line breaks and runs of spaces (names go into headers). */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? "localhost";
}
