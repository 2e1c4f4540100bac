/**
 * The byte budgets of decision 008 on every prerendered page, counted from the build (sizes,
 * not times, so the check does not depend on the machine). `npm run bench` prints the figures.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REQUIRED_MESSAGES } from "../contact/fields.ts";
import { INVALID_REQUEST_MESSAGE } from "../contact/payload-schemas.ts";
import { BUDGETS, overBudget, pageScripts, pageWeight } from "../scripts/page-weight.ts";
import { readSiteManifest, siteManifestFile } from "../server/site-manifest.ts";
import { expect, test } from "./fixtures.ts";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const site = readSiteManifest(siteManifestFile(clientDir));

test(`every prerendered page keeps its byte budgets (${JSON.stringify(BUDGETS)})`, () => {
  expect(site.pages.length).toBeGreaterThan(60);
  const weights = site.pages.map((path) => pageWeight(clientDir, path));
  expect(weights.flatMap(overBudget)).toEqual([]);
  // The count follows the module graph: every page loads the framework chunk and its own.
  for (const weight of weights) expect(weight.jsBrotli).toBeGreaterThan(80 * 1024);
});

test("the contact page's JavaScript does not carry the server's wire schemas", () => {
  // The browser builds a payload with the site-path rule alone (contact/site-path.ts); the
  // zod schemas of the wire would be constructed at start-up for nothing (decision 008).
  const code = [...pageScripts(clientDir, "/kontakt")]
    .map((file) => readFileSync(join(clientDir, file), "utf8"))
    .join("\n");
  expect(code.includes(REQUIRED_MESSAGES.firstName), "the form's own messages").toBe(true);
  expect(code.includes(INVALID_REQUEST_MESSAGE), "the wire schemas' message").toBe(false);
});
