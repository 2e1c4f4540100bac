/**
 * The sports physiotherapy service pages under /sportphysiotherapie/{slug}, one file each in
 * content/seiten/sportphysiotherapie/. Read at build time only (app/routes/content-pages.tsx):
 * no page's script carries copy.
 */

import type { SportServiceSlug } from "../page-slugs.ts";
import type { ContactPanelCopy, ContentPage } from "../page-types.ts";
import { placeholders } from "../practice.ts";
import { contentPage, loadPages } from "../sources/content-page.ts";
import { sportServiceFiles } from "../sources/sport-leistungen.ts";

/** requirements §2: the sports service pages use the small contact panel with these exact texts. */
const sportServiceContactPanel = {
  title: "Persönliches Beratungsgespräch",
  action: "Jetzt einen Termin anfragen",
  size: "small",
} as const satisfies ContactPanelCopy;

export const sportLeistungen: Readonly<Record<SportServiceSlug, ContentPage>> = loadPages(
  sportServiceFiles,
  { placeholders },
  (data) => contentPage(data, sportServiceContactPanel),
);
