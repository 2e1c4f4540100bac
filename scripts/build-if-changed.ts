/**
 * `npm start`'s first step: builds the site when there is no complete build yet, or when a file
 * the build reads changed after the last one (the practice edited a text, a `git pull` brought
 * new pages), so that the server never starts with an older site than its files. Says in German
 * why it builds; a failed build stops `npm start`, its messages naming the problem.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUILD_DIR } from "./build-dir.ts";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * What the build reads, from the project's root: the site's code and content, the files served
 * as they are, the build's own scripts, and the packages. Tests are left out: they change no page.
 */
export const BUILD_SOURCES = [
  "app",
  "contact",
  "content",
  "editor",
  "public",
  "scripts",
  "server/editor-page.ts",
  "server/site-manifest.ts",
  "package.json",
  "package-lock.json",
];

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The most recently changed of `sources` (files and folders under `root`, tests left out) and
 * when; a folder counts too (a file deleted from it changes the folder).
 */
export function newestSource(
  root: string,
  sources: readonly string[] = BUILD_SOURCES,
): { path: string; mtimeMs: number } | undefined {
  let newest: { path: string; mtimeMs: number } | undefined;
  const consider = (path: string) => {
    const { mtimeMs } = statSync(join(root, path));
    if (!newest || mtimeMs > newest.mtimeMs) newest = { path, mtimeMs };
  };
  for (const source of sources) {
    const path = join(root, source);
    if (!existsSync(path)) continue;
    consider(source);
    if (!statSync(path).isDirectory()) continue;
    for (const entry of readdirSync(path, { recursive: true, encoding: "utf8" })) {
      if (!TEST_FILE.test(entry)) consider(join(source, entry));
    }
  }
  return newest;
}

/** Why the site must be built before the server starts (German), or undefined if it need not. */
export function buildReason(root: string, buildDir: string): string | undefined {
  const manifest = join(buildDir, "site.json");
  if (!existsSync(manifest))
    return "Es gibt noch keinen vollständigen Build: Die Website wird gebaut.";
  const newest = newestSource(root);
  if (newest && newest.mtimeMs > statSync(manifest).mtimeMs) {
    return `${newest.path} ist neuer als der letzte Build: Die Website wird neu gebaut.`;
  }
  return undefined;
}

if (import.meta.main) {
  const reason = buildReason(ROOT, BUILD_DIR);
  if (reason) {
    console.log(reason);
    const build = spawnSync(process.execPath, [join(ROOT, "scripts/build-site.ts")], {
      stdio: "inherit",
    });
    process.exitCode = build.status ?? 1;
  }
}
