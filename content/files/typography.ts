/**
 * German typography the build applies to every text of the practice, so that nobody has to
 * type invisible characters: a number keeps its unit on the same line, "…" becomes „…“, and
 * runs of spaces become one. Only rules that cannot change the meaning are applied here.
 */

const NBSP = "\u00a0";

/** Units and abbreviations that must not be separated from their number by a line break. */
const UNIT_AFTER_NUMBER =
  /(\d) (%|Minuten|Stunden|Tage|Tagen|Tag|Euro|Jahre|Jahren|Jahr)(?![\p{L}])/gu;
const NUMBER_AFTER_SIGN = /(§|Art\.|Abs\.|Nr\.) (?=\d)/g;
/** Art. 6 Abs. 1 lit. f DSGVO: the letter stays with its „lit.“. */
const LETTER_AFTER_LIT = /(?<!\p{L})(lit\.) (?=\p{L}(?!\p{L}))/gu;
/** 20. Juli 2025: the day stays with its month. */
const DAY_BEFORE_MONTH =
  /(?<!\d)(\d{1,2}\.) (?=(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?!\p{L}))/gu;
/** z. B., d. h., u. a., e. V.: two one-letter abbreviations stay together. */
const ABBREVIATIONS = /(?<!\p{L})(\p{L}\.) (?=\p{L}\.)/gu;

/** „ after the start, a space or an opening bracket or dash; “ everywhere else. */
const OPENING_QUOTE = /(^|[\s([{–—/])"/g;

export function germanTypography(text: string): string {
  return text
    .replace(/[ \t]+/g, " ")
    .replace(UNIT_AFTER_NUMBER, `$1${NBSP}$2`)
    .replace(NUMBER_AFTER_SIGN, `$1${NBSP}`)
    .replace(LETTER_AFTER_LIT, `$1${NBSP}`)
    .replace(DAY_BEFORE_MONTH, `$1${NBSP}`)
    .replace(ABBREVIATIONS, `$1${NBSP}`)
    .replace(OPENING_QUOTE, "$1„")
    .replaceAll('"', "“");
}
