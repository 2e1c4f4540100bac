/**
 * Keeps scripts out of the first paint's way (decision 008). React Router's <Scripts> writes a
 * <link rel="modulepreload"> for every module of the page into the head, where a dozen of them
 * compete with the page's text and hero image for a slow connection. The page's one inline
 * module script imports the same modules anyway, after the HTML has been parsed. After
 * hydration React adds the preload links itself; the modules are loaded by then.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

export async function deferScripts(clientDir: string): Promise<void> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  );
  await Promise.all(
    pages.map(async (file) => {
      const path = join(clientDir, file);
      await writeFile(path, withoutModulePreloads(await readFile(path, "utf8")));
    }),
  );
}
