/**
 * The content modules read the practice's files with node:fs, which a browser cannot. This Vite
 * plugin gives the browser bundle what such a module exports instead of its code: the module
 * is evaluated in Node (fresh from the dev server while previewing) and its exports are written
 * out as data. A module that exports a function is code and stays as it is.
 */
import { resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin, ViteDevServer } from "vite";

const CONTENT = resolve(import.meta.dirname, "../content") + sep;
const LIBRARY = [`${CONTENT}files${sep}`, `${CONTENT}sources${sep}`];

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
      if (Object.values(exports).some((value) => typeof value === "function")) return null;
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
