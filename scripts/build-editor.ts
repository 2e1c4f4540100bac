/**
 * The browser editor's page (/admin, editor/): bundled by Vite apart from the site, so that no
 * visitor page loads or changes by it, with Decap CMS's prebuilt files copied beside it from
 * npm (nothing comes from another server). Returns the page's Content-Security-Policy: Decap
 * styles with inline <style> elements, and talks to the Git host's API and, on the own computer,
 * to the local backend.
 */
import { cp, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { editorOrigins } from "#content/editor-backend.ts";
import { CONTENT_DIR } from "#content/files/content-dir.ts";
import { editorPageFile } from "#server/editor-page.ts";
import { contentForBrowser } from "./content-for-browser.ts";
import { ROOT } from "./vite-shared.ts";

/** Where the editor is served; Decap's own files lie under it in decap/. */
export const EDITOR_PATH = "/admin";

/** content/ as the editor's bundle names it. */
const BROWSER_CONTENT_DIR = "/content";

const DECAP_FILES = /\.(js|wasm)$|\.LICENSE\.txt$/;

export function editorContentSecurityPolicy(origins: readonly string[]): string {
  const hosts = origins.join(" ");
  return [
    "default-src 'self'",
    // Decap compiles its configuration's schema (ajv) and loads its WebAssembly parts.
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${hosts}`,
    `media-src 'self' blob: ${hosts}`,
    // Decap reads an uploaded photo back from its blob: URL before it saves it.
    `connect-src 'self' blob: ${hosts}`,
    "frame-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * node:fs in the editor's bundle: the content files as they are at build, for the modules that
 * read them when they load (menus, places); the editor checks its own forms' text directly.
 */
function contentFilesForBrowser(): Plugin {
  const id = "\0content-files";
  return {
    name: "content-files-for-browser",
    enforce: "pre",
    resolveId: (source) => (source === "node:fs" ? id : null),
    async load(loading) {
      if (loading !== id) return null;
      const files = Object.fromEntries(
        await Promise.all(
          (await readdir(CONTENT_DIR, { recursive: true }))
            .filter((file) => /\.(ya?ml|md)$/.test(file))
            .map(async (file) => [file, await readFile(join(CONTENT_DIR, file), "utf8")]),
        ),
      );
      return [
        `const files = ${JSON.stringify(files)};`,
        `const key = (path) => String(path).replace(${JSON.stringify(`${BROWSER_CONTENT_DIR}/`)}, "");`,
        "export function readFileSync(path) {",
        "  const text = files[key(path)];",
        '  if (text === undefined) throw new Error("no content file " + path);',
        "  return text;",
        "}",
        "export const statSync = (path) => (key(path) in files ? { mtimeMs: 0, size: 0 } : undefined);",
        "export const readdirSync = () => Object.keys(files);",
      ].join("\n");
    },
  };
}

/**
 * Bundles the editor into `clientDir`/admin, and writes beside the client folder where and
 * under which policy the server answers it (server/editor-page.ts).
 */
export async function buildEditor(clientDir: string): Promise<void> {
  const outDir = join(clientDir, EDITOR_PATH);
  await build({
    configFile: false,
    root: join(ROOT, "editor"),
    base: `${EDITOR_PATH}/`,
    logLevel: "warn",
    publicDir: false,
    plugins: [react(), contentForBrowser(), contentFilesForBrowser()],
    resolve: {
      alias: [
        { find: "node:path", replacement: "path-browserify" },
        // Decap's prebuilt bundle carries react-dom/client 19.2.0, which refuses another React:
        // the editor's page runs that version (the site's own pages are not touched).
        { find: /^react(\/.*)?$/, replacement: "react-for-editor$1" },
        { find: /^react-dom(\/.*)?$/, replacement: "react-dom-for-editor$1" },
      ],
    },
    define: { "process.env.CONTENT_DIR": JSON.stringify(BROWSER_CONTENT_DIR) },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  const decap = dirname(createRequire(import.meta.url).resolve("decap-cms-app"));
  for (const file of await readdir(decap)) {
    if (DECAP_FILES.test(file)) await cp(join(decap, file), join(outDir, "decap", file));
  }
  const page = { path: EDITOR_PATH, csp: editorContentSecurityPolicy(editorOrigins) };
  await writeFile(editorPageFile(clientDir), `${JSON.stringify(page, null, 2)}\n`);
}
