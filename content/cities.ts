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

/** The slug of the practice's own town: the city line names it apart from the surrounding ones. */
export const HOME_CITY_SLUG: CitySlug = "oberasbach";

/**
 * The line on each page with city variants, which links its other variants
 * (app/ui/city-line.tsx): "{subject} in Oberasbach – auch für {audience} aus A, B und C." The
 * practice's own town is not listed among the others; on its own page the line starts
 * "{subject} auch für {audience} aus".
 */
export const CITY_LINE_INTRO = {
  psychotherapie: { subject: "Psychotherapie", audience: "Klientinnen und Klienten" },
  traumatherapie: { subject: "Traumatherapie", audience: "Klientinnen und Klienten" },
  paartherapie: { subject: "Paartherapie", audience: "Paare" },
} as const satisfies Record<string, CityLineIntro>;

export type CityLineIntro = { subject: string; audience: string };

/** The words that join the city line's parts. */
export const cityLineWords = { in: "in", dash: "–", alsoFor: "auch für", from: "aus" } as const;
