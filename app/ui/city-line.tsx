/**
 * The line that links a city route's variants (requirements §2, city slugs), shown on the three
 * pages that take a city.
 */
import { Fragment } from "react";
import {
  CITIES,
  CITY_SLUGS,
  type CityLineIntro,
  type CitySlug,
  citySlug,
  HOME_CITY_SLUG,
  cityLineWords as words,
} from "#content/cities.ts";
import { lastListSeparator } from "#content/frame.ts";

/** What comes before the `index`th of `count` items in a German list. */
function separator(index: number, count: number): string {
  if (index === 0) return "";
  return index === count - 1 ? lastListSeparator : ", ";
}

/**
 * A sentence linking a city route's variants (requirements §2): "Psychotherapie in Oberasbach –
 * auch für Klientinnen und Klienten aus Cadolzburg, Erlangen, … und Zirndorf." The practice's own
 * town comes first, not among the surrounding towns; on a city's own page that city is left out.
 * Without these links the city pages would be reachable from the sitemap only.
 */
export function CityLine({
  basePath,
  intro,
  city,
}: {
  basePath: string;
  intro: CityLineIntro;
  /** The URL's city parameter; an unknown one counts as none, like everywhere else. */
  city: string | undefined;
}) {
  const current = citySlug(city);
  const link = (slug: CitySlug) => <a href={`${basePath}/${slug}`}>{CITIES[slug]}</a>;
  const others = CITY_SLUGS.filter((slug) => slug !== current && slug !== HOME_CITY_SLUG);
  return (
    <p className="city-line">
      {intro.subject}{" "}
      {current !== HOME_CITY_SLUG && (
        <>
          {words.in} {link(HOME_CITY_SLUG)} {words.dash}{" "}
        </>
      )}
      {words.alsoFor} {intro.audience} {words.from}{" "}
      {others.map((slug, index) => (
        <Fragment key={slug}>
          {separator(index, others.length)}
          {link(slug)}
        </Fragment>
      ))}
      .
    </p>
  );
}
