/**
 * The URL space the build prerenders and the server answers: the route table's pages
 * (app/routes.ts), checked against the aliases that must land on one of them.
 */
import { WHY_PRODUCTS } from "#content/page-slugs.ts";
import { canonicalPathFor, EXACT_ALIASES, PREFIX_ALIASES } from "./url-aliases.ts";

/** Prerendered as the body of every 404 answer; not a page of its own. */
export const NOT_FOUND_PATH = "/404";

/**
 * The page URLs among the route table's `paths`, sorted: all but the 404 page. Stops the build
 * if an alias would send a visitor to a page that does not exist.
 */
export function pagePaths(paths: readonly string[]): string[] {
  const all = paths.filter((path) => path !== NOT_FOUND_PATH).sort();
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
