/**
 * The fields every page's front matter shares (titel, beschreibung, stichwörter, überschrift,
 * einleitung, kontakt), so that all pages look alike to the practice, and a page's own check
 * of its data beyond the fields' (what its code relies on).
 */
import { z } from "zod/mini";
import { shownPath } from "../files/content-dir.ts";
import { group, text, texts } from "../files/fields.ts";
import type { Source } from "../files/sources.ts";
import type { TextOptions } from "../files/text-values.ts";
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

/**
 * `source` with a check of its data beyond the fields' own, for what a page's code relies on
 * (a placeholder line it fills, say): each message is a problem of the file.
 */
export function withCheck<T>(source: Source<T>, check: (data: T) => readonly string[]): Source<T> {
  return {
    ...source,
    read(text: string, options: TextOptions) {
      const result = source.read(text, options);
      if (result.data === undefined) return result;
      const messages = check(result.data);
      if (messages.length === 0) return result;
      const file = shownPath(source.file);
      return {
        problems: [...result.problems, ...messages.map((message) => ({ file, message }))],
        links: result.links,
      };
    },
  };
}
