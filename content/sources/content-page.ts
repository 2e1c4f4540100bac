/**
 * The fields every page's front matter shares (titel, beschreibung, stichwörter, überschrift,
 * einleitung, kontakt), so that all pages look alike to the practice.
 */
import { z } from "zod/mini";
import { group, text, texts } from "../files/fields.ts";
import type { ContactPanelCopy } from "../page-types.ts";

/** A search engine shows about this many characters of a page's description. */
const DESCRIPTION_LENGTH = 155;

/** The fields at the top of every page with sections, without its contact panel. */
export const pageFields = {
  titel: text(),
  beschreibung: text().check(z.maxLength(DESCRIPTION_LENGTH)),
  stichwörter: texts(),
  überschrift: text(),
  einleitung: text(),
};

/** The contact panel at the end of a page; „größe: klein“ is the small panel. */
export const contactPanelFields = group({
  titel: text(),
  aktion: text(),
  größe: z.optional(z.enum(["klein"])),
});

export function contactPanel(kontakt: z.output<typeof contactPanelFields>): ContactPanelCopy {
  return {
    title: kontakt.titel,
    action: kontakt.aktion,
    ...(kontakt.größe === "klein" ? { size: "small" as const } : {}),
  };
}
