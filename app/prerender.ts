/**
 * The build's renderer, bundled for Node by scripts/build-site.ts: every route of the table as
 * the HTML file the server sends, and the page URLs the server answers.
 */
import { type EntryUrls, renderDocument } from "./document.tsx";
import { ROUTES } from "./routes.ts";
import { pagePaths } from "./site-urls.ts";

export type RenderedSite = {
  /** Each route's path and its document, the 404 page included. */
  documents: { path: string; html: string }[];
  /** The page URLs, sorted (site.json, the sitemap). */
  pages: string[];
};

export function renderSite(entryUrls: EntryUrls): RenderedSite {
  return {
    documents: ROUTES.map((route) => ({
      path: route.path,
      html: renderDocument(route, entryUrls),
    })),
    pages: pagePaths(ROUTES.map((route) => route.path)),
  };
}
