/**
 * Help in an acute crisis (issue 22), read from content/krisennummern.yaml: the numbers and the
 * one short note shown on the psychotherapy contact page, on the wizard's first step and after a
 * request was sent; the numbers also end the content pages' crisis sections and the FAQ's crisis
 * answer ({krisennummern}). app/ui/crisis-note.tsx renders them. The contact form's island
 * imports this module, so it exports data only (scripts/content-for-browser.ts).
 */
import { telHref } from "./files/fields.ts";
import { load } from "./files/sources.ts";
import { crisisFile } from "./sources/crisis.ts";

/** A number to call: `href` is the tel: link, `display` how it is written for people. */
export type CrisisNumber = { display: string; href: string };

/** One line of the note: who answers, their numbers, and when to call them. */
export type CrisisLine = { label: string; numbers: readonly CrisisNumber[]; hint: string };

const file = load(crisisFile);

/** A phone number does not break across lines: its groups are joined by no-break spaces. */
const crisisNumber = (written: string): CrisisNumber => ({
  display: written.replace(/ /g, "\u00a0"),
  href: telHref(written),
});

const lines: readonly CrisisLine[] = file.stellen.map((line) => ({
  label: line.name,
  numbers: line.nummern.map(crisisNumber),
  hint: line.hinweis,
}));

/** Every number of the note, by its tel: link. */
export const crisisNumbers: Readonly<Record<string, CrisisNumber>> = Object.fromEntries(
  lines.flatMap((line) => line.numbers.map((number) => [number.href, number])),
);

/** The words of the note. */
export const crisisNote = {
  heading: file.überschrift,
  /** Where a visitor writes to the practice: the answer takes time. */
  text: file.text,
  lines,
  /** Joins two numbers of one line. */
  or: "oder",
} as const;
