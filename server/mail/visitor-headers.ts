/**
 * The header fields that carry visitor text, the Subject (it names the person) and the
 * Reply-To, written so that no typed text can decode into anything but itself.
 *
 * Mail programs decode RFC 2047 encoded words wherever they stand, also inside the quoted
 * display name nodemailer writes for an ASCII name: a name typed as
 * "=?UTF-8?B?DQpCY2M6IGV2aWxAZXhhbXBsZS5vcmc=?=" became CR LF "Bcc: evil@example.org" in the
 * parsed Reply-To, "=?UTF-8?Q?=E2=80=AE?=Max" a right-to-left override. So the whole text is
 * always encoded here, as "B" encoded words of its UTF-8 bytes: decoded once, it gives back
 * exactly the literal text, encoded words and all.
 *
 * nodemailer formats the Reply-To field itself (an ASCII name is quoted, not encoded) and
 * takes no prepared value for it. So the field goes in under a private name, whose value
 * nodemailer leaves as it is (only valid encoded words and an address), and `normalizeHeaderKey`
 * names it Reply-To on the way out: give it to the same message (SendMailOptions or MimeNode).
 */
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { isEmailFormat } from "#contact/fields.ts";

const PRIVATE_REPLY_TO = "X-Encoded-Reply-To";
/** nodemailer's length for an encoded word: each stays far below RFC 2047's limit of 75. */
const WORD_LENGTH = 52;

type PreparedValue = { prepared: true; foldLines: true; value: string };

/** `text` as one or more "B" encoded words; each holds whole characters. */
export function encodedWords(text: string): string {
  return text ? encodeWord(text, "B", WORD_LENGTH) : "";
}

/**
 * Subject and Reply-To for nodemailer's `headers` (or MimeNode's setHeader), both encoded.
 * Without an address of the e-mail format (only a row stored before that rule could have
 * one) there is no Reply-To: the mail's text still shows the address as typed.
 */
export function visitorHeaders(mail: {
  subject: string;
  replyTo: { name: string; address: string } | undefined;
}): Record<string, string | PreparedValue> {
  const subject: PreparedValue = {
    prepared: true,
    foldLines: true,
    value: encodedWords(mail.subject),
  };
  const replyTo = mail.replyTo;
  if (!replyTo || !isEmailFormat(replyTo.address)) return { Subject: subject };
  const value = replyTo.name
    ? `${encodedWords(replyTo.name)} <${replyTo.address}>`
    : replyTo.address;
  return { Subject: subject, [PRIVATE_REPLY_TO]: value };
}

/** Names the private Reply-To field Reply-To; every other field keeps its name. */
export function normalizeHeaderKey(key: string): string {
  return key === PRIVATE_REPLY_TO ? "Reply-To" : key;
}
