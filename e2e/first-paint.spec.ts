/**
 * The first paint needs only the HTML (decisions 008 and 011). Every page carries its CSS and
 * its modules inline and loads no stylesheet and no script file before the visitor needs one;
 * its modules never block parsing or rendering; nothing is preloaded ahead of the page; the hero
 * picture, where there is one, is fetched first; the footer is laid out only when it comes near.
 */
import { BENCH_PAGES } from "../scripts/page-weight.ts";
import { expect, gotoReady, holdScripts, scriptsReady, test } from "./fixtures.ts";

const HERO_PAGES = ["/home", "/psychotherapie", "/sportphysiotherapie"];

for (const [type, path] of BENCH_PAGES) {
  test(`${type} (${path}): CSS and modules inline, no script file, nothing render-blocking; the hero picture first`, async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    const html = (await (await gotoReady(page, path))?.text()) ?? "";
    // As prerendered: no stylesheet, nothing preloaded ahead of the page's own content. (A
    // contact page's island may preload its own chunks once it runs.)
    expect(html).not.toMatch(/<link[^>]*rel="(stylesheet|modulepreload)"/);
    expect(html).not.toMatch(/<link[^>]*as="script"/);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator("head > style").count()).toBe(1);
    // Every script is a module (deferred by nature) written into the page, or data; the page's
    // modules have run (gotoReady), so they needed no file.
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((script) => ({ type: script.type, src: script.src })),
    );
    expect(scripts.filter((script) => script.type === "module").length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(
        ["module", "speculationrules", "application/ld+json"],
        JSON.stringify(script),
      ).toContain(script.type);
      expect(script.src, JSON.stringify(script)).toBe("");
    }
    // The browser's own verdict on every script file it fetched (Resource Timing's
    // renderBlockingStatus, which TypeScript's DOM types do not name yet): none but the
    // contact form's island, which comes when the visitor turns to the form.
    const statuses = await page.evaluate(() =>
      (
        performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
          renderBlockingStatus: string;
        })[]
      )
        .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
        .map((entry) => `${new URL(entry.name).pathname} ${entry.renderBlockingStatus}`),
    );
    for (const status of statuses)
      expect(status).toMatch(/^\/assets\/contact-hydrate-.* non-blocking$/);
    expect(
      requests.filter(
        (request) => /\.(css|data|js)$/.test(request) && !request.includes("contact-hydrate"),
      ),
    ).toEqual([]);

    // A page with a hero asks for its picture at high priority, and no other page does.
    const high = page.locator('img[fetchpriority="high"]');
    if (!HERO_PAGES.includes(path)) {
      expect(await high.count()).toBe(0);
      return;
    }
    await expect(high).toHaveCount(1);
    await expect(high).toHaveAttribute("loading", "eager");
    expect(await high.evaluate((image) => image.closest(".hero-backdrop") !== null)).toBe(true);
    // It is the picture the browser chose from its sources, and it was requested as such.
    const chosen = await high.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(chosen).toMatch(/\/media\/hero\//);
    expect(requests).toContain(new URL(chosen).pathname);
  });
}

test("a visitor who scrolled before the scripts ran stays where they are", async ({ page }) => {
  for (const path of ["/psychotherapie/leistungen/angststoerungen", "/kontakt"]) {
    // Hold the JavaScript until the visitor has scrolled.
    const release = await holdScripts(page);
    await page.setViewportSize({ width: 390, height: 700 });
    // DOMContentLoaded waits for module scripts, so wait for the parsed page instead.
    await page.goto(path, { waitUntil: "commit" });
    await page.locator("#site-footer").waitFor({ state: "attached" });
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const before = await page.evaluate(() => window.scrollY);
    release();
    await scriptsReady(page);
    expect(await page.evaluate(() => window.scrollY), path).toBe(before);
    await page.unrouteAll();
  }
});

test("the footer is laid out only when it comes near, and then shows in full", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/psychotherapie/kosten", { waitUntil: "load" });
  // checkVisibility with contentVisibilityAuto: false while the browser skips the footer's
  // content (content-visibility: auto, decision 008).
  const footerRendered = () =>
    page
      .locator("#site-footer address")
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await footerRendered()).toBe(false);
  await page.locator("#site-footer").scrollIntoViewIfNeeded();
  await expect.poll(footerRendered).toBe(true);
  await expect(page.locator("#site-footer").getByRole("img")).toHaveCount(5);
  await expect(page.locator("#site-footer address")).toBeInViewport();
});
