/**
 * Decision 008: the first paint needs only the HTML. Every page carries its CSS inline, loads
 * no stylesheet, preloads no module, and starts loading JavaScript only after its load event;
 * then it hydrates, and a client-side navigation still renders a page with its own copy.
 */
import { BENCH_PAGES } from "../scripts/page-weight.ts";
import { expect, gotoHydrated, holdScripts, test } from "./fixtures.ts";

for (const [type, path] of BENCH_PAGES) {
  test(`${type} (${path}): CSS inline, no script before the load event, then hydrated`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator("head > style").count()).toBe(1);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime);
      const styles = (
        performance.getEntriesByType("resource") as PerformanceResourceTiming[]
      ).filter((entry) => new URL(entry.name).pathname.endsWith(".css"));
      return { loadEventStart: navigation?.loadEventStart ?? 0, scripts, styles: styles.length };
    });
    expect(timing.styles).toBe(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
  });
}

test("the prerendered HTML preloads no module and its one module script has no static import", async ({
  request,
}) => {
  const html = await (await request.get("/psychotherapie/leistungen/act")).text();
  expect(html).not.toContain("modulepreload");
  const scripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.[1]).not.toMatch(/^\s*import /m);
});

test("a client-side navigation loads the next page's copy as data and renders it", async ({
  page,
}) => {
  await gotoHydrated(page, "/psychotherapie/leistungen/angststoerungen");
  const data = page.waitForResponse((response) =>
    response.url().endsWith("/psychotherapie/emdr.data"),
  );
  await page.evaluate(() => {
    // An in-app link, as the menus and the copy have them.
    const link = document.querySelector<HTMLAnchorElement>('main a[href="/psychotherapie/emdr"]');
    link?.click();
  });
  expect((await data).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EMDR");
  await expect(page).toHaveTitle(/^EMDR/);
});

test("a visitor who scrolled before hydration stays where they are", async ({ page }) => {
  // Hold the JavaScript until the visitor has scrolled.
  const release = await holdScripts(page);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/psychotherapie/leistungen/angststoerungen", { waitUntil: "load" });
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  const before = await page.evaluate(() => window.scrollY);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
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
