/**
 * Keeps scripts out of the first paint's way (decision 008), by rewriting the prerendered
 * pages after the build:
 * - React Router's <Scripts> writes a <link rel="modulepreload"> for every module of the page
 *   into the head, where a dozen of them compete with the text and the hero image for a slow
 *   connection. They go: the page's module script imports the same modules itself. After
 *   hydration React adds the links again, for modules that are loaded by then.
 * - The module script starts loading the JavaScript only once the page has loaded (text,
 *   styles, images). The HTML is the whole page without script; hydration only enhances it.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;

/**
 * React Router's hydration script, with its static imports turned into imports that start on
 * the window's load event: `import * as route0 from "/a.js"` becomes `route0` of a parallel
 * `import("/a.js")`; the rest of the script runs unchanged after them.
 */
export function hydrateAfterLoad(script: string): string {
  const imports = [...script.matchAll(STATIC_IMPORT)];
  const body = script.replace(STATIC_IMPORT, "").trim();
  if (imports.length === 0 || !/^window\.__reactRouterRouteModules = /.test(body)) {
    throw new Error(`unexpected React Router module script:\n${script}`);
  }
  const names = imports.map(([, name]) => name ?? "").join(",");
  const loads = imports.map(([, , url]) => `import(${url})`).join(",");
  return [
    `const hydrate = async () => {`,
    `const [${names}] = await Promise.all([${loads}]);`,
    body,
    `};`,
    `if (document.readyState === "complete") hydrate();`,
    `else addEventListener("load", hydrate, { once: true });`,
  ].join("\n");
}

export function deferScriptsInPage(html: string): string {
  let scripts = 0;
  const deferred = html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, (_, script) => {
    scripts++;
    return `<script type="module">${hydrateAfterLoad(script)}</script>`;
  });
  if (scripts !== 1) throw new Error(`expected one module script in a page, found ${scripts}`);
  return deferred;
}

export async function deferScripts(clientDir: string): Promise<void> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  );
  await Promise.all(
    pages.map(async (file) => {
      const path = join(clientDir, file);
      await writeFile(path, deferScriptsInPage(await readFile(path, "utf8")));
    }),
  );
}
