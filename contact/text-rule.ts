/**
 * The one text rule for everything a visitor types (decision 007): letters of every language
 * with their marks, digits, spaces, punctuation and symbols, emoji included, are all fine. Only
 * characters that nobody types on purpose and that can forge what the practice or the operator
 * sees are refused:
 * - control characters (Unicode category Cc: C0, DEL, C1 such as NEL and CSI), except the
 *   newline "\n" in free text;
 * - the line and paragraph separators U+2028 and U+2029 (line breaks other than "\n");
 * - bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069),
 *   which reorder the text around them on screen;
 * - unpaired surrogates (Cs), which are no character at all.
 *
 * The server uses the same class to escape whatever it shows (mail, CLI), so what is refused
 * at the door and what is neutralised on the way out cannot drift apart.
 */

/** The refused characters, as the body of a regular-expression class (with the `u` flag). */
export const UNSAFE_CHARACTER_CLASS = "\\p{Cc}\\p{Cs}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069";

/** Names, phone, e-mail and other one-line values. */
export const SINGLE_LINE_TEXT = new RegExp(`^[^${UNSAFE_CHARACTER_CLASS}]*$`, "u");

/** Free text: like a single line, plus the newline "\n" (a textarea's line break). */
export const MULTI_LINE_TEXT = new RegExp(`^(?:\\n|[^${UNSAFE_CHARACTER_CLASS}])*$`, "u");

/** Every refused character of a text (a fresh global expression: no shared lastIndex). */
export function unsafeCharacters(): RegExp {
  return new RegExp(`[${UNSAFE_CHARACTER_CLASS}]`, "gu");
}
