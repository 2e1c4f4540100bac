/**
 * The header menus and the floating quick links without JavaScript: the prerendered <details>
 * open by themselves and reach every page the menus reach with the site's script
 * (requirements §2 menus).
 */
import type { Locator, Page } from "@playwright/test";
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

/**
 * The smallest phone, where the lowest link of the open menu is furthest below the screen, and a
 * desktop. A common phone (390 × 844) lays the menu out as at 320 px with more room, and without
 * JavaScript it runs in every engine at 360 px (engines/without-javascript.engine.ts).
 */
const VIEWPORTS = [
  { name: "phone 320", width: 320, height: 640, phone: true },
  { name: "desktop 1366", width: 1366, height: 900, phone: false },
] as const;

const MODES = ["psychotherapie", "sportphysiotherapie"] as const;

/** What the neutral mode's menu and quick links show. */
const NEUTRAL = {
  menu: ["/psychotherapie", "/sportphysiotherapie", "/ueber-mich"],
  quickLinks: ["/faq", "/kontakt"],
};

/** Every page a mode's menus and quick links lead to, sorted. */
function specPages(mode: (typeof MODES)[number]): string[] {
  const spec = SPEC_MENUS[mode];
  const pages = [
    ...Object.values(spec.children).flat(),
    ...Object.values(spec.links),
    ...Object.values(spec.quickLinks),
  ];
  return [...new Set(pages)].sort();
}

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

/**
 * Every href the desktop's header menus and the quick links show when each menu is opened in
 * turn.
 */
async function reachableHrefs(page: Page, dropdowns: readonly string[]) {
  const nav = await openHeaderMenus(page, false);
  const hrefs = new Set(await visibleHrefs(nav));
  for (const label of dropdowns) {
    await summary(nav, label).click();
    await expect(disclosureOf(summary(nav, label)).locator("ul")).toBeVisible();
    for (const href of await visibleHrefs(nav)) hrefs.add(href);
  }
  await scrollPastFirstScreen(page);
  await quickToggle(page).click();
  for (const href of await visibleHrefs(page.locator(".quick-links"))) hrefs.add(href);
  return [...hrefs].sort();
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
        test(`${mode}: the menus and the quick links open, reach the spec's pages and lead on`, async ({
          page,
        }) => {
          const spec = SPEC_MENUS[mode];
          await page.goto(`/${mode}`);
          const nav = await openHeaderMenus(page, viewport.phone);
          const reached = new Set(await visibleHrefs(nav));
          for (const [label, path] of Object.entries(spec.links)) {
            await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", path);
            await expect(nav.getByRole("link", { name: label })).toBeVisible();
          }
          for (const [label, paths] of Object.entries(spec.children)) {
            await summary(nav, label).click();
            const dropdown = disclosureOf(summary(nav, label)).locator("ul");
            await expect(dropdown).toBeVisible();
            expect(await visibleHrefs(dropdown)).toEqual(paths);
            for (const href of await visibleHrefs(nav)) reached.add(href);
          }
          // Follow the last link of the last dropdown: it is the lowest on a phone.
          const [lastLabel, lastPaths] = Object.entries(spec.children).at(-1) ?? [];
          if (!lastLabel || !lastPaths) throw new Error("the mode has a dropdown");
          await follow(page, nav.locator(`a[href="${lastPaths.at(-1)}"]`));

          // The quick links on the page it led to, of the same mode.
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
          for (const href of await visibleHrefs(quickLinks)) reached.add(href);
          // Without JavaScript they reach what the menus with JavaScript reach (below).
          expect([...reached].sort()).toEqual(specPages(mode));
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
        expect(await visibleHrefs(nav)).toEqual(NEUTRAL.menu);
        await scrollPastFirstScreen(page);
        await quickToggle(page).click();
        expect(await visibleHrefs(page.locator(".quick-links"))).toEqual(NEUTRAL.quickLinks);
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

test.describe("the menus with JavaScript reach the pages they reach without (above)", () => {
  for (const [url, dropdowns, expected] of [
    [
      "/psychotherapie",
      Object.keys(SPEC_MENUS.psychotherapie.children),
      specPages("psychotherapie"),
    ],
    [
      "/sportphysiotherapie",
      Object.keys(SPEC_MENUS.sportphysiotherapie.children),
      specPages("sportphysiotherapie"),
    ],
    ["/home", [], [...NEUTRAL.menu, ...NEUTRAL.quickLinks].sort()],
  ] as const) {
    test(`${url}, and every one is a page`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await gotoReady(page, url);
      const withScript = await reachableHrefs(page, dropdowns);
      expect(withScript).toEqual(expected);
      for (const href of withScript) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }
});
