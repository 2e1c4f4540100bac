/**
 * The byte budgets of decision 008 on every prerendered page, counted from the build (sizes,
 * not times, so the check does not depend on the machine). `npm run bench` prints the figures.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUDGETS, overBudget, pageWeight } from "../scripts/page-weight.ts";
import type { SiteManifest } from "../scripts/site-files.ts";
import { expect, test } from "./fixtures.ts";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const site = JSON.parse(readFileSync(join(clientDir, "..", "site.json"), "utf8")) as SiteManifest;

test(`every prerendered page keeps its byte budgets (${JSON.stringify(BUDGETS)})`, () => {
  expect(site.pages.length).toBeGreaterThan(60);
  const weights = site.pages.map((path) => pageWeight(clientDir, path));
  expect(weights.flatMap(overBudget)).toEqual([]);
  // The count follows the module graph: every page loads the framework chunk and its own.
  for (const weight of weights) expect(weight.jsBrotli).toBeGreaterThan(80 * 1024);
});
