/**
 * Larger text (WCAG 1.4.4): with the text at 200 % on a desktop, no page scrolls sideways and no
 * text is cut off. The size is set as a visitor sets it, as the browser's default font size
 * (Chromium's font settings, through the DevTools protocol): it raises the root font size that
 * every rem and em of the site builds on, and it moves the rem breakpoints of the media queries
 * with it, as a real browser does; and as the root font size in CSS, which leaves them where they
 * are. (The browser's setting at 150 % on a 360 px phone runs in every engine, with the same
 * checks: engines/pages.engine.ts. The root font size at 150 % there is no other case: at 360 px
 * the same media queries match either way.)
 */
import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe.ts";
import { cutOffText } from "./cut-off.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";
import { TEMPLATE_URLS } from "./spec-urls.ts";
import { sticksOut } from "./sticks-out.ts";

type How = "browser setting" | "root font size";

/**
 * The browser's default font size is 16 px; the visitor's setting scales it, rem breakpoints
 * included. The root font size set in CSS (as the issue measured it) scales the text but leaves
 * the media queries where they are: the desktop layout with twice the text.
 */
async function setTextSize(page: Page, percent: number, how: How = "browser setting") {
  if (how === "root font size") {
    // A style element would break the page's CSP; the root's own style does not.
    await page.addInitScript((size) => {
      const grow = () => document.documentElement.style.setProperty("font-size", size, "important");
      if (document.documentElement) grow();
      else document.addEventListener("readystatechange", grow, { once: true });
    }, `${percent}%`);
    return;
  }
  const session = await page.context().newCDPSession(page);
  const standard = Math.round((16 * percent) / 100);
  await session.send("Page.setFontSizes", {
    fontSizes: { standard, fixed: Math.round((13 * percent) / 100) },
  });
}

type Problem = { what: string; by: number };

/**
 * What the page cuts off or pushes aside (cut-off.ts), and a box that sticks out of
 * the box it sits in (a panel's title that keeps its longest word's width: on screen in
 * Chromium, sideways scroll in WebKit). Each with its width in px.
 */
async function cutOff(page: Page): Promise<Problem[]> {
  await scriptsReady(page);
  const problems = await page.evaluate(cutOffText);
  return [...problems, ...(await sticksOut(page))];
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };
const settings = [
  { viewport: desktop, percent: 200, how: "browser setting" },
  { viewport: desktop, percent: 200, how: "root font size" },
] as const;

for (const setting of settings) {
  const name = `${setting.viewport.width} px, ${setting.how} at ${setting.percent} %`;
  test.describe(name, () => {
    test.use({ viewport: setting.viewport });

    test("no page scrolls sideways or cuts off text", async ({ page }) => {
      test.setTimeout(240_000);
      await setTextSize(page, setting.percent, setting.how);
      const found: string[] = [];
      const widest: Record<string, number> = {};
      for (const url of TEMPLATE_URLS) {
        await page.goto(url);
        const problems = await cutOff(page);
        widest[url] = Math.max(0, ...problems.map((problem) => problem.by));
        for (const problem of problems) found.push(`${url}: ${problem.what} (${problem.by} px)`);
      }
      if (process.env.TEXT_SIZE_REPORT) console.log(JSON.stringify({ [name]: widest }));
      expect(found).toEqual([]);
    });
  });
}

test.describe("long German words at 150 % text on a 360 px phone", () => {
  test.use({ viewport: phone });

  test("the contact panel's title and button stay inside the panel, the long word broken (German, hyphens: auto)", async ({
    page,
  }) => {
    await setTextSize(page, 150);
    await page.goto("/sportphysiotherapie");
    await scriptsReady(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const panel = page.locator("main .contact-panel");
    await expect(panel.locator(".contact-panel__title")).toHaveText(
      "Persönliches Beratungsgespräch",
    );
    const boxes = await panel.evaluate((aside) => {
      const style = getComputedStyle(aside);
      const box = aside.getBoundingClientRect();
      const inner = {
        left: box.left + Number.parseFloat(style.paddingLeft),
        right: box.right - Number.parseFloat(style.paddingRight),
      };
      const of = (selector: string) => {
        const element = aside.querySelector(selector) as HTMLElement;
        const { left, right, height } = element.getBoundingClientRect();
        return {
          left,
          right,
          lines: Math.round(height / Number.parseFloat(getComputedStyle(element).lineHeight)),
        };
      };
      return { inner, title: of(".contact-panel__title"), button: of(".button") };
    });
    for (const part of [boxes.title, boxes.button]) {
      expect(part.left).toBeGreaterThanOrEqual(boxes.inner.left - 0.5);
      expect(part.right).toBeLessThanOrEqual(boxes.inner.right + 0.5);
    }
    // "Persönliches Beratungsgespräch" does not fit one line of this panel: it wraps, and a word
    // longer than the line hyphenates or breaks inside the title's box.
    expect(boxes.title.lines).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
    // The document says it is German, which hyphens: auto needs.
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const hyphens = await panel
      .locator(".contact-panel__title")
      .evaluate((title) => getComputedStyle(title).hyphens);
    expect(hyphens).toBe("auto");
  });
});

test.describe("axe at 200 % text", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const urls = ["/home", "/psychotherapie/faq", "/sportphysiotherapie"];
  test(`${urls.join(", ")}: no violations`, async ({ page }) => {
    await setTextSize(page, 200);
    for (const url of urls) {
      await test.step(url, async () => {
        await page.goto(url);
        await scriptsReady(page);
        // The footer is laid out when it comes near (content-visibility: auto).
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByRole("contentinfo")).toBeInViewport();
        await expectAxeClean(page);
      });
    }
  });
});
