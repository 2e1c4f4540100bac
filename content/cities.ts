/** The city slugs of SPEC §2 and their display names. Unknown slugs are ignored. */
export const CITIES = {
  erlangen: "Erlangen",
  oberasbach: "Oberasbach",
  zirndorf: "Zirndorf",
  leichendorf: "Leichendorf",
  fuerth: "Fürth",
  cadolzburg: "Cadolzburg",
  nuernberg: "Nürnberg",
  stein: "Stein",
  "neuer-markt": "Neuer Markt",
} as const;

export type CitySlug = keyof typeof CITIES;

export const CITY_SLUGS = Object.keys(CITIES) as CitySlug[];

export function cityName(slug: string | undefined): string | undefined {
  return slug !== undefined && Object.hasOwn(CITIES, slug) ? CITIES[slug as CitySlug] : undefined;
}
