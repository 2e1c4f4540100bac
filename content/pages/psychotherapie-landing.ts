/**
 * The psychotherapy landing page /psychotherapie and /psychotherapie/{city}, from
 * content/seiten/psychotherapie.md. The title is the spec's formula; the rest is the file's.
 */
import type { MarkdownSection } from "../files/markdown.ts";
import { load } from "../files/sources.ts";
import type { ContactPanelCopy, Link, PageMeta, Section } from "../page-types.ts";
import { placeholders, practice } from "../practice.ts";
import { contactPanel } from "../sources/content-page.ts";
import { CITY_PLACEHOLDER, psychotherapieLandingFile } from "../sources/psychotherapie-landing.ts";

export type PsychotherapieLanding = {
  meta: PageMeta;
  /** Shown in the hero when there is no known city. */
  tagline: string;
  /** With a known city the hero reads: above, title, below(city). */
  cityHero: { above: string; title: string; below: (cityName: string) => string };
  intro: Section;
  /** The five topic sections; ids usable as anchors. */
  topics: readonly Section[];
  whyMe: { heading: string; text: string; link: Link };
  contactPanel: ContactPanelCopy;
};

const data = load(psychotherapieLandingFile, { placeholders });
const withCity = (text: string, cityName: string) => text.replaceAll(CITY_PLACEHOLDER, cityName);

/** requirements §9: "Psychotherapie in Oberasbach | {name} - Wege zur inneren Stärke". */
export function psychotherapieLandingTitle(p: { readonly name: string }): string {
  return `Psychotherapie in Oberasbach | ${p.name} - Wege zur inneren Stärke`;
}

/** The landing page's meta; a known city is named in the description, the title stays fixed. */
export function psychotherapieLandingMeta(
  p: { readonly name: string },
  cityName?: string,
): PageMeta {
  return {
    title: psychotherapieLandingTitle(p),
    description:
      cityName === undefined ? data.beschreibung : withCity(data["beschreibung-stadt"], cityName),
    keywords: data.stichwörter,
  };
}

// The file's check guarantees a welcome, at least one topic and the closing teaser.
const [intro, ...rest] = data.sections as [MarkdownSection, ...MarkdownSection[]];
const teaser = rest.pop() as MarkdownSection;

export const psychotherapieLanding: PsychotherapieLanding = {
  meta: psychotherapieLandingMeta(practice),
  tagline: data.einleitung,
  cityHero: {
    above: data["überschrift-stadt"].oben,
    title: data.überschrift,
    below: (cityName) => withCity(data["überschrift-stadt"].unten, cityName),
  },
  intro,
  topics: rest,
  whyMe: {
    heading: teaser.heading,
    text: teaser.paragraphs[0] ?? "",
    link: teaser.links?.[0] ?? { label: "", to: "" },
  },
  contactPanel: contactPanel(data.kontakt),
};
