/**
 * The method pages /psychotherapie/{slug}, one file each in content/seiten/psychotherapie/.
 * Read when the pages are prerendered (app/routes/content-pages.tsx); no script carries the copy.
 */

import type { PsychotherapieMethodSlug } from "../page-slugs.ts";
import type { ContentPage } from "../page-types.ts";
import { placeholders } from "../practice.ts";
import { contentPage, loadPages } from "../sources/content-page.ts";
import { psychotherapieMethodFiles } from "../sources/psychotherapie-methoden.ts";

/** requirements §2: each method page ends with the contact panel "Jetzt Termin anfragen". */
const ACTION = "Jetzt Termin anfragen";

export const psychotherapieMethoden: Readonly<Record<PsychotherapieMethodSlug, ContentPage>> =
  loadPages(psychotherapieMethodFiles, { placeholders }, (data) =>
    contentPage(data, { title: data.kontakt.titel, action: ACTION }),
  );
