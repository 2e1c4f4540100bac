/**
 * How the preview answers a page's URL: by the rules of the production server
 * (server/static-site.ts) over the same site.json (scripts/site-files.ts), so that an alias, a
 * trailing slash or an unknown city behaves as it will once built. site-answer.test.ts holds
 * both to the same answers.
 */
import type { SiteManifest } from "#server/site-manifest.ts";

/** The route at `path` rendered with `status` (the 404 page's for an unknown URL), or a 301. */
export type SiteAnswer =
  | { kind: "page"; path: string; status: 200 | 404 }
  | { kind: "redirect"; location: string };

/** The answer to a GET of `url` (path and query, as the request line has it). */
export function siteAnswer(manifest: SiteManifest, url: string): SiteAnswer {
  const queryStart = url.indexOf("?");
  const query = queryStart === -1 ? "" : url.slice(queryStart);
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  let path: string;
  try {
    // The server's router matches the decoded path.
    path = decodeURI(rawPath);
  } catch {
    return { kind: "page", path: manifest.notFoundPath, status: 404 };
  }
  const pages = new Set(manifest.pages);
  if (pages.has(path)) return { kind: "page", path, status: 200 };
  const redirect = (to: string): SiteAnswer => ({ kind: "redirect", location: to + query });
  if (path.endsWith("/") && pages.has(path.slice(0, -1))) return redirect(path.slice(0, -1));
  const exact = Object.hasOwn(manifest.exactAliases, path)
    ? manifest.exactAliases[path]
    : undefined;
  if (exact !== undefined) return redirect(exact);
  for (const [from, to] of Object.entries(manifest.prefixAliases)) {
    if (path === from || path.startsWith(`${from}/`)) return redirect(to + path.slice(from.length));
  }
  // The server's handler of unknown URLs: a city route with one unknown segment, else 404.
  const trimmed = path.replace(/\/+$/, "") || "/";
  const base = trimmed.slice(0, trimmed.lastIndexOf("/"));
  const cityPage = Object.hasOwn(manifest.cityRoutes, base) ? manifest.cityRoutes[base] : undefined;
  if (cityPage !== undefined && pages.has(cityPage)) {
    return { kind: "page", path: cityPage, status: 200 };
  }
  return { kind: "page", path: manifest.notFoundPath, status: 404 };
}
