/**
 * The psychotherapy service pages under /psychotherapie/leistungen/{slug}, one file each in
 * content/seiten/psychotherapie/leistungen/, and the couples therapy page's city variants. Read
 * when the pages are prerendered (app/routes/content-pages.tsx); no script carries the copy.
 */

import { PSYCHOTHERAPIE_SERVICE_SLUGS, type PsychotherapieServiceSlug } from "../page-slugs.ts";
import type { ContentPage } from "../page-types.ts";
import { placeholders } from "../practice.ts";
import { contactPanel, contentPage, loadPages } from "../sources/content-page.ts";
import { psychotherapieServiceFiles } from "../sources/psychotherapie-leistungen.ts";
import { page as paartherapie } from "./psychotherapie-leistungen/paartherapie.ts";

export {
  paartherapieInvitation,
  paartherapiePage,
} from "./psychotherapie-leistungen/paartherapie.ts";

const pages = loadPages(psychotherapieServiceFiles, { placeholders }, (data) =>
  contentPage(data, contactPanel(data.kontakt)),
);

/** In the order of the slugs, as before the pages were files. */
export const psychotherapieLeistungen: Readonly<Record<PsychotherapieServiceSlug, ContentPage>> =
  Object.fromEntries(
    PSYCHOTHERAPIE_SERVICE_SLUGS.map((slug) => [
      slug,
      slug === "paartherapie" ? paartherapie : pages[slug],
    ]),
  ) as Record<PsychotherapieServiceSlug, ContentPage>;
