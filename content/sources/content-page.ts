/**
 * The pages that are text in sections (services, methods, costs, trauma and couples therapy): a
 * Markdown file under content/seiten/ whose front matter holds the page's short fields (titel,
 * beschreibung, stichwörter, überschrift, einleitung, kontakt) and whose body holds its sections.
 * One set of fields for all of them, and one way to the ContentPage shape the app renders.
 */
import { z } from "zod/mini";
import { shownPath } from "../files/content-dir.ts";
import { group, text, texts } from "../files/fields.ts";
import type { MarkdownSection } from "../files/markdown.ts";
import { load, markdownFile, type Source } from "../files/sources.ts";
import type { TextOptions } from "../files/text-values.ts";
import type { ContactPanelCopy, ContentPage } from "../page-types.ts";

/** A search engine shows about 155 characters of a description; the check leaves room for long facts ({name}) in it. */
const DESCRIPTION_LENGTH = 170;

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

/** The fields of a page whose file also holds its contact panel. */
export const contentPageFields = { ...pageFields, kontakt: contactPanelFields };

/** A page with sections whose file holds all of it, e.g. "seiten/psychotherapie/kosten.md". */
export const contentPageFile = (file: string, later: readonly string[] = []) =>
  markdownFile(file, group(contentPageFields), "sections", later);

type PageData = z.output<ReturnType<typeof group<typeof pageFields>>> & {
  sections: MarkdownSection[];
};

export function contactPanel(kontakt: z.output<typeof contactPanelFields>): ContactPanelCopy {
  return {
    title: kontakt.titel,
    action: kontakt.aktion,
    ...(kontakt.größe === "klein" ? { size: "small" as const } : {}),
  };
}

/** The page as the app renders it; `panel` from its file (contactPanel) or fixed by the page. */
export function contentPage(data: PageData, panel: ContactPanelCopy): ContentPage {
  return {
    meta: { title: data.titel, description: data.beschreibung, keywords: data.stichwörter },
    heading: data.überschrift,
    lead: data.einleitung,
    sections: data.sections,
    contactPanel: panel,
  };
}

/** One file per slug, e.g. the service pages of one folder. */
export function pageFiles<Slug extends string, T>(
  slugs: readonly Slug[],
  source: (slug: Slug) => Source<T>,
): Record<Slug, Source<T>> {
  return Object.fromEntries(slugs.map((slug) => [slug, source(slug)])) as Record<Slug, Source<T>>;
}

/** Loads every file of `files` (with `options`, e.g. the practice's placeholders) as a page. */
export function loadPages<Slug extends string, T, Page>(
  files: Record<Slug, Source<T>>,
  options: TextOptions,
  toPage: (data: T) => Page,
): Record<Slug, Page> {
  return Object.fromEntries(
    Object.entries<Source<T>>(files).map(([slug, file]) => [slug, toPage(load(file, options))]),
  ) as Record<Slug, Page>;
}

/**
 * `value` with the placeholders its page fills itself (the `later` ones, such as {stadt})
 * replaced in every text; a placeholder without a value stays as it is.
 */
export function fillLater<T>(value: T, values: Readonly<Record<string, string | undefined>>): T {
  const fill = (item: unknown): unknown => {
    if (typeof item === "string") {
      return item.replace(/\{([^{}\s]+)\}/g, (whole, name: string) => values[name] ?? whole);
    }
    if (Array.isArray(item)) return item.map(fill);
    if (item !== null && typeof item === "object") {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, fill(entry)]));
    }
    return item;
  };
  return fill(value) as T;
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
      };
    },
  };
}
