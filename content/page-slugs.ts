/**
 * The slugs of the pages that share one route module each. The route table, the content
 * modules and the tests read them here; a page's copy lives in its own module under pages/.
 * Kept free of copy, so importing a list costs a page's script nothing.
 */

/** /psychotherapie/leistungen/{slug}; "paartherapie" has city variants and a route of its own. */
export const PSYCHOTHERAPIE_SERVICE_SLUGS = [
  "angststoerungen",
  "depressionen",
  "konfliktbehandlung",
  "paartherapie",
  "verhaltensanalyse",
  "verhaltenstherapie",
  "schematherapie",
  "act",
  "emtrace",
  "gewaltfreie-kommunikation",
  "schmerztherapie-emdr",
  "emdr-traumatherapie",
] as const;
export type PsychotherapieServiceSlug = (typeof PSYCHOTHERAPIE_SERVICE_SLUGS)[number];

/** /psychotherapie/{slug}: the method pages. */
export const PSYCHOTHERAPIE_METHOD_SLUGS = [
  "emdr",
  "hypnose",
  "somatic-experiencing",
  "systematische-therapie",
] as const;
export type PsychotherapieMethodSlug = (typeof PSYCHOTHERAPIE_METHOD_SLUGS)[number];

/** /sportphysiotherapie/{slug}: the sports service pages. */
export const SPORT_SERVICE_SLUGS = [
  "rehabilitation",
  "lymphdrainage",
  "klassische-massage",
  "kiefergelenktherapie",
  "medizinische-trainingstherapie",
] as const;
export type SportServiceSlug = (typeof SPORT_SERVICE_SLUGS)[number];

/** The products a why-me page exists for: warum-{product}. */
export const WHY_PRODUCTS = ["psychotherapie", "sportphysiotherapie"] as const;
export type WhyProduct = (typeof WHY_PRODUCTS)[number];
