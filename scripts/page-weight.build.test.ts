/**
 * The byte budgets on every prerendered page, counted from the build (sizes, not times, so the
 * check does not depend on the machine), and what decision 011 keeps off the content pages:
 * React, module preloads and `.data` fetches. `npm run bench` prints
 * the figures. Reads the build, needs no browser: `npm run test:build` (vitest.build.config.ts),
 * after `npm run build`. That no click fetches `.data` is shown in the browser
 * (navigation.spec.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { REQUIRED_MESSAGES } from "#contact/fields.ts";
import { INVALID_REQUEST_MESSAGE } from "#contact/payload-schemas.ts";
import { readSiteManifest, siteManifestFile } from "#server/site-manifest.ts";
import { CLIENT_DIR } from "./build-dir.ts";
import {
  BUDGETS,
  budgetFor,
  CONTACT_PAGES,
  frameworkMarkersIn,
  inlineModules,
  isContactPage,
  moduleGraph,
  overBudget,
  pageScripts,
  pageWeight,
  scriptRoots,
} from "./page-weight.ts";

const clientDir = CLIENT_DIR;
const site = readSiteManifest(siteManifestFile(clientDir));
/** Every prerendered page: the manifest's pages and the 404 page. */
const pages = [...site.pages, site.notFoundPath];
const contentPages = pages.filter((path) => !isContactPage(path));
const html = (path: string) => readFileSync(join(clientDir, path, "index.html"), "utf8");
const code = (file: string) => readFileSync(join(clientDir, file), "utf8");

/** The script files the contact pages load: the island the contact entry names. */
const islandRoots = () => scriptRoots(html("/kontakt"));

test(`every prerendered page keeps its byte budgets (${JSON.stringify(BUDGETS)}, contact pages ${budgetFor("/kontakt").jsBrotli} B of script)`, () => {
  expect(site.pages.length).toBeGreaterThan(60);
  const weights = pages.map((path) => pageWeight(clientDir, path));
  expect(weights.flatMap(overBudget)).toEqual([]);
  // Every page loads the site module, so a count of nothing means the count is broken.
  for (const weight of weights) expect(weight.jsBrotli, weight.path).toBeGreaterThan(0);
});

test("every page runs the site module written into it; only the contact pages more, and the island", () => {
  // No script file stands between a page and its first paint (decision 008).
  const [siteModule, ...others] = inlineModules(html("/home"));
  expect(siteModule?.length).toBeGreaterThan(100);
  expect(others).toEqual([]);
  for (const path of contentPages) {
    expect(inlineModules(html(path)), path).toEqual([siteModule]);
    expect(scriptRoots(html(path)), path).toEqual([]);
  }
  const island = islandRoots();
  expect(island).toHaveLength(1);
  for (const path of CONTACT_PAGES) {
    const [site, contact, ...more] = inlineModules(html(path));
    expect([site, more], path).toEqual([siteModule, []]);
    expect(contact, path).toContain("data-island");
    expect(scriptRoots(html(path)), path).toEqual(island);
  }
});

test("no content page loads framework code or any chunk of the island", () => {
  const island = moduleGraph(clientDir, islandRoots());
  // The count follows the island the contact entry names into React: if it did not, the
  // contact pages' budget would hold on a fraction of what a visitor downloads.
  for (const path of CONTACT_PAGES) {
    const framework = [...pageScripts(clientDir, path)].flatMap((file) =>
      frameworkMarkersIn(code(file)),
    );
    expect(framework, `${path} counts React`).toContain("react.transitional.element");
  }
  for (const path of contentPages) {
    const scripts = [...pageScripts(clientDir, path)];
    expect(
      scripts.filter((file) => island.has(file)),
      `${path}: chunks shared with the island`,
    ).toEqual([]);
    expect(
      scripts.filter((file) => frameworkMarkersIn(code(file)).length > 0),
      `${path}: chunks with React or React Router code`,
    ).toEqual([]);
  }
});

test("no page carries a module preload or a reference to .data", () => {
  for (const path of pages) {
    const text = html(path);
    expect(text, path).not.toContain("modulepreload");
    expect(text, path).not.toMatch(/\.data\b["'?]/);
  }
});

test("the contact page's JavaScript does not carry the server's wire schemas", () => {
  // The browser builds a payload with the site-path rule alone (contact/site-path.ts); the
  // zod schemas of the wire would be constructed at start-up for nothing (decision 008).
  const contactCode = [
    ...inlineModules(html("/kontakt")),
    ...[...pageScripts(clientDir, "/kontakt")].map(code),
  ].join("\n");
  expect(contactCode.includes(REQUIRED_MESSAGES.firstName), "the form's own messages").toBe(true);
  expect(contactCode.includes(INVALID_REQUEST_MESSAGE), "the wire schemas' message").toBe(false);
});
