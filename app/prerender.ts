/**
 * The site's renderer: bundled for Node by scripts/build-site.ts, every route of the table as
 * the HTML file the server sends, the page URLs the server answers, those for the sitemap, and
 * the page Caddy shows while the server is away;
 * loaded from the sources by the preview (scripts/dev/), one page per request.
 */
import { practice } from "#content/practice.ts";
import { type PageScripts, renderDocument } from "./document.tsx";
import { renderRestartPage } from "./restart-page.tsx";
import { ROUTES, routeAt } from "./routes.ts";
import { canonicalOf } from "./seo.ts";
import { pagePaths } from "./site-urls.ts";

export type RenderedSite = {
  /** Each route's path and its document, the 404 page included. */
  documents: { path: string; html: string }[];
  /** The page URLs, sorted (site.json). */
  pages: string[];
  /** The pages whose canonical URL is their own, sorted (sitemap.xml): not an unknown city's. */
  sitemapPages: string[];
  /** The page Caddy shows while the server is away (app/restart-page.tsx): not a URL of the site. */
  restartPage: string;
};

/** The page URLs, sorted; stops when an alias would land on no page (app/site-urls.ts). */
export const sitePages = (): string[] => pagePaths(ROUTES.map((route) => route.path));

/** The document of the route at `path` (the 404 page's at its path), or undefined if none. */
export function renderPage(path: string, scripts: PageScripts): string | undefined {
  const route = routeAt(path);
  return route && renderDocument(route, scripts);
}

export function renderSite(scripts: PageScripts): RenderedSite {
  const pages = sitePages();
  const ownCanonical = new Set(
    ROUTES.filter(
      ({ path, page }) => canonicalOf(page.head(path)) === `${practice.siteUrl}${path}`,
    ).map(({ path }) => path),
  );
  return {
    documents: ROUTES.map((route) => ({
      path: route.path,
      html: renderDocument(route, scripts),
    })),
    pages,
    sitemapPages: pages.filter((path) => ownCanonical.has(path)),
    restartPage: renderRestartPage(),
  };
}
