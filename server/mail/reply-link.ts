/**
 * The end of the practitioner's mail: a prepared reply that quotes nothing. A mailto: link opens
 * a new mail to the visitor with the practice's subject and greeting (content/anfrage-antwort.yaml,
 * carried into the build's site.json), and a line says that a reply travels unencrypted, so it
 * should not repeat what the visitor wrote. „Antworten“ in the mail program still works (the
 * mail's Reply-To is the visitor), but quotes the whole request.
 */
import { isEmailFormat } from "#contact/fields.ts";
import { PRACTICE_TIME_ZONE } from "#server/clock.ts";

/** The practice's reply, its placeholders {vorname}, {nachname}, {datum}, {nummer} unfilled. */
export type ReplyTemplate = { subject: string; body: string };

/** Above the link: what it does, and what not to write. */
export const UNENCRYPTED_REPLY_NOTE =
  "Antwort ohne Zitat (unverschlüsselt: nichts aus der Anfrage nennen):";

const dateFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: PRACTICE_TIME_ZONE,
});

/** The subject without a template (a server with no build yet). */
const DEFAULT_SUBJECT = "Ihre Anfrage vom {datum} (Nr. {nummer})";

/**
 * Percent-encoded for a mailto: URL (RFC 6068), parentheses and the like too, so that no mail
 * program ends the link early; line breaks as CR LF, as the RFC asks.
 */
function mailtoEncoded(text: string): string {
  return encodeURIComponent(text.replace(/\r?\n/g, "\r\n")).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** What each of the reply's placeholders stands for in one request. */
export function replyValues(request: {
  firstName: string;
  lastName: string;
  requestId: string;
  receivedAt: Date;
}): Record<string, string> {
  return {
    vorname: request.firstName,
    nachname: request.lastName,
    datum: dateFormat.format(request.receivedAt),
    nummer: request.requestId,
  };
}

export function replyLines(reply: {
  visitor: { firstName: string; lastName: string; email: string };
  requestId: string;
  receivedAt: Date;
  template: ReplyTemplate | undefined;
}): string[] {
  const { visitor, template } = reply;
  if (!isEmailFormat(visitor.email)) {
    return ["Keine gültige E-Mail-Adresse angegeben: Bitte antworten Sie telefonisch."];
  }
  const values = replyValues({ ...visitor, ...reply });
  // One pass: a name typed as "{nummer}" stays a name.
  const fill = (text: string) =>
    text.replace(/\{([^{}\s]+)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
    );
  const fields = [`subject=${mailtoEncoded(fill(template?.subject ?? DEFAULT_SUBJECT))}`];
  if (template) fields.push(`body=${mailtoEncoded(fill(template.body))}`);
  const address = visitor.email.replace(/[^A-Za-z0-9@._+-]/g, (character) =>
    mailtoEncoded(character),
  );
  return [UNENCRYPTED_REPLY_NOTE, `mailto:${address}?${fields.join("&")}`];
}
