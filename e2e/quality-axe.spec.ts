/**
 * axe-core on the page templates at 375 px (home, the landing pages, a city page, the imprint) and
 * on the 404 page: zero violations of any rule axe runs by default (WCAG 2.x A/AA and best
 * practices). Every prerendered page at desktop width is checked by the crawl, which loads each
 * page anyway (quality-crawl.spec.ts). The axe checks of single pages in frame.spec.ts and
 * pages-screens.spec.ts were merged into these (the same pages at the same widths).
 */
import type { Page } from "@playwright/test";
import { axeViolations, motionSettled } from "./axe.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";

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

  // A first run once measured the quick links halfway through stepping aside („color-contrast
  // 1.04“): axe waits until nothing moves. The fade is slowed here so that, checked at once,
  // it is sure to be running.
  test("axe waits for a fade to end and measures the page at rest", async ({ page }) => {
    await page.goto("/impressum");
    await scriptsReady(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(motionSettled);
    const menu = page.locator(".quick-links");
    await expect(menu).toHaveCSS("opacity", "1");
    await menu.evaluate((element) => {
      element.style.transitionDuration = "2s";
      element.toggleAttribute("data-aside", true);
    });
    const opacity = () => menu.evaluate((element) => getComputedStyle(element).opacity);
    expect(Number(await opacity())).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await opacity()).toBe("0");
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

test.describe("axe: the 404 page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown URL", async ({ page }) => {
    expect(await violations(page, ["/gibt-es-nicht"])).toEqual([]);
  });
});
