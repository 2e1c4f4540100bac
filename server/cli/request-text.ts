/**
 * Stored requests as the operator reads them: the list, one request in full, the export's
 * records. Every cell and line passes through visibleText, so visitor text can add no line
 * and drive no terminal (server/text/visible-text.ts).
 */

import { PRACTICE_TIME_ZONE } from "#server/clock.ts";
import { composeMail, FORM_TITLES, type MailSettings } from "#server/mail/compose-mail.ts";
import type { StoredContactRequest } from "#server/storage/request-store.ts";
import { visibleText } from "#server/text/visible-text.ts";
import { visible } from "./cli-io.ts";

const practiceTimeFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: PRACTICE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * „2026-11-28 05:33“ in the practice's time zone, as the mail says „05:33 Uhr“ (the Swedish
 * format is ISO's order).
 */
function practiceTime(date: Date): string {
  return practiceTimeFormat.format(date);
}

/** How the practice reads a sealed request (the server itself cannot). */
export const SEALED_HINT =
  "Diese Anfrage ist mit dem öffentlichen Schlüssel der Praxis verschlüsselt; der Server kann sie nicht lesen. Speichern Sie den Block unten als Datei (z. B. anfrage.asc) und entschlüsseln Sie ihn dort, wo der private Schlüssel der Praxis liegt: gpg --decrypt anfrage.asc (oder mit Kleopatra bzw. GPG Suite).";

export function listText(requests: StoredContactRequest[]): string {
  if (requests.length === 0) return "No requests stored.\n";
  const rows = requests.map((request) => {
    const payload = payloadOf(request);
    const name = `${fieldText(payload, "firstName")} ${fieldText(payload, "lastName")}`.trim();
    // Every cell one line: a line break, an escape sequence or a bidi control shows as its code.
    return [
      request.id,
      practiceTime(request.receivedAt),
      FORM_TITLES[request.formType] ?? request.formType,
      request.content.kind === "sealed" ? "(verschlüsselt)" : cut(name, 40),
      request.isSpam || !request.delivery
        ? "spam"
        : request.delivery.status === "sent"
          ? "mailed"
          : "pending",
    ].map(visible);
  });
  const header = ["ID", `RECEIVED (${PRACTICE_TIME_ZONE})`, "FORM", "NAME", "MAIL"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return `${[header, ...rows].map(line).join("\n")}\n${requests.length} request(s).\n`;
}

/**
 * Every field of a request, labelled as in the practice's mail (spam too: it is stored in the
 * shape of its form), or the sealed message. All of it passes through visibleText: only the
 * layout's own line breaks stay.
 */
export function showText(request: StoredContactRequest, mail: MailSettings): string {
  const payload = payloadOf(request);
  const lastError = request.delivery?.lastError;
  const head = [
    request.isSpam
      ? `Request ${request.id}: spam (honeypot filled), not mailed`
      : `Request ${request.id}`,
    `Form:     ${FORM_TITLES[request.formType] ?? request.formType}`,
    `Received: ${practiceTime(request.receivedAt)} (${PRACTICE_TIME_ZONE})`,
    ...(request.isSpam ? [] : [`Mail:     ${deliveryText(request)}`]),
    ...(request.isSpam && request.content.kind === "plain"
      ? [`Honeypot: ${visible(honeypotText(payload.website))}`]
      : []),
    ...(lastError ? [`Last error: ${visible(lastError)}`] : []),
    "",
  ];
  const { content } = request;
  const body =
    content.kind === "sealed"
      ? `${SEALED_HINT}\n\n${content.message.trimEnd()}\n`
      : composeMail({ ...request, payload }, mail).text;
  return visibleText(`${head.join("\n")}\n${body}`, { keepNewlines: true });
}

/** A request as one record of `export` (safeJson escapes its text on the way out). */
export function exportRecord(request: StoredContactRequest) {
  return {
    id: request.id,
    formType: request.formType,
    receivedAt: request.receivedAt.toISOString(),
    spam: request.isSpam,
    delivery: request.delivery
      ? {
          status: request.delivery.status,
          attempts: request.delivery.attempts,
          lastAttemptAt: request.delivery.lastAttemptAt?.toISOString() ?? null,
          lastError: request.delivery.lastError ?? null,
          sentAt: request.delivery.sentAt?.toISOString() ?? null,
        }
      : null,
    ...(request.content.kind === "plain"
      ? { payload: request.content.payload }
      : { encryptedMessage: request.content.message }),
  };
}

function deliveryText(request: StoredContactRequest): string {
  const { delivery } = request;
  if (request.isSpam || !delivery) return "spam (not mailed)";
  if (delivery.status === "sent") {
    return delivery.sentAt ? `mailed ${practiceTime(delivery.sentAt)}` : "mailed";
  }
  return delivery.attempts === 0
    ? "pending"
    : `pending, ${delivery.attempts} failed attempt(s), next ${practiceTime(delivery.nextAttemptAt)}`;
}

/** A stored payload as an object (rows kept as received may hold any JSON). */
function payloadOf(request: StoredContactRequest): Record<string, unknown> {
  const { content } = request;
  if (content.kind !== "plain") return {};
  const { payload } = content;
  return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? payload : {};
}

/** A payload value as text, like the mail shows it: strings and numbers, nothing else. */
function fieldText(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** The first `max` characters (code points, so no surrogate pair is cut). */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join("")}…` : text;
}

/** The honeypot's value as stored (a string; rows kept as received may hold any JSON). */
function honeypotText(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? "";
}
