/**
 * Help in an acute crisis (issue 22): the numbers and the one short note shown on the
 * psychotherapy contact page, on the wizard's first step, after a request was sent, in the
 * content pages' crisis sections and in the FAQ. Written once here; app/ui/crisis-note.tsx
 * renders it.
 */
import type { Section } from "./page-types.ts";

/** A number to call: `href` is the tel: link, `display` how it is written for people. */
export type CrisisNumber = { display: string; href: string };

/** One line of the note: who answers, their numbers, and when to call them. */
export type CrisisLine = { label: string; numbers: readonly CrisisNumber[]; hint: string };

export const crisisNumbers = {
  emergency: { display: "112", href: "tel:112" },
  counselling: { display: "0800\u00a0111\u00a00\u00a0111", href: "tel:+498001110111" },
  counsellingAlternative: { display: "0800\u00a0111\u00a00\u00a0222", href: "tel:+498001110222" },
  onCallDoctor: { display: "116\u00a0117", href: "tel:116117" },
} as const satisfies Record<string, CrisisNumber>;

const lines = [
  { label: "Notruf", numbers: [crisisNumbers.emergency], hint: "bei Lebensgefahr" },
  {
    label: "Telefonseelsorge",
    numbers: [crisisNumbers.counselling, crisisNumbers.counsellingAlternative],
    hint: "kostenfrei, anonym, rund um die Uhr",
  },
  {
    label: "Ärztlicher Bereitschaftsdienst",
    numbers: [crisisNumbers.onCallDoctor],
    hint: "wenn Ihre Arztpraxis geschlossen ist",
  },
] as const satisfies readonly CrisisLine[];

/** Words of the note and of the crisis sections that introduce the numbers. */
export const crisisNote = {
  heading: "Wenn Sie sofort Hilfe brauchen",
  /** Where a visitor writes to the practice: the answer takes time. */
  text: "Ich bin nicht rund um die Uhr erreichbar. Wenn Sie an Suizid denken oder in einer akuten Krise sind, warten Sie bitte nicht auf meine Antwort. Hier erreichen Sie jederzeit jemanden:",
  /** On a content page or in the FAQ: the visitor thinks about a first appointment. */
  pageText:
    "Wenn Sie an Suizid denken oder in einer akuten Krise sind, warten Sie bitte nicht auf einen Termin. Hier erreichen Sie jederzeit jemanden:",
  lines,
  /** Joins two numbers of one line. */
  or: "oder",
} as const satisfies {
  heading: string;
  text: string;
  pageText: string;
  lines: readonly CrisisLine[];
  or: string;
};

/** A content page's crisis section: its own heading, the page text, then the numbers. */
export const crisisSection = {
  id: "krise",
  heading: "Wenn es gerade sehr schwer ist",
  paragraphs: [crisisNote.pageText],
  crisis: true,
} as const satisfies Section;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The numbers as an HTML list of tel: links, for copy written as HTML (the FAQ's answers). */
export function crisisLinesHtml(): string {
  const items = crisisNote.lines.map((line) => {
    const numbers = line.numbers
      .map((number) => `<a href="${number.href}">${escapeHtml(number.display)}</a>`)
      .join(` ${crisisNote.or} `);
    return `<li>${escapeHtml(line.label)}: ${numbers} – ${escapeHtml(line.hint)}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}
