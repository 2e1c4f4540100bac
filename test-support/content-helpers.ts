/**
 * Helpers of the content tests: read copy out of the typed page data, whatever its shape.
 * Test code only; no page imports it.
 */

import { CITIES } from "#content/cities.ts";
import type { CardSection, LegalPage, LegalSection } from "#content/content-types.ts";
import type { Section } from "#content/page-types.ts";

export const cityNames: string[] = Object.values(CITIES);

/** Non-breaking spaces are typography; compare text with plain spaces. */
export const plain = (text: string) => text.replaceAll("\u00a0", " ");
export const stripTags = (html: string) => html.replace(/<[^>]*>/g, " ");

/** Keys whose values are addresses or identifiers, not prose. */
const NON_PROSE_KEYS = new Set(["to", "href", "id", "targetId", "size"]);

export type Prose = { where: string; text: string };

export function collect(value: unknown, where: string, out: Prose[]): Prose[] {
  if (typeof value === "string") {
    out.push({ where, text: value });
  } else if (typeof value === "function") {
    collect((value as (city: string) => unknown)("Fürth"), `${where}()`, out);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collect(item, `${where}[${index}]`, out);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!NON_PROSE_KEYS.has(key)) collect(item, `${where}.${key}`, out);
    }
  }
  return out;
}

export function sectionText(section: Section | CardSection | LegalSection): string {
  return plain(
    collect(section, "section", [])
      .map((p) => p.text)
      .join("\n"),
  );
}

export function linksOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) linksOf(item, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "to" && typeof item === "string") out.push(item);
      else linksOf(item, out);
    }
  }
  return out;
}

export function collectLegalLinks(page: LegalPage): string[] {
  const walk = (sections: readonly LegalSection[]): string[] =>
    sections.flatMap((s) => [
      ...(s.links ?? []).map((l) => l.href),
      ...(s.lines ?? []).flatMap((l) => (l.href === undefined ? [] : [l.href])),
      ...walk(s.subsections ?? []),
    ]);
  return walk(page.sections);
}
