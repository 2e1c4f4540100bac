/**
 * axe-core on every prerendered page of the build (build/site.json), its scripts run, at desktop
 * width; of the city pages those of SAMPLE_CITIES (e2e/spec-urls.ts), for the others.
 * /home, the landing pages, a city page and the imprint also at 375 px. Zero violations of
 * any rule axe runs by default (WCAG 2.x A/AA and best practices). Pages are checked in a few
 * groups, one browser page per group, so the groups run in parallel and nothing is reloaded
 * needlessly. The axe checks of single pages in frame.spec.ts and pages-screens.spec.ts were
 * merged into these (the same pages at the same widths).
 */
import type { Page } from "@playwright/test";
import { readSiteManifest, siteManifestFile } from "#server/site-manifest.ts";
import { CLIENT_DIR } from "../scripts/build-dir.ts";
import { axeViolations } from "./axe.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";
import { CITY_ROUTES, CITY_SLUGS, SAMPLE_CITIES } from "./spec-urls.ts";

const otherCities = new Set(
  CITY_ROUTES.flatMap((route) =>
    CITY_SLUGS.filter((slug) => !SAMPLE_CITIES.includes(slug)).map((slug) => `${route}/${slug}`),
  ),
);
const PAGES = readSiteManifest(siteManifestFile(CLIENT_DIR)).pages.filter(
  (path) => !otherCities.has(path),
);
const GROUPS = 4;

/** Opens each URL, waits for its scripts and returns one line per violation and node. */
async function violations(page: Page, urls: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    await scriptsReady(page);
    for (const violation of await axeViolations(page)) found.push(`${url}: ${violation}`);
  }
  return found;
}

test.describe("axe: every page at desktop width", () => {
  for (let group = 0; group < GROUPS; group++) {
    const urls = PAGES.filter((_, index) => index % GROUPS === group);
    test(`pages ${group + 1}/${GROUPS} (${urls.length})`, async ({ page }) => {
      // About 7 s per page on CI's 2-core machine under load; the bound leaves twice that.
      test.setTimeout(60_000 + urls.length * 15_000);
      expect(await violations(page, urls)).toEqual([]);
    });
  }
});

test.describe("axe: the page templates at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("home, the landing pages, a city page, the imprint", async ({ page }) => {
    const urls = [
      "/home",
      "/psychotherapie",
      "/sportphysiotherapie",
      "/psychotherapie/fuerth",
      "/impressum",
    ];
    expect(await violations(page, urls)).toEqual([]);
  });
});

test.describe("axe: the 404 page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown URL", async ({ page }) => {
    expect(await violations(page, ["/gibt-es-nicht"])).toEqual([]);
  });
});
