/**
 * The URL space the build prerenders and the server answers, derived from the route table.
 * The city routes (SPEC §2) are prerendered once per known slug.
 */
import { CITY_SLUGS } from "#content/cities.ts";
import { CITY_ROUTES } from "./city-routes.ts";
import { canonicalPathFor } from "./url-aliases.ts";

/** Prerendered as the body of every 404 answer; not a page of its own. */
export const NOT_FOUND_PATH = "/404";

/**
 * Every page URL: the route table's static paths (React Router leaves out routes with an
 * optional parameter), each city route without and with every known slug, no aliases.
 */
export function pagePaths(staticPaths: readonly string[]): string[] {
  const pages = staticPaths.filter((path) => canonicalPathFor(path) === undefined);
  const cityPages = CITY_ROUTES.flatMap((base) => [
    base,
    ...CITY_SLUGS.map((slug) => `${base}/${slug}`),
  ]);
  return [...new Set([...pages, ...cityPages])].sort();
}
