/**
 * The URL space of requirements §2: every URL prerendered in its mode, aliases, unknown slugs and
 * paths. Every page reached by a link, opened in the browser with its script run, in its mode:
 * quality-crawl.spec.ts; where a navigation scrolls to: navigation.spec.ts and frame.spec.ts.
 */
import { expect, gotoReady, test } from "./fixtures.ts";
import { ALIASES, CITY_ROUTES, expectedMode, PAGE_URLS } from "./spec-urls.ts";

test.describe("every URL of requirements §2", () => {
  test("is prerendered: status 200, the right mode and a non-empty main", async ({ request }) => {
    for (const url of PAGE_URLS) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`data-mode="${expectedMode(url)}"`);
      const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
      expect(main.replace(/<[^>]+>/g, "").trim().length, url).toBeGreaterThan(10);
      expect(html.match(/<h1[\s>]/g)?.length, `${url}: one h1`).toBe(1);
    }
  });

  test("a city route with an unknown slug answers 200 and renders without a city", async ({
    page,
  }) => {
    for (const base of CITY_ROUTES) {
      const response = await gotoReady(page, `${base}/atlantis`);
      expect(response?.status(), base).toBe(200);
      await expect(page.locator("main h1"), base).toBeVisible();
      await expect(page.locator("main"), base).not.toContainText("atlantis");
      await expect(page.locator("html")).toHaveAttribute("data-mode", "psychotherapie");
    }
  });

  test("aliases and '' answer 301 to their canonical URL", async ({ request }) => {
    for (const [from, to] of Object.entries(ALIASES)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("an alias opened in the browser lands on the canonical page", async ({ page }) => {
    await gotoReady(page, "/physiotherapie/faq");
    await expect(page).toHaveURL(/\/sportphysiotherapie\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("data-mode", "sportphysiotherapie");
  });
});

test.describe("unknown paths", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("show the German 404 page with status 404", async ({ page }) => {
    for (const url of ["/gibt-es-nicht", "/sportphysiotherapie/unbekannt", "/warum-yoga"]) {
      const response = await gotoReady(page, url);
      expect(response?.status(), url).toBe(404);
      await expect(page.locator("main h1"), url).toHaveText("Seite nicht gefunden");
      await expect(page.getByRole("link", { name: /Startseite/ }).first()).toBeVisible();
    }
  });
});
