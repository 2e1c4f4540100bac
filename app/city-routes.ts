/**
 * The city routes of requirements §2: pages that take an optional city slug, prerendered once
 * without and once per known slug. The route table, the URL space, the sitemap and the pages'
 * canonical URLs and city lines read their base URLs here.
 */
export const PSYCHOTHERAPIE_LANDING = "/psychotherapie";
export const TRAUMATHERAPIE = "/psychotherapie/traumatherapie";
export const PAARTHERAPIE = "/psychotherapie/leistungen/paartherapie";

export const CITY_ROUTES: readonly string[] = [
  PSYCHOTHERAPIE_LANDING,
  TRAUMATHERAPIE,
  PAARTHERAPIE,
];
