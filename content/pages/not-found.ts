/**
 * The copy of the 404 page, shown in German for unknown paths. Its heading and first sentence
 * come from content/frame.ts, because a route that answers 404 itself says the same words.
 */
import { notFoundHeading, notFoundText } from "../frame.ts";
import type { Link, PageMeta } from "../page-types.ts";
import { practice } from "../practice.ts";

export type NotFoundPage = {
  meta: PageMeta;
  heading: string;
  paragraphs: readonly string[];
  links: readonly Link[];
};

export const notFound: NotFoundPage = {
  meta: {
    title: `${notFoundHeading} | ${practice.brand}`,
    description: "Die gesuchte Seite gibt es leider nicht. Hier finden Sie den Weg zurück.",
    keywords: [],
  },
  heading: notFoundHeading,
  paragraphs: [
    `${notFoundText} Vielleicht hat sich die Adresse geändert, oder beim Eintippen hat sich ein Fehler eingeschlichen.`,
    "Hier geht es weiter:",
  ],
  links: [
    { label: "Zur Startseite", to: "/home" },
    { label: "Psychotherapie", to: "/psychotherapie" },
    { label: "Sportphysiotherapie", to: "/sportphysiotherapie" },
    { label: "Kontakt", to: "/kontakt" },
  ],
};
