/**
 * The URL space the build prerenders and the server answers, derived from the route table.
 * The city routes (requirements §2) are prerendered once per known slug, and once for every
 * unknown slug.
 */
import { CITY_SLUGS } from "#content/cities.ts";
import { WHY_PRODUCTS } from "#content/page-slugs.ts";
import { CITY_ROUTES, unknownCityPath } from "./city-routes.ts";
import { canonicalPathFor, EXACT_ALIASES, PREFIX_ALIASES } from "./url-aliases.ts";

/** Prerendered as the body of every 404 answer; not a page of its own. */
export const NOT_FOUND_PATH = "/404";

/**
 * Every page URL: the route table's static paths (React Router leaves out routes with an
 * optional parameter), each city route without a slug, with every known slug and with the
 * slug that stands for every unknown one; no aliases.
 * Stops the build if an alias would send a visitor to a page that does not exist.
 */
export function pagePaths(staticPaths: readonly string[]): string[] {
  const pages = staticPaths.filter((path) => canonicalPathFor(path) === undefined);
  const cityPages = CITY_ROUTES.flatMap((base) => [
    base,
    ...CITY_SLUGS.map((slug) => `${base}/${slug}`),
    unknownCityPath(base),
  ]);
  const all = [...new Set([...pages, ...cityPages])].sort();
  const stray = aliasesLandingNowhere(all);
  if (stray.length > 0) {
    throw new Error(
      `These alias URLs (app/url-aliases.ts) redirect to no page: ${stray.join(", ")}`,
    );
  }
  return all;
}

/** Alias URLs requirements §2 names under a prefix alias. */
const LISTED_PREFIX_ALIAS_URLS = [
  ...WHY_PRODUCTS.map((product) => `/physiotherapie/warum-${product}`),
  "/physiotherapie/faq",
];

/**
 * The alias URLs that must land on a page: every exact alias, every prefix alias itself,
 * the prefix alias URLs requirements §2 lists, and each page under a prefix alias's target
 * reached through the alias prefix (DESIGN.md: physiotherapie/… for every sports page).
 */
function promisedAliasUrls(pages: readonly string[]): string[] {
  const underPrefixes = Object.entries(PREFIX_ALIASES).flatMap(([from, to]) => [
    from,
    ...pages
      .filter((page) => page.startsWith(`${to}/`))
      .map((page) => from + page.slice(to.length)),
  ]);
  return [...Object.keys(EXACT_ALIASES), ...underPrefixes, ...LISTED_PREFIX_ALIAS_URLS];
}

/** "alias -> target" for each promised alias URL whose target is not one of `pages`. */
export function aliasesLandingNowhere(pages: readonly string[]): string[] {
  const known = new Set(pages);
  return promisedAliasUrls(pages).flatMap((url) => {
    const target = canonicalPathFor(url);
    return target !== undefined && known.has(target) ? [] : [`${url} -> ${target ?? "(none)"}`];
  });
}
