/**
 * The copy of the FAQ page (/faq, /psychotherapie/faq, /sportphysiotherapie/faq): the two FAQ
 * lists of content/faq/ (requirements §3 "FAQ entry") and the page texts per mode of
 * content/seiten/faq.yaml. Answers are written in Markdown and arrive here as simple HTML
 * (<p>, <strong>, <em>, <ul>, <li>, <a>); the crisis answer's {krisennummern} becomes the
 * numbers of content/krisennummern.yaml, which the crisis note and the pages' crisis sections
 * share.
 */
import type { Product } from "../content-types.ts";
import { crisisNote } from "../crisis.ts";
import { escapeHtml } from "../files/markdown.ts";
import { load } from "../files/sources.ts";
import type { Mode } from "../mode.ts";
import type { ContactPanelCopy, PageMeta } from "../page-types.ts";
import { placeholders } from "../practice.ts";
import { contactPanel } from "../sources/content-page.ts";
import { CRISIS_NUMBERS, faqFiles, faqPagesFile } from "../sources/faq.ts";

export type FaqEntry = {
  id: string;
  /** May be empty. */
  category: string;
  question: string;
  /** Simple, trusted HTML. */
  answer: string;
};

const options = { placeholders };

/** The crisis numbers as an HTML list of tel: links, as app/ui/crisis-note.tsx shows them. */
function crisisLinesHtml(): string {
  const items = crisisNote.lines.map((line) => {
    const numbers = line.numbers
      .map((number) => `<a href="${number.href}">${escapeHtml(number.display)}</a>`)
      .join(` ${crisisNote.or} `);
    return `<li>${escapeHtml(line.label)}: ${numbers} – ${escapeHtml(line.hint)}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}

/** Where an answer writes {krisennummern}, the crisis numbers stand, as tel: links. */
const withCrisisNumbers = (html: string) =>
  html.replaceAll(`<p>{${CRISIS_NUMBERS}}</p>`, crisisLinesHtml());

const entriesOf = (product: Product): readonly FaqEntry[] =>
  load(faqFiles[product], options).fragen.map((entry) => ({
    id: entry.id,
    category: (entry.kategorie ?? "").trim(),
    question: entry.frage,
    answer: withCrisisNumbers(entry.antwort),
  }));

export const faq: Record<Product, readonly FaqEntry[]> = {
  psychotherapie: entriesOf("psychotherapie"),
  sportphysiotherapie: entriesOf("sportphysiotherapie"),
};

export type FaqPageCopy = {
  meta: PageMeta;
  heading: string;
  lead: string;
  contactPanel: ContactPanelCopy;
};

const pages = load(faqPagesFile, options);

const pageCopy = (page: (typeof pages)["psychotherapie"]): FaqPageCopy => ({
  meta: { title: page.titel, description: page.beschreibung, keywords: page.stichwörter },
  heading: page.überschrift,
  lead: page.einleitung,
  contactPanel: contactPanel(page.kontakt),
});

/** Copy of the FAQ pages: per product, and "default" for /faq which shows both lists. */
export const faqPages: Record<Mode, FaqPageCopy> = {
  psychotherapie: pageCopy(pages.psychotherapie),
  sportphysiotherapie: pageCopy(pages.sportphysiotherapie),
  default: pageCopy(pages.allgemein),
};

/** The list headings on /faq, which shows both lists. */
export const faqListHeadings: Record<Product, string> = pages.allgemein.listen;
