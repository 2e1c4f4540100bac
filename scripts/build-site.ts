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
import type { PageScripts } from "#app/document.tsx";
import type { renderSite } from "#app/prerender.ts";
import { ContentError } from "#content/files/problems.ts";
import { BUILD_DIR } from "./build-dir.ts";
import { buildAndSwitch } from "./build-output.ts";
import { compressAssets } from "./compress-assets.ts";
import { brokenLinkProblems, checkContentFiles } from "./content-check.ts";
import { isContentModule } from "./content-for-browser.ts";
import { buildPhotos } from "./photo/build-photos.ts";
import { writeRestartPage } from "./restart-page.ts";
import { sharedViteConfig } from "./vite-shared.ts";

/** What both bundles share (with the preview, npm run dev). */
const shared = sharedViteConfig(process.env.NOTIFY_API_BASE ?? "/api/notify/");

/** What may not stand in a page's inline module: it would end the element or open a comment. */
const NOT_INLINE = /<\/script|<!--/i;

/**
 * The page's modules from the bundle: the site's and the contact entry's code, written into each
 * page (decision 008), and the island's URL. Written into the page, a module cannot import
 * another file by a relative URL, so an entry that imports one stops the build; its file is
 * removed from `clientDir`, where nothing loads it.
 */
async function pageScriptsOf(
  output: Rolldown.RolldownOutput,
  clientDir: string,
): Promise<PageScripts> {
  const chunks = new Map(
    output.output.flatMap((file) =>
      file.type === "chunk" && file.isEntry ? [[file.name, file] as const] : [],
    ),
  );
  const chunk = (entry: BrowserEntry) => {
    const found = chunks.get(entry);
    if (!found) throw new Error(`the browser entry "${entry}" was not built`);
    return found;
  };
  const inline = async (entry: BrowserEntry) => {
    const { code, fileName, imports, dynamicImports } = chunk(entry);
    if (imports.length > 0 || dynamicImports.length > 0 || NOT_INLINE.test(code)) {
      throw new Error(`the browser entry "${entry}" cannot be written into the page`);
    }
    await rm(join(clientDir, fileName));
    return { code: code.trim() };
  };
  return {
    site: await inline("site"),
    contact: await inline("contact"),
    island: `/${chunk("contact-hydrate").fileName}`,
  };
}

/** The browser's scripts, with the public files, into `clientDir`. */
async function bundleBrowserEntries(clientDir: string): Promise<PageScripts> {
  const output = await build({
    ...shared,
    build: {
      outDir: clientDir,
      emptyOutDir: true,
      // The island's entry keeps its export (`hydrateWizard`), which the contact entry imports
      // by URL (app/browser/entries.ts); Vite's default drops an entry's exports.
      rolldownOptions: { input: BROWSER_ENTRIES, preserveEntrySignatures: "exports-only" },
      // Terser writes the contact island 0.7 KiB brotli smaller than Vite's default minifier,
      // of its 80 KiB budget (decision 020); a few seconds more.
      minify: "terser",
      terserOptions: {
        module: true,
        ecma: 2020,
        compress: { passes: 3 },
      },
    },
  });
  return pageScriptsOf(output as Rolldown.RolldownOutput, clientDir);
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
  const scripts = await bundleBrowserEntries(clientDir);
  const renderSite = await loadRenderer(rendererDir);
  const { documents, pages, sitemapPages, restartPage } = renderSite(scripts);
  const brokenLinks = brokenLinkProblems(documents, pages);
  if (brokenLinks.length > 0) throw new ContentError(brokenLinks);
  await rm(rendererDir, { recursive: true });
  for (const { path, html } of documents) {
    await mkdir(join(clientDir, path), { recursive: true });
    await writeFile(join(clientDir, path, "index.html"), html);
  }
  await writeCrawlerFiles(clientDir, sitemapPages);
  await writeRestartPage(buildDir, restartPage);
  // Imported here for the same reason as site-files.ts: it reads content/redaktion.yaml.
  await (await import("./build-editor.ts")).buildEditor(clientDir);
  await buildPhotos(clientDir, { say: (line) => console.log(`photo ${line}`) });
  // The editor's files (admin/, build-editor.ts) are loaded by the practice alone.
  const compressed = await compressAssets(clientDir, (file) => file.startsWith("admin/"));
  await writeSiteManifest(clientDir, pages);
  console.log(`built ${documents.length} pages into ${clientDir}, compressed ${compressed} files`);
}

// Into a folder of its own beside BUILD_DIR, which switches to it only once it is complete.
if (import.meta.main) await buildAndSwitch(BUILD_DIR, buildSite);
