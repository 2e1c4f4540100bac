/**
 * The build makes only what is served (decision 014): one page file per route of the table and
 * nothing else, every script loaded by some page, no file of a client-side router. Reads the
 * build, needs no browser: `npm run test:build` (vitest.build.config.ts), after `npm run build`.
 */
import { readdirSync } from "node:fs";
import { sep } from "node:path";
import { expect, test } from "vitest";
import { ROUTES } from "#app/routes.ts";
import { BUILD_DIR, CLIENT_DIR } from "./build-dir.ts";
import { pageScripts } from "./page-weight.ts";

const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" });
const pageOf = (file: string) => `/${file.split(sep).slice(0, -1).join("/")}`;
const pageFiles = files.filter(
  (file) => file === "index.html" || file.endsWith(`${sep}index.html`),
);

test("the build holds the site, site.json and the restart page for Caddy, nothing else", () => {
  expect(readdirSync(BUILD_DIR).sort()).toEqual([
    "client",
    "neustart.csp",
    "neustart.html",
    "site.json",
  ]);
});

test("one page per route of the table, and no other", () => {
  expect(pageFiles.map(pageOf).sort()).toEqual(ROUTES.map((route) => route.path).sort());
});

test("every script is loaded by some page, directly or through an import", () => {
  const loaded = new Set(ROUTES.flatMap((route) => [...pageScripts(CLIENT_DIR, route.path)]));
  const scripts = files
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file.split(sep).join("/")}`);
  expect(scripts.length, "scripts in the build").toBeGreaterThan(0);
  expect(scripts.filter((file) => !loaded.has(file))).toEqual([]);
});

test("no file of a client-side router: no .data file, no build manifest", () => {
  expect(files.filter((file) => file.endsWith(".data") || file.includes(".vite"))).toEqual([]);
});
