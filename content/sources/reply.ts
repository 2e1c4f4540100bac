/**
 * content/anfrage-antwort.yaml: the practice's prepared reply to a request, which the mail to the
 * practice offers as a link (server/mail/reply-link.ts). Its text keeps its lines; the request's
 * own placeholders stay for the server to fill.
 */
import { z } from "zod/mini";
import { group, text } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";

/**
 * What the server fills for each request (server/mail/reply-link.ts fills these names; a test
 * holds the two lists equal).
 */
export const REPLY_PLACEHOLDERS = ["vorname", "nachname", "datum", "nummer"] as const;

/**
 * The reply opens in the practitioner's mail program from a link; some programs cut a link of
 * more than about 2,000 characters, and every umlaut or space there takes three to six.
 */
const MAX_REPLY_CHARACTERS = 400;

/** A text of several lines and paragraphs, each line trimmed, at most MAX_REPLY_CHARACTERS. */
const replyText = () =>
  z
    .pipe(
      z.string(),
      z.transform((value) =>
        value
          .split("\n")
          .map((line) => line.trim())
          .join("\n")
          .replace(/\n{3,}/g, "\n\n")
          .trim(),
      ),
    )
    .check(
      z.refine((value) => value.length > 0, {
        message: "Das Feld ist leer. Bitte einen Text eintragen.",
      }),
      z.refine((value) => value.length <= MAX_REPLY_CHARACTERS, {
        message: `Der Text ist zu lang für den Link in der E-Mail: Bitte höchstens ${MAX_REPLY_CHARACTERS} Zeichen.`,
      }),
    );

export const replyFile = yamlFile(
  "anfrage-antwort.yaml",
  group({ betreff: text(), text: replyText() }),
  REPLY_PLACEHOLDERS,
);
