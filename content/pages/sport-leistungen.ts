/**
 * The sports physiotherapy service pages under /sportphysiotherapie/{slug}, one module each in
 * sport-leistungen/. Read at build time only (app/routes/content-pages.tsx): no page's script
 * carries copy.
 */

import type { SportServiceSlug } from "../page-slugs.ts";
import type { ContentPage } from "../page-types.ts";
import { page as kiefergelenktherapie } from "./sport-leistungen/kiefergelenktherapie.ts";
import { page as klassischeMassage } from "./sport-leistungen/klassische-massage.ts";
import { page as lymphdrainage } from "./sport-leistungen/lymphdrainage.ts";
import { page as medizinischeTrainingstherapie } from "./sport-leistungen/medizinische-trainingstherapie.ts";
import { page as rehabilitation } from "./sport-leistungen/rehabilitation.ts";

export const sportLeistungen: Readonly<Record<SportServiceSlug, ContentPage>> = {
  rehabilitation,
  lymphdrainage,
  "klassische-massage": klassischeMassage,
  kiefergelenktherapie,
  "medizinische-trainingstherapie": medizinischeTrainingstherapie,
};
