/**
 * The method pages /psychotherapie/{slug}, one module each in psychotherapie-methoden/. Read
 * when the pages are prerendered (app/routes/content-pages.tsx); no script carries the copy.
 */

import type { PsychotherapieMethodSlug } from "../page-slugs.ts";
import type { ContentPage } from "../page-types.ts";
import { page as emdr } from "./psychotherapie-methoden/emdr.ts";
import { page as hypnose } from "./psychotherapie-methoden/hypnose.ts";
import { page as somaticExperiencing } from "./psychotherapie-methoden/somatic-experiencing.ts";
import { page as systematischeTherapie } from "./psychotherapie-methoden/systematische-therapie.ts";

export const psychotherapieMethoden: Readonly<Record<PsychotherapieMethodSlug, ContentPage>> = {
  emdr,
  hypnose,
  "somatic-experiencing": somaticExperiencing,
  "systematische-therapie": systematischeTherapie,
};
