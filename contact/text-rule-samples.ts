/**
 * The samples the text rule (decision 007) is tested with, in the unit tests, on the server and
 * in the browser form: one table, so the three cannot drift apart. Test data only.
 */

/** What real people type: every language's letters, punctuation, symbols, emoji. */
export const ACCEPTED_SAMPLES = [
  "René",
  "O’Brien-Çelik",
  "Yılmaz",
  "Łukasz",
  "Nguyễn",
  "„Zitat“",
  "50 %",
  "20 €",
  "R+V",
  "Ich hab’s",
  "Danke 😀",
  "❤️",
  "👨‍👩‍👧",
  "a@b & c",
  "<b> #1 $ ^ ` ~ | \\ { } [ ] = ° § ´ ¿ ¡ « » – — …",
  "Θεσσαλονίκη, Москва, 東京, القاهرة, עברית, हिन्दी",
  "\u00a0geschütztes Leerzeichen",
] as const;

/** Free text only: several lines, an empty one among them. */
export const MULTI_LINE_SAMPLE = "Guten Tag,\nZeile zwei\n\nZeile vier";

type Sample = readonly [name: string, text: string];

const BIDI_SAMPLES: Sample[] = [
  0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
].map((code) => [`bidi U+${code.toString(16).toUpperCase()}`, String.fromCharCode(code)]);

/** Refused in every text field, with the pattern message. */
export const REJECTED_SAMPLES: readonly Sample[] = [
  ["NUL", "\u0000"],
  ["BEL", "\u0007"],
  ["TAB", "\t"],
  ["CR", "\r"],
  ["CR LF", "\r\n"],
  ["ESC", "\u001b"],
  ["an ANSI sequence", "\u001b[31m"],
  ["DEL", "\u007f"],
  ["C1 NEL", "\u0085"],
  ["C1 CSI", "\u009b"],
  ...BIDI_SAMPLES,
  ["U+2028", "\u2028"],
  ["U+2029", "\u2029"],
  ["a lone high surrogate", "\ud800"],
  ["a lone low surrogate", "\udc00"],
];

/** Refused in one-line fields only (free text may hold it). */
export const LF_SAMPLE: Sample = ["LF", "\n"];

/**
 * The refused samples a browser field can hold as typed: an <input> strips CR and LF, a
 * textarea turns CR into LF, and the DevTools protocol cannot carry NUL, C1 CSI or a lone
 * surrogate into a field; those are covered on the server.
 */
export const BROWSER_HOLDABLE_REJECTED_SAMPLES: readonly Sample[] = REJECTED_SAMPLES.filter(
  ([name]) =>
    !["NUL", "CR", "CR LF", "C1 CSI", "a lone high surrogate", "a lone low surrogate"].includes(
      name,
    ),
);
