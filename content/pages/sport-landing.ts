/**
 * The sports physiotherapy landing page /sportphysiotherapie, from
 * content/seiten/sportphysiotherapie.md. The title is the spec's formula.
 */
import type { CardSection } from "../content-types.ts";
import { load } from "../files/sources.ts";
import type { ContactPanelCopy, PageMeta } from "../page-types.ts";
import { placeholders, practice } from "../practice.ts";
import { contactPanel } from "../sources/content-page.ts";
import { sportLandingFile } from "../sources/sport-landing.ts";

export type SportLanding = {
  meta: PageMeta;
  hero: { heading: string; lead: string };
  /** The hero typewriter's three texts (requirements §9: rotated every 5 s). */
  typewriter: readonly [string, string, string];
  /** Leistungen, wann sinnvoll, Ablauf, Erfahrung – in this order, ids usable as anchors. */
  sections: readonly CardSection[];
  contactPanel: ContactPanelCopy;
};

/**
 * requirements §9: "Sportphysiotherapie Oberasbach | [practice brand] - Für Ihre schnelle
 * Regeneration".
 */
export function sportLandingTitle(p: { readonly brand: string }): string {
  return `Sportphysiotherapie Oberasbach | ${p.brand} - Für Ihre schnelle Regeneration`;
}

const data = load(sportLandingFile, { placeholders });

export const sportLanding: SportLanding = {
  meta: {
    title: sportLandingTitle(practice),
    description: data.beschreibung,
    keywords: data.stichwörter,
  },
  hero: { heading: data.überschrift, lead: data.einleitung },
  // The file's check allows exactly three.
  typewriter: data["getippte-sätze"] as [string, string, string],
  sections: data.sections,
  contactPanel: contactPanel(data.kontakt),
};
