/**
 * The towns of requirements §2's city slugs, read from content/orte.yaml: slug → display name,
 * in German alphabetical order (ü as u), the order in which the city line lists them. Sorted
 * here at build time, so the owner may write them in any order and no page sorts them in the
 * browser (its first German collation loads ICU data, 25 ms of main thread on a slow phone).
 * The slugs are route segments (app/city-routes.ts). Unknown slugs are ignored.
 */

import { load } from "./files/sources.ts";
import { placeholders, practice } from "./practice.ts";
import { placesFile } from "./sources/places.ts";

const file = load(placesFile, { placeholders });

export type CitySlug = string;

export const CITIES: Readonly<Record<CitySlug, string>> = Object.fromEntries(
  [...file.orte]
    .sort((a, b) => a.name.localeCompare(b.name, "de"))
    .map((place) => [place.kennung, place.name]),
);

export const CITY_SLUGS: CitySlug[] = Object.keys(CITIES);

export function citySlug(slug: string | undefined): CitySlug | undefined {
  return slug !== undefined && Object.hasOwn(CITIES, slug) ? slug : undefined;
}

export function cityName(slug: string | undefined): string | undefined {
  const known = citySlug(slug);
  return known === undefined ? undefined : CITIES[known];
}

/**
 * The slug of the practice's own town (its `ort` in content/praxis.yaml): the city line names it
 * apart from the surrounding ones, so placesFile makes sure it is one of them.
 */
export const HOME_CITY_SLUG: CitySlug =
  CITY_SLUGS.find((slug) => CITIES[slug] === practice.address.city) ?? "";

/**
 * The line on each page with city variants, which links its other variants
 * (app/ui/city-line.tsx): "{subject} in Oberasbach – auch für {audience} aus A, B und C." The
 * practice's own town is not listed among the others; on its own page the line starts
 * "{subject} auch für {audience} aus".
 */
const lineIntro = (intro: { thema: string; für: string }): CityLineIntro => ({
  subject: intro.thema,
  audience: intro.für,
});

export const CITY_LINE_INTRO = {
  psychotherapie: lineIntro(file.ortszeile.psychotherapie),
  traumatherapie: lineIntro(file.ortszeile.traumatherapie),
  paartherapie: lineIntro(file.ortszeile.paartherapie),
} as const satisfies Record<string, CityLineIntro>;

export type CityLineIntro = { subject: string; audience: string };

/** The words that join the city line's parts: the sentence's grammar, not the practice's text. */
export const cityLineWords = { in: "in", dash: "–", alsoFor: "auch für", from: "aus" } as const;
