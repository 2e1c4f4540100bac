/**
 * The build makes only what is served (decision 014): one page file per route of the table and
 * nothing else, every script loaded by some page, no file of a client-side router. Reads the
 * build, needs no browser: `npm run test:build` (vitest.build.config.ts), after `npm run build`.
 */
import { readdirSync } from "node:fs";
import { sep } from "node:path";
import { expect, test } from "vitest";
import { ROUTES } from "#app/routes.ts";
import { readEditorPage } from "#server/editor-page.ts";
import { BUILD_DIR, CLIENT_DIR } from "./build-dir.ts";
import { pageScripts } from "./page-weight.ts";

const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" });
const pageOf = (file: string) => `/${file.split(sep).slice(0, -1).join("/")}`;
const pageFiles = files.filter(
  (file) => file === "index.html" || file.endsWith(`${sep}index.html`),
);

test("the build holds the site, site.json, the editor's page policy and the restart page for Caddy, nothing else", () => {
  expect(readdirSync(BUILD_DIR).sort()).toEqual([
    "client",
    "editor.json",
    "neustart.csp",
    "neustart.html",
    "site.json",
  ]);
});

const editor = readEditorPage(CLIENT_DIR);

test("one page per route of the table, the editor's, and no other", () => {
  expect(editor?.path).toBe("/admin");
  expect(pageFiles.map(pageOf).sort()).toEqual(
    [...ROUTES.map((route) => route.path), editor?.path].sort(),
  );
});

test("every script is loaded by some page; no visitor page loads the editor's", () => {
  const loaded = new Set(ROUTES.flatMap((route) => [...pageScripts(CLIENT_DIR, route.path)]));
  const scripts = files
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file.split(sep).join("/")}`);
  const editorScripts = scripts.filter((file) => file.startsWith(`${editor?.path}/`));
  expect(scripts.length - editorScripts.length, "the site's scripts").toBeGreaterThan(0);
  expect(editorScripts.length, "the editor's scripts").toBeGreaterThan(0);
  expect(scripts.filter((file) => !loaded.has(file) && !editorScripts.includes(file))).toEqual([]);
  expect([...loaded].filter((file) => editorScripts.includes(file))).toEqual([]);
});

test("no file of a client-side router: no .data file, no build manifest", () => {
  expect(files.filter((file) => file.endsWith(".data") || file.includes(".vite"))).toEqual([]);
});
