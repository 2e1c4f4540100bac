/**
 * Files the build writes beside the pages: sitemap.xml and robots.txt for crawlers, and
 * site.json, which tells the server which URLs are pages and which are aliases.
 */
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { CITY_ROUTES, unknownCityPath } from "#app/city-routes.ts";
import { NOT_FOUND_PATH } from "#app/site-urls.ts";
import { EXACT_ALIASES, PREFIX_ALIASES } from "#app/url-aliases.ts";
import { practice } from "#content/practice.ts";
import { readReplyTemplate } from "#content/reply.ts";
import { type SiteManifest, type SourceCommit, siteManifestFile } from "#server/site-manifest.ts";
import { sourceCommit } from "./source-commit.ts";

/** The project's root: the checkout whose commit the build records. */
const ROOT = resolve(import.meta.dirname, "..");

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** sitemap.xml and robots.txt; `sitemapPages`: the pages under their own canonical URL. */
export async function writeCrawlerFiles(clientDir: string, sitemapPages: readonly string[]) {
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(practice.siteUrl, sitemapPages));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(practice.siteUrl));
}

/** What site.json says about the URL space; the preview (scripts/dev/) answers from it too. */
export function siteManifest(pages: readonly string[]): SiteManifest {
  return {
    pages: [...pages],
    notFoundPath: NOT_FOUND_PATH,
    exactAliases: { ...EXACT_ALIASES },
    prefixAliases: { ...PREFIX_ALIASES },
    cityRoutes: Object.fromEntries(CITY_ROUTES.map((base) => [base, unknownCityPath(base)])),
  };
}

/**
 * site.json, beside the client folder. Written last: the server and `npm start` take it as the
 * sign of a complete build (server/build-server.ts, hasSiteBuild). `commit`: the Git commit the
 * build is made from (default: the project's checkout's; null: none, a build outside Git).
 */
export async function writeSiteManifest(
  clientDir: string,
  pages: readonly string[],
  commit: SourceCommit | null = sourceCommit(ROOT) ?? null,
) {
  // The practice's reply to a request rides with the build: the server reads it with the pages.
  const manifest: SiteManifest = {
    ...siteManifest(pages),
    reply: readReplyTemplate(),
    ...(commit ? { commit } : {}),
  };
  await writeFile(siteManifestFile(clientDir), `${JSON.stringify(manifest, null, 2)}\n`);
}
