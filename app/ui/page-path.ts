/**
 * Path helpers of the page modules: pages shared by several URLs read their slug from the path,
 * and the city routes (requirements §2) decide which city, if any, a page names.
 */
import { cityName, HOME_CITY_SLUG } from "#content/cities.ts";

/** The last segment of a pathname, e.g. "rehabilitation" for /sportphysiotherapie/rehabilitation. */
export function lastSegment(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}

/** The entry for `key`; the route table only routes slugs that have content, so a miss is a bug. */
export function entryFor<T>(entries: Readonly<Record<string, T>>, key: string): T {
  if (!Object.hasOwn(entries, key)) throw new Error(`No page content for "${key}"`);
  return entries[key] as T;
}

/** What a city route makes of the path it is prerendered for. */
export type CityRoute = {
  /** The path's city slug after the base URL, if it has one. */
  slug: string | undefined;
  /** The display name of a known slug, otherwise undefined. */
  cityName: string | undefined;
  /** A slug was given but is not one of requirements §2's cities (it is ignored without error). */
  unknownSlug: boolean;
  /**
   * The page's canonical path: its own URL for a known city, the page without a city for no
   * or an unknown slug (the server answers an unknown slug with exactly that page).
   */
  canonicalPath: string;
};

export function cityRoute(basePath: string, path: string): CityRoute {
  const slug = path.startsWith(`${basePath}/`) ? path.slice(basePath.length + 1) : undefined;
  const name = cityName(slug);
  return {
    slug,
    cityName: name,
    unknownSlug: slug !== undefined && name === undefined,
    canonicalPath: name === undefined ? basePath : `${basePath}/${slug}`,
  };
}

/** requirements §9: the couples therapy page names the practice's town when the URL has no city. */
export const DEFAULT_COUPLES_CITY: string = cityName(HOME_CITY_SLUG) ?? "";
