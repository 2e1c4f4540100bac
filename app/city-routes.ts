/**
 * The city routes of requirements §2: pages that take an optional city slug, prerendered once
 * without and once per known slug. The route table, the URL space, the sitemap and the pages'
 * canonical URLs and city lines read their base URLs here.
 */
import { CITY_SLUGS } from "#content/cities.ts";

export const PSYCHOTHERAPIE_LANDING = "/psychotherapie";
export const TRAUMATHERAPIE = "/psychotherapie/traumatherapie";
export const PAARTHERAPIE = "/psychotherapie/leistungen/paartherapie";

export const CITY_ROUTES: readonly string[] = [
  PSYCHOTHERAPIE_LANDING,
  TRAUMATHERAPIE,
  PAARTHERAPIE,
];

/**
 * A slug that is no city: each city route is prerendered once with it, as the page for an
 * unknown slug, and the server answers every unknown slug with that page (status 200). It
 * differs from the page without a slug on the couples therapy page, which names Oberasbach
 * without a slug and no city for an unknown one (requirements §2).
 */
export const UNKNOWN_CITY_SLUG = "unbekannter-ort";

/** The prerendered page for an unknown slug on the city route `base`. */
export const unknownCityPath = (base: string) => `${base}/${UNKNOWN_CITY_SLUG}`;

/** Every page of the city route `base`: without a city, with each known one, with any other. */
export const cityPaths = (base: string): string[] => [
  base,
  ...CITY_SLUGS.map((slug) => `${base}/${slug}`),
  unknownCityPath(base),
];
