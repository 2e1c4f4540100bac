import { Fragment } from "react";
import { CITIES, CITY_SLUGS, citySlug } from "#content/cities.ts";
import { lastListSeparator } from "#content/frame.ts";

/** What comes before the `index`th of `count` items in a German list. */
function separator(index: number, count: number): string {
  if (index === 0) return "";
  return index === count - 1 ? lastListSeparator : ", ";
}

/**
 * A sentence linking a city route's variants (requirements §2): "Auch für Klientinnen und Klienten
 * aus Cadolzburg, Erlangen, … und Zirndorf." On a city's own page that city is left out. Without
 * these links the city pages would be reachable from the sitemap only.
 */
export function CityLine({
  basePath,
  intro,
  city,
}: {
  basePath: string;
  intro: string;
  /** The URL's city parameter; an unknown one counts as none, like everywhere else. */
  city: string | undefined;
}) {
  const current = citySlug(city);
  const slugs = CITY_SLUGS.filter((slug) => slug !== current);
  return (
    <p className="city-line">
      {intro}{" "}
      {slugs.map((slug, index) => (
        <Fragment key={slug}>
          {separator(index, slugs.length)}
          <a href={`${basePath}/${slug}`}>{CITIES[slug]}</a>
        </Fragment>
      ))}
      .
    </p>
  );
}
