/**
 * The city slugs of requirements §2 and their display names, in German alphabetical order (ü as u):
 * the order in which the city line lists them. Written sorted so that no page has to sort them:
 * the browser's first German collation loads ICU data, 25 ms of main thread on a slow phone.
 * Unknown slugs are ignored.
 */
export const CITIES = {
  cadolzburg: "Cadolzburg",
  erlangen: "Erlangen",
  fuerth: "Fürth",
  leichendorf: "Leichendorf",
  "neuer-markt": "Neuer Markt",
  nuernberg: "Nürnberg",
  oberasbach: "Oberasbach",
  stein: "Stein",
  zirndorf: "Zirndorf",
} as const;

export type CitySlug = keyof typeof CITIES;

export const CITY_SLUGS = Object.keys(CITIES) as CitySlug[];

export function citySlug(slug: string | undefined): CitySlug | undefined {
  return slug !== undefined && Object.hasOwn(CITIES, slug) ? (slug as CitySlug) : undefined;
}

export function cityName(slug: string | undefined): string | undefined {
  const known = citySlug(slug);
  return known === undefined ? undefined : CITIES[known];
}

/**
 * The line on each page with city variants that links its other variants, followed by the
 * cities' names (app/ui/city-line.tsx joins them: "A, B und C.").
 */
export const CITY_LINE_INTRO = {
  psychotherapie: "Psychotherapie auch für Klientinnen und Klienten aus",
  traumatherapie: "Traumatherapie auch für Klientinnen und Klienten aus",
  paartherapie: "Paartherapie auch für Paare aus",
} as const;
