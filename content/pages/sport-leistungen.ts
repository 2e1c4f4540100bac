/**
 * The sports physiotherapy service pages under /sportphysiotherapie/{slug}, one module each in
 * sport-leistungen/. The route's build-time loader picks one page here; React Router leaves
 * loaders out of the browser's chunks, so a page's script carries no copy (decision 008).
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
