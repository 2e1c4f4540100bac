/**
 * The content modules read the practice's files with node:fs, which a browser cannot. This Vite
 * plugin gives the browser bundle what such a module exports instead of its code: the module
 * is evaluated in Node (fresh from the dev server while previewing) and its exports are written
 * out as data. A module whose exports hold a function anywhere (contactForm.progress, say) is
 * code and stays as it is: written out as data it would lose the function. Such a module must
 * then read no file itself, only import what does.
 */
import { resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin, ViteDevServer } from "vite";

const CONTENT = resolve(import.meta.dirname, "../content") + sep;
const LIBRARY = [`${CONTENT}files${sep}`, `${CONTENT}sources${sep}`];

/** Whether `value` is or holds a function, which JSON cannot carry. */
function holdsFunction(value: unknown): boolean {
  if (typeof value === "function") return true;
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).some(holdsFunction);
}

/** Whether `id` is a content module (not the file library, which only Node runs). */
export const isContentModule = (id: string) =>
  id.startsWith(CONTENT) && /\.ts$/.test(id) && !LIBRARY.some((dir) => id.startsWith(dir));

export function contentForBrowser(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: "content-for-browser",
    configureServer(devServer) {
      server = devServer;
    },
    async load(id) {
      if (this.environment.config.consumer !== "client" || !isContentModule(id)) return null;
      const exports: Record<string, unknown> = server
        ? await server.ssrLoadModule(id)
        : await import(pathToFileURL(id).href);
      if (holdsFunction(exports)) return null;
      return Object.entries(exports)
        .map(([name, value]) =>
          name === "default"
            ? `export default ${JSON.stringify(value)};`
            : `export const ${name} = ${JSON.stringify(value)};`,
        )
        .join("\n");
    },
  };
}
