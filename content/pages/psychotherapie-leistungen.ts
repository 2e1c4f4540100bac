/**
 * The psychotherapy service pages under /psychotherapie/leistungen/{slug}, one module each in
 * psychotherapie-leistungen/, and the couples therapy page's city variants. Read when the pages
 * are prerendered (app/routes/content-pages.tsx); no script carries the copy.
 */

import type { PsychotherapieServiceSlug } from "../page-slugs.ts";
import type { ContentPage } from "../page-types.ts";
import { page as act } from "./psychotherapie-leistungen/act.ts";
import { page as angststoerungen } from "./psychotherapie-leistungen/angststoerungen.ts";
import { page as depressionen } from "./psychotherapie-leistungen/depressionen.ts";
import { page as emdrTraumatherapie } from "./psychotherapie-leistungen/emdr-traumatherapie.ts";
import { page as emtrace } from "./psychotherapie-leistungen/emtrace.ts";
import { page as gewaltfreieKommunikation } from "./psychotherapie-leistungen/gewaltfreie-kommunikation.ts";
import { page as konfliktbehandlung } from "./psychotherapie-leistungen/konfliktbehandlung.ts";
import { page as paartherapie } from "./psychotherapie-leistungen/paartherapie.ts";
import { page as schematherapie } from "./psychotherapie-leistungen/schematherapie.ts";
import { page as schmerztherapieEmdr } from "./psychotherapie-leistungen/schmerztherapie-emdr.ts";
import { page as verhaltensanalyse } from "./psychotherapie-leistungen/verhaltensanalyse.ts";
import { page as verhaltenstherapie } from "./psychotherapie-leistungen/verhaltenstherapie.ts";

export {
  paartherapieInvitation,
  paartherapiePage,
} from "./psychotherapie-leistungen/paartherapie.ts";

export const psychotherapieLeistungen: Readonly<Record<PsychotherapieServiceSlug, ContentPage>> = {
  angststoerungen,
  depressionen,
  konfliktbehandlung,
  paartherapie,
  verhaltensanalyse,
  verhaltenstherapie,
  schematherapie,
  act,
  emtrace,
  "gewaltfreie-kommunikation": gewaltfreieKommunikation,
  "schmerztherapie-emdr": schmerztherapieEmdr,
  "emdr-traumatherapie": emdrTraumatherapie,
};
