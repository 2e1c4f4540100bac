/**
 * Keeps scripts out of the first paint's way (decision 008), by rewriting the prerendered
 * pages after the build:
 * - React Router's <Scripts> writes a <link rel="modulepreload"> for every module of the page
 *   into the head, where a dozen of them compete with the text and the hero image for a slow
 *   connection. They go: the page's module script imports the same modules itself. After
 *   hydration React adds the links again, for modules that are loaded by then.
 * - The module script starts loading the JavaScript only once the page has loaded (text,
 *   styles, images) and its hero picture is decoded and on screen. The HTML is the whole page
 *   without script; hydration only enhances it.
 * - The framework chunk (React, React DOM, React Router) is evaluated in a task of its own,
 *   before the site's modules: one evaluation of everything held the main thread for 44 ms on
 *   the bench machine, 176 ms under Lighthouse's 4x slower phone (measured 2026-11-24).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The name of the build's chunk with React, React DOM and React Router (vite.config.ts). */
export const FRAMEWORK_CHUNK = "framework";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;

/**
 * React Router's hydration script, with its static imports turned into imports that start
 * after the window's load event: `import * as route0 from "/a.js"` becomes `route0` of a
 * parallel `import("/a.js")`; the rest of the script runs unchanged after them. Before them, the
 * page's high-priority picture (a hero) is decoded and painted, and the framework chunk is
 * evaluated on its own. A tab opened in the background hydrates when it is first shown.
 */
export function hydrateAfterLoad(script: string, frameworkUrl: string): string {
  const imports = [...script.matchAll(STATIC_IMPORT)];
  const body = script.replace(STATIC_IMPORT, "").trim();
  if (imports.length === 0 || !/^window\.__reactRouterRouteModules = /.test(body)) {
    throw new Error(`unexpected React Router module script:\n${script}`);
  }
  const names = imports.map(([, name]) => name ?? "").join(",");
  const loads = imports.map(([, , url]) => `import(${url})`).join(",");
  return [
    `const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));`,
    `const hydrate = async () => {`,
    `await document.querySelector("img[fetchpriority=high]")?.decode().catch(() => {});`,
    `await new Promise((resolve) => requestAnimationFrame(resolve));`,
    `await nextTask();`,
    `await import(${JSON.stringify(frameworkUrl)});`,
    `await nextTask();`,
    `const [${names}] = await Promise.all([${loads}]);`,
    body,
    `};`,
    `if (document.readyState === "complete") hydrate();`,
    `else addEventListener("load", hydrate, { once: true });`,
  ].join("\n");
}

export function deferScriptsInPage(html: string, frameworkUrl: string): string {
  let scripts = 0;
  const deferred = html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, (_, script) => {
    scripts++;
    return `<script type="module">${hydrateAfterLoad(script, frameworkUrl)}</script>`;
  });
  if (scripts !== 1) throw new Error(`expected one module script in a page, found ${scripts}`);
  return deferred;
}

/** The URL of the framework chunk in a client build; the build fails without exactly one. */
export async function frameworkUrl(clientDir: string): Promise<string> {
  const chunk = new RegExp(`^${FRAMEWORK_CHUNK}-[\\w-]+\\.js$`);
  const found = (await readdir(join(clientDir, "assets"))).filter((file) => chunk.test(file));
  if (found.length !== 1) {
    throw new Error(`expected one ${FRAMEWORK_CHUNK} chunk in ${clientDir}/assets, found ${found}`);
  }
  return `/assets/${found[0]}`;
}

export async function deferScripts(clientDir: string): Promise<void> {
  const framework = await frameworkUrl(clientDir);
  const pages = (await readdir(clientDir, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  );
  await Promise.all(
    pages.map(async (file) => {
      const path = join(clientDir, file);
      await writeFile(path, deferScriptsInPage(await readFile(path, "utf8"), framework));
    }),
  );
}
