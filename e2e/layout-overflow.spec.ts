/**
 * Nothing inside <main> runs out of its box on a 320 px phone: every element's box stays on
 * the screen and its content inside its box, and no page is wider than the screen. The
 * imprint's table of contents (Berufshaftpflichtversicherung) and the privacy page's title were
 * the offenders. On the same visit of every template: the footer's link to the costs page.
 */
import type { Page } from "@playwright/test";
import { expect, scriptsReady, test } from "./fixtures.ts";
import { TEMPLATE_URLS } from "./spec-urls.ts";
import { sticksOut } from "./sticks-out.ts";

test.use({ viewport: { width: 320, height: 640 } });

/** Every element of <main> that overflows horizontally, named for the report. */
async function overflowing(page: Page): Promise<string[]> {
  await scriptsReady(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.locator("main").evaluate((main) => {
    const viewport = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        element.classList.length ? `.${[...element.classList].join(".")}` : ""
      } «${(element.textContent ?? "").trim().slice(0, 30)}»`;
    const found: string[] = [];
    for (const element of [main, ...main.querySelectorAll("*")]) {
      if (element.closest(".visually-hidden")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      // Its box stays on the screen …
      if (rect.left < -0.5 || rect.right > viewport + 0.5)
        found.push(`${name(element)}: box ${rect.left}–${rect.right} of ${viewport}`);
      // … and its content inside its box (clientWidth is 0 for inline boxes, which the first
      // check covers).
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)}: content ${element.scrollWidth} > box ${element.clientWidth}`);
    }
    return found;
  });
}

test("no page template has an element in main that overflows horizontally", async ({ page }) => {
  const problems: string[] = [];
  for (const path of TEMPLATE_URLS) {
    // The layout is the prerendered page's; the site's script changes no box (CLS 0).
    await page.goto(path, { waitUntil: "domcontentloaded" });
    for (const problem of await overflowing(page)) problems.push(`${path}: ${problem}`);
    // Nothing, in <main> or the frame, reaches out of the box it sits in (a flex or grid item
    // as wide as its longest word), even where it stays on screen.
    for (const { what, by } of await sticksOut(page)) problems.push(`${path}: ${what} (${by} px)`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth !== 320) problems.push(`${path}: the page is ${scrollWidth} px wide`);
    // The footer is one component (app/frame/site-footer.tsx), so this visit of every template
    // also checks that it links the costs page in every mode.
    const costs = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Kosten der Psychotherapie" });
    await expect(costs, path).toHaveAttribute("href", "/psychotherapie/kosten");
  }
  expect(problems).toEqual([]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Kosten" }).click();
  await expect(page).toHaveURL(/\/psychotherapie\/kosten$/);
});
