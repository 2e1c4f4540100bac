/**
 * The city pages of a route are one page with another city's name: each city's page, its name
 * and slug set aside and without the city line (which lists the other cities), is Fürth's page.
 * What lets the costlier browser checks visit SAMPLE_CITIES only (e2e/spec-urls.ts); a city that
 * gets content of its own fails here until it joins the sample. Reads the build, like the other
 * build checks.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { CITIES } from "#content/cities.ts";
import { CITY_ROUTES, CITY_SLUGS, SAMPLE_CITIES } from "../e2e/spec-urls.ts";
import { CLIENT_DIR } from "./build-dir.ts";

const [STANDS_FOR_ALL] = SAMPLE_CITIES;

/** The page of `route` for `slug`, without its city line and with every city's name neutral. */
function neutralPage(route: string, slug: string): string {
  let html = readFileSync(join(CLIENT_DIR, route, slug, "index.html"), "utf8").replace(
    /<p class="city-line">[\s\S]*?<\/p>/,
    "",
  );
  for (const [citySlug, name] of Object.entries(CITIES)) {
    // A slug is lowercase letters and hyphens: nothing a pattern would read as a pattern.
    html = html.replaceAll(name, "CITY").replace(new RegExp(`/${citySlug}\\b`, "g"), "/SLUG");
  }
  return html;
}

for (const route of CITY_ROUTES) {
  test(`${route}: every city's page is ${STANDS_FOR_ALL}'s with another name`, () => {
    const standard = neutralPage(route, STANDS_FOR_ALL);
    expect(standard).toContain("CITY");
    for (const slug of CITY_SLUGS.filter((city) => !SAMPLE_CITIES.includes(city))) {
      expect(neutralPage(route, slug), `${route}/${slug}`).toBe(standard);
    }
  });
}
