/**
 * The header menus and the floating quick links without JavaScript: the prerendered <details>
 * open by themselves and reach every page the menus reach with the site's script
 * (requirements §2 menus).
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { SPEC_MENUS } from "#test-support/spec-menus.ts";
import { expect, gotoReady, test } from "./fixtures.ts";
import {
  disclosureOf,
  headerNav,
  menuToggle,
  quickToggle,
  scrollPastFirstScreen,
  summary,
  visibleHrefs,
} from "./frame-helpers.ts";

const VIEWPORTS = [
  { name: "phone 390", width: 390, height: 844, phone: true },
  { name: "phone 320", width: 320, height: 640, phone: true },
  { name: "desktop 1366", width: 1366, height: 900, phone: false },
] as const;

const MODES = ["psychotherapie", "sportphysiotherapie"] as const;

/** Shows the header's navigation: on a phone by opening "Menü", on a desktop it is shown. */
async function openHeaderMenus(page: Page, phone: boolean) {
  const nav = headerNav(page);
  if (phone) {
    await expect(nav).toBeHidden();
    await menuToggle(page).click();
  } else {
    await expect(menuToggle(page)).toBeHidden();
  }
  await expect(nav).toBeVisible();
  return nav;
}

/** Every href the header menus and the quick links show when each menu is opened in turn. */
async function reachableHrefs(page: Page, phone: boolean, dropdowns: readonly string[]) {
  const nav = await openHeaderMenus(page, phone);
  const hrefs = new Set(await visibleHrefs(nav));
  for (const label of dropdowns) {
    await summary(nav, label).click();
    await expect(disclosureOf(summary(nav, label)).locator("ul")).toBeVisible();
    for (const href of await visibleHrefs(nav)) hrefs.add(href);
  }
  // An open phone menu covers the screen below the header, the floating button included.
  if (phone) {
    await menuToggle(page).click();
    await expect(nav).toBeHidden();
  }
  await scrollPastFirstScreen(page);
  await quickToggle(page).click();
  for (const href of await visibleHrefs(page.locator(".quick-links"))) hrefs.add(href);
  return [...hrefs].sort();
}

async function scriptedReachableHrefs(browser: Browser, url: string, dropdowns: string[]) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await gotoReady(page, url);
  const hrefs = await reachableHrefs(page, false, dropdowns);
  await context.close();
  return hrefs;
}

/** Clicks a link and expects a real page (not the 404 page) at its URL. */
async function follow(page: Page, link: Locator) {
  const href = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("main h1")).not.toHaveText("Seite nicht gefunden");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const mode of MODES) {
        test(`${mode}: the menus open and every link leads on`, async ({ page }) => {
          const spec = SPEC_MENUS[mode];
          await page.goto(`/${mode}`);
          const nav = await openHeaderMenus(page, viewport.phone);
          for (const [label, path] of Object.entries(spec.links)) {
            await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", path);
            await expect(nav.getByRole("link", { name: label })).toBeVisible();
          }
          for (const [label, paths] of Object.entries(spec.children)) {
            await summary(nav, label).click();
            const dropdown = disclosureOf(summary(nav, label)).locator("ul");
            await expect(dropdown).toBeVisible();
            expect(await visibleHrefs(dropdown)).toEqual(paths);
          }
          // Follow the last link of the last dropdown: it is the lowest on a phone.
          const [lastLabel, lastPaths] = Object.entries(spec.children).at(-1) ?? [];
          if (!lastLabel || !lastPaths) throw new Error("the mode has a dropdown");
          await follow(page, nav.locator(`a[href="${lastPaths.at(-1)}"]`));
        });

        test(`${mode}: the quick links open and lead on`, async ({ page }) => {
          const spec = SPEC_MENUS[mode];
          await page.goto(`/${mode}`);
          await scrollPastFirstScreen(page);
          await expect(quickToggle(page)).toBeVisible();
          await quickToggle(page).click();
          const quickLinks = page.locator(".quick-links");
          for (const [label, path] of Object.entries(spec.quickLinks)) {
            await expect(quickLinks.getByRole("link", { name: label })).toHaveAttribute(
              "href",
              path,
            );
            await expect(quickLinks.getByRole("link", { name: label })).toBeVisible();
          }
          // Choosing the summary again closes it.
          await quickToggle(page).click();
          await expect(quickLinks.getByRole("link", { name: "FAQ" })).toBeHidden();
          await quickToggle(page).click();
          await follow(page, quickLinks.getByRole("link", { name: "FAQ" }));
        });
      }

      test("neutral mode: the menu and the quick links reach its pages", async ({ page }) => {
        await page.goto("/home");
        const nav = await openHeaderMenus(page, viewport.phone);
        expect(await visibleHrefs(nav)).toEqual([
          "/psychotherapie",
          "/sportphysiotherapie",
          "/ueber-mich",
        ]);
        await scrollPastFirstScreen(page);
        await quickToggle(page).click();
        expect(await visibleHrefs(page.locator(".quick-links"))).toEqual(["/faq", "/kontakt"]);
        await follow(page, page.locator(".quick-links").getByRole("link", { name: "FAQ" }));
      });
    });
  }

  test.describe("one menu at a time", () => {
    test("desktop: opening a dropdown closes the other", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto("/psychotherapie");
      const nav = headerNav(page);
      await summary(nav, "Leistungen").click();
      await expect(nav.getByRole("link", { name: "Depressionen" })).toBeVisible();
      await summary(nav, "Therapieformen").click();
      await expect(nav.getByRole("link", { name: "Hypnose" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Depressionen" })).toBeHidden();
      await summary(nav, "Therapieformen").click();
      await expect(nav.getByRole("link", { name: "Hypnose" })).toBeHidden();
    });

    test("phone: the menu and the quick links close each other", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/sportphysiotherapie/rehabilitation");
      await scrollPastFirstScreen(page);
      await menuToggle(page).click();
      await expect(headerNav(page)).toBeVisible();
      await quickToggle(page).click();
      await expect(page.locator(".quick-links").getByRole("link", { name: "FAQ" })).toBeVisible();
      await expect(headerNav(page)).toBeHidden();
      await menuToggle(page).click();
      await expect(headerNav(page)).toBeVisible();
      await expect(page.locator(".quick-links").getByRole("link", { name: "FAQ" })).toBeHidden();
    });
  });
});

test.describe("the menus without JavaScript reach what the menus with JavaScript reach", () => {
  for (const [url, dropdowns, phone] of [
    ["/psychotherapie", Object.keys(SPEC_MENUS.psychotherapie.children), true],
    ["/sportphysiotherapie", Object.keys(SPEC_MENUS.sportphysiotherapie.children), false],
    ["/home", [], true],
  ] as const) {
    test(`${url} (${phone ? "phone" : "desktop"} without JavaScript)`, async ({
      browser,
      request,
    }) => {
      const withScript = await scriptedReachableHrefs(browser, url, [...dropdowns]);
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: phone ? { width: 320, height: 640 } : { width: 1366, height: 900 },
      });
      const noScript = await context.newPage();
      await noScript.goto(url);
      const withoutScript = await reachableHrefs(noScript, phone, dropdowns);
      await context.close();
      expect(withoutScript).toEqual(withScript);
      // The spec's menus are all there, and every target is a page.
      const mode = url.slice(1) as keyof typeof SPEC_MENUS;
      if (mode in SPEC_MENUS) {
        const spec = SPEC_MENUS[mode];
        const expected = [
          ...Object.values(spec.children).flat(),
          ...Object.values(spec.links),
          ...Object.values(spec.quickLinks),
        ];
        expect(withoutScript).toEqual([...new Set(expected)].sort());
      }
      for (const href of withoutScript) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }
});
