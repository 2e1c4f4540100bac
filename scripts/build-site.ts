/**
 * The site's build (decision 014), which drives Vite with the settings it shares with the preview
 * (vite-shared.ts, dev.ts): it bundles the browser entries (app/browser/entries.ts) for the
 * browser, and the renderer (app/prerender.ts) for Node; the renderer writes every page of the route table as static HTML; then come the files
 * for crawlers (site-files.ts), the page Caddy shows while the server is away (restart-page.ts,
 * beside client/), the compressed copies (compress-assets.ts) and, last, site.json, which tells
 * the server the build is complete. The build folder holds only what is served, and site.json. Run: `npm run build` (it builds beside the current build and switches to the new
 * one only when it is complete: build-output.ts).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Rolldown } from "vite";
import { BROWSER_ENTRIES, type BrowserEntry } from "#app/browser/entries.ts";
import type { EntryUrls } from "#app/document.tsx";
import type { renderSite } from "#app/prerender.ts";
import { ContentError } from "#content/files/problems.ts";
import { BUILD_DIR } from "./build-dir.ts";
import { buildAndSwitch } from "./build-output.ts";
import { compressAssets } from "./compress-assets.ts";
import { brokenLinkProblems, checkContentFiles } from "./content-check.ts";
import { isContentModule } from "./content-for-browser.ts";
import { writeRestartPage } from "./restart-page.ts";
import { sharedViteConfig } from "./vite-shared.ts";

/** What both bundles share (with the preview, npm run dev). */
const shared = sharedViteConfig(process.env.NOTIFY_API_BASE ?? "/api/notify/");

/** The built URL of each entry, e.g. "/assets/site-C3e8l10b.js". */
function entryUrlsOf(output: Rolldown.RolldownOutput): EntryUrls {
  const urls = Object.fromEntries(
    output.output.flatMap((file) =>
      file.type === "chunk" && file.isEntry ? [[file.name, `/${file.fileName}`]] : [],
    ),
  );
  for (const entry of Object.keys(BROWSER_ENTRIES) as BrowserEntry[]) {
    if (!urls[entry]) throw new Error(`the browser entry "${entry}" was not built`);
  }
  return urls as EntryUrls;
}

/** The browser's scripts, with the public files, into `clientDir`. */
async function bundleBrowserEntries(clientDir: string): Promise<EntryUrls> {
  const output = await build({
    ...shared,
    build: {
      outDir: clientDir,
      emptyOutDir: true,
      // The island's entry keeps its export (`hydrateWizard`), which the contact entry imports
      // by URL (app/browser/entries.ts); Vite's default drops an entry's exports.
      rolldownOptions: { input: BROWSER_ENTRIES, preserveEntrySignatures: "exports-only" },
      // Terser writes the contact island 0.7 KiB brotli smaller than Vite's default minifier,
      // of its 90 KiB budget (decision 017); a few seconds more.
      minify: "terser",
      terserOptions: {
        module: true,
        ecma: 2020,
        compress: { passes: 3 },
      },
    },
  });
  return entryUrlsOf(output as Rolldown.RolldownOutput);
}

/** The renderer, bundled for Node into `dir` and loaded from there. */
async function loadRenderer(dir: string): Promise<typeof renderSite> {
  await build({
    ...shared,
    publicDir: false,
    build: {
      ssr: "app/prerender.ts",
      outDir: dir,
      emptyOutDir: true,
      // Node imports the content modules from content/ itself, so they find their files there.
      rolldownOptions: { external: (id) => id.startsWith("#content/") || isContentModule(id) },
    },
  });
  const module = await import(pathToFileURL(join(dir, "prerender.js")).href);
  return module.renderSite;
}

export async function buildSite(buildDir: string): Promise<void> {
  const problems = await checkContentFiles();
  if (problems.length > 0) throw new ContentError(problems);
  // Imported once the files are known to be good: it reads the practice's facts and reply when
  // it loads, and a mistake there must reach the owner as the check's German lines, not a stack.
  const { writeCrawlerFiles, writeSiteManifest } = await import("./site-files.ts");
  const clientDir = join(buildDir, "client");
  const rendererDir = join(buildDir, "renderer");
  await rm(buildDir, { recursive: true, force: true });
  const entryUrls = await bundleBrowserEntries(clientDir);
  const renderSite = await loadRenderer(rendererDir);
  const { documents, pages, sitemapPages, restartPage } = renderSite(entryUrls);
  const brokenLinks = brokenLinkProblems(documents, pages);
  if (brokenLinks.length > 0) throw new ContentError(brokenLinks);
  await rm(rendererDir, { recursive: true });
  for (const { path, html } of documents) {
    await mkdir(join(clientDir, path), { recursive: true });
    await writeFile(join(clientDir, path, "index.html"), html);
  }
  await writeCrawlerFiles(clientDir, sitemapPages);
  await writeRestartPage(buildDir, restartPage);
  const compressed = await compressAssets(clientDir);
  await writeSiteManifest(clientDir, pages);
  console.log(`built ${documents.length} pages into ${clientDir}, compressed ${compressed} files`);
}

// Into a folder of its own beside BUILD_DIR, which switches to it only once it is complete.
if (import.meta.main) await buildAndSwitch(BUILD_DIR, buildSite);
