/**
 * The frame on small screens: the floating quick links cover no link or button of the first
 * screen (with and without JavaScript), the practice's name stays on one line at 320 px, and
 * the footer's year is the visitor's.
 */
import type { Page } from "@playwright/test";
import { practice } from "#content/practice.ts";
import { expectAxeClean } from "./axe.ts";
import { expect, gotoReady, test } from "./fixtures.ts";
import {
  clickInPlace,
  coveredControls,
  floatingTop,
  focusCovered,
  menuToggle,
  plainPoint,
  quickToggle,
  scrollPastFirstScreen,
  scrollPositions,
} from "./frame-helpers.ts";

const FIRST_SCREEN_PAGES = [
  "/sportphysiotherapie",
  "/psychotherapie",
  "/psychotherapie/leistungen/angststoerungen",
  "/sportphysiotherapie/rehabilitation",
];
const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

/**
 * Scrolls down a quarter screen at a time until the floating button no longer steps aside, and
 * stays so for a poll with the page at rest: a late layout change (a picture, the footer) can
 * move the page by scroll anchoring, and the button steps aside again.
 */
async function scrollUntilShown(page: Page) {
  let shownAt: number | undefined;
  await expect
    .poll(
      async () => {
        const { aside, y } = await page.evaluate(() => {
          const aside = document.querySelector(".quick-links")?.hasAttribute("data-aside");
          if (aside) window.scrollBy(0, window.innerHeight / 4);
          return { aside, y: window.scrollY };
        });
        const atRest = !aside && shownAt === y;
        shownAt = aside ? undefined : y;
        return atRest;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** Scrolls to the page's end until it stays there (the footer's layout may lengthen the page); its height. */
async function scrolledToEnd(page: Page): Promise<number> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        const there = Math.abs(window.scrollY - end) < 1;
        window.scrollTo(0, document.documentElement.scrollHeight);
        return there;
      }),
    )
    .toBe(true);
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/** Whether the floating button lies wholly inside the viewport. */
const boxInViewport = (page: Page) =>
  quickToggle(page).evaluate((toggle) => {
    const box = toggle.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`floating quick links, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    const open = async (page: Page, url: string) => {
      if (javaScriptEnabled) await gotoReady(page, url);
      else await page.goto(url);
    };

    for (const viewport of PHONES) {
      test(`${viewport.width} px: cover nothing on the first screen, show once scrolled`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        for (const url of FIRST_SCREEN_PAGES) {
          await open(page, url);
          await expect(page.locator("main h1")).toBeVisible();
          expect(await coveredControls(page), url).toEqual([]);
          // It waits just below the first screen.
          await expect(quickToggle(page), url).not.toBeInViewport();
          await scrollPastFirstScreen(page);
          // Over a control it steps aside (below); further down, it shows.
          if (javaScriptEnabled) await scrollUntilShown(page);
          await expect(quickToggle(page), url).toBeInViewport({ ratio: 1 });
          // A tap where it is: Playwright's click would first scroll it clear of the page's
          // scroll padding, and a scroll closes the menus.
          await clickInPlace(page, quickToggle(page));
          const faq = page.locator(".quick-links").getByRole("link", { name: "FAQ" });
          await expect(faq).toBeInViewport({ ratio: 1 });
          // Its pills cover the page only until it closes again.
          if (javaScriptEnabled) await page.keyboard.press("Escape");
          else await quickToggle(page).click();
          await expect(faq).toBeHidden();
        }
      });
    }

    test("while the visitor scrolls, it never rests on the first screen", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await open(page, "/sportphysiotherapie");
      for (const offset of [0, 20, 60, 200, 640, 1200]) {
        await page.evaluate((y) => window.scrollTo(0, y), offset);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(offset);
        const { top, firstScreen } = await floatingTop(page);
        expect(top, `scrolled by ${offset} px`).toBeGreaterThanOrEqual(firstScreen);
      }
      await expect(quickToggle(page)).toBeInViewport({ ratio: 1 });
    });

    test("a page barely taller than the screen shows it at its end", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, "/psychotherapie/kosten");
      // The footer is laid out only when it comes near (content-visibility): its real height
      // counts once the page has been scrolled to its end.
      const height = await scrolledToEnd(page);
      // A screen almost as tall as the page: it scrolls by less than the button's height.
      await page.setViewportSize({ width: 390, height: height - 40 });
      const range = (await scrolledToEnd(page)) - (await page.evaluate(() => window.innerHeight));
      expect(range).toBeGreaterThan(0);
      expect(range).toBeLessThan(60);
      // The box itself, not toBeInViewport: with JavaScript off, Chromium reports the
      // intersection of this sticky box from a frame before the scroll.
      await expect.poll(() => boxInViewport(page)).toBe(true);
      expect(await coveredControls(page)).toEqual([]);
    });

    test("a page shorter than the screen shows it at once, covering nothing", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await open(page, "/psychotherapie/kosten");
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 1366, height: height + 100 });
      await expect(quickToggle(page)).toBeInViewport({ ratio: 1 });
      expect(await coveredControls(page)).toEqual([]);
    });
  });
}

/** Pages with calls to action, FAQ toggles, link lists and long text, in all three modes. */
const COVER_PAGES = [
  "/psychotherapie/leistungen/angststoerungen",
  "/psychotherapie/faq",
  "/sportphysiotherapie",
  "/impressum",
];

test.describe("the floating quick links step aside (WCAG 2.4.11)", () => {
  // 360 px lays the pages out as 320 px does (the same media queries match), with more room; at
  // 360 px the walk runs in every engine (engines/frame.engine.ts).
  for (const viewport of [...PHONES, { width: 1280, height: 800 }]) {
    test(`${viewport.width} px: scrolled through, they never cover a control`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      for (const url of COVER_PAGES) {
        await gotoReady(page, url);
        // An open FAQ answer brings its links into the page.
        const question = page.locator("main details > summary").first();
        if (await question.count()) await question.click();
        for (const y of await scrollPositions(page)) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await expect.poll(() => coveredControls(page), `${url} at ${y} px`).toEqual([]);
        }
      }
    });
  }

  test("360 px: „Jetzt Termin anfragen“ at the screen's foot is whole and takes the tap", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoReady(page, "/psychotherapie/leistungen/angststoerungen");
    const action = page.locator(".contact-panel").getByRole("link").first();
    // The call to action's lower edge 1rem above the screen's foot, where the button rides.
    await action.evaluate((link) => {
      const box = link.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 16);
    });
    await expect(page.locator(".quick-links")).toHaveAttribute("data-aside");
    await expect(page.locator(".quick-links")).toHaveCSS("opacity", "0");
    await expectAxeClean(page);
    const box = await action.boundingBox();
    if (!box) throw new Error("the call to action is not rendered");
    await page.mouse.click(box.x + box.width - 8, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/psychotherapie\/kontakt$/);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`${viewport.width} px: tabbing through a page never leaves the focus under them`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await gotoReady(page, "/psychotherapie/leistungen/angststoerungen");
      let seen = 0;
      for (; seen < 300; seen++) {
        await page.keyboard.press("Tab");
        // Round the page once: stop where the focus comes back to an element it had.
        const again = await page.evaluate(() => {
          const marked = window as Window & { tabbed?: WeakSet<Element> };
          marked.tabbed ??= new WeakSet();
          const focused = document.activeElement;
          if (!focused || focused === document.body || marked.tabbed.has(focused)) return true;
          marked.tabbed.add(focused);
          return false;
        });
        if (again) break;
        await expect.poll(() => focusCovered(page), `tab stop ${seen}`).toBe(false);
      }
      expect(seen).toBeGreaterThan(10);
    });
  }
});

test.describe("keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Escape closes the quick links and returns focus to their summary", async ({ page }) => {
    await gotoReady(page, "/psychotherapie/leistungen/angststoerungen");
    await scrollPastFirstScreen(page);
    await quickToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".quick-links").getByRole("link", { name: "Kontakt" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator(".quick-links").getByRole("link", { name: "FAQ" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator(".quick-links").getByRole("link", { name: "FAQ" })).toBeHidden();
    await expect(quickToggle(page)).toBeFocused();
  });

  test("the phone menu and the quick links close each other; a click outside closes", async ({
    page,
  }) => {
    await gotoReady(page, "/psychotherapie");
    await scrollPastFirstScreen(page);
    const faq = page.locator(".quick-links").getByRole("link", { name: "FAQ" });
    const nav = page.getByRole("navigation", { name: "Hauptmenü" });
    await quickToggle(page).click();
    await expect(faq).toBeVisible();
    await clickInPlace(page, menuToggle(page));
    await expect(nav).toBeVisible();
    await expect(faq).toBeHidden();
    await clickInPlace(page, quickToggle(page));
    await expect(faq).toBeVisible();
    await expect(nav).toBeHidden();
    const outside = await plainPoint(page);
    await page.mouse.click(outside.x, outside.y);
    await expect(faq).toBeHidden();
    await clickInPlace(page, menuToggle(page));
    await expect(nav).toBeVisible();
    await page.mouse.click(outside.x, outside.y);
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/psychotherapie$/);
  });
});

test.describe("the practice's name in the header", () => {
  test("stays on one line at 320 and 390 px, without horizontal overflow", async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 700 });
      for (const url of ["/home", "/psychotherapie", "/sportphysiotherapie/rehabilitation"]) {
        await gotoReady(page, url);
        const name = page.locator(".site-header__name");
        await expect(name).toHaveText(practice.brand);
        const metrics = await name.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const toggle = document.querySelector(".site-header__menu-toggle");
          return {
            height: box.height,
            lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
            right: box.right,
            toggleLeft: toggle?.getBoundingClientRect().left ?? 0,
            scrollWidth: document.documentElement.scrollWidth,
            clipped: element.scrollWidth > element.clientWidth,
          };
        });
        expect(metrics.height, `${url} at ${width} px`).toBeLessThan(metrics.lineHeight * 1.5);
        expect(metrics.clipped, `${url} at ${width} px`).toBe(false);
        expect(metrics.right, `${url} at ${width} px`).toBeLessThanOrEqual(metrics.toggleLeft);
        expect(metrics.scrollWidth, `${url} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});

test.describe("the footer's year", () => {
  test("is the year of the visitor's clock", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-05-01T10:00:00"));
    await gotoReady(page, "/psychotherapie");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is the year of the build", async ({ page }) => {
      await page.goto("/sportphysiotherapie");
      await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
    });
  });
});
