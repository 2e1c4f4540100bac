/**
 * The method pages /psychotherapie/{slug}, one module each in psychotherapie-methoden/. The
 * route's build-time loader picks one page here; React Router leaves loaders out of the
 * browser's chunks, so a page's script carries no copy (decision 008).
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
