/**
 * The FAQ answers without JavaScript and before the site's script runs (issue 11): each entry
 * is the platform's <details>, so the browser alone opens an answer, keeps one open at a time
 * (requirements §4) and closes it again, on every page that lists FAQ entries.
 */
import type { Page } from "@playwright/test";
import { faq } from "#content/pages/faq.ts";
import { escapeRegExp } from "./contact-helpers.ts";
import { expect, holdScripts, test } from "./fixtures.ts";
import { faqEntryLinkingAPage, plain } from "./pages-helpers.ts";

const FAQ_PAGES = ["/faq", "/psychotherapie/faq", "/sportphysiotherapie/faq"];

const entries = (page: Page) => page.locator("main details.faq__item");
const question = (page: Page, index: number) => entries(page).nth(index).locator("summary");
const answer = (page: Page, index: number) => entries(page).nth(index).locator(".faq__answer");

async function expectOnlyOpen(page: Page, index: number) {
  await expect(answer(page, index)).toBeVisible();
  await expect(page.locator("main details.faq__item[open]")).toHaveCount(1);
  await expect(page.locator("main .faq__answer:visible")).toHaveCount(1);
}

// On a phone: the platform's <details> open and close alike at every width.
test.describe("FAQ without JavaScript (phone)", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // One visit per page: a fresh browser page for each check cost more than the checks.
  test("every FAQ page: a click on a question opens its answer, another closes it, a second click closes; /faq keeps one open across both lists; an answer's link is an ordinary link", async ({
    page,
  }) => {
    for (const path of FAQ_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        expect(await entries(page).count()).toBeGreaterThanOrEqual(10);
        await expect(page.locator("main .faq__answer:visible")).toHaveCount(0);
        // The question stays a heading inside its summary, for navigation by headings.
        await expect(question(page, 0).getByRole("heading")).toHaveText(/\?$/);

        await question(page, 0).click();
        await expectOnlyOpen(page, 0);
        await expect(answer(page, 0)).toHaveText(/(\S+\s+){5}\S+/);

        await question(page, 1).click();
        await expectOnlyOpen(page, 1);
        await expect(answer(page, 0)).toBeHidden();

        await question(page, 1).click();
        await expect(page.locator("main .faq__answer:visible")).toHaveCount(0);
      });
    }

    await test.step("/faq keeps one answer open across both lists", async () => {
      await page.goto("/faq");
      const lists = page.locator("main .faq");
      await expect(lists).toHaveCount(2);
      await lists.nth(0).locator("summary").first().click();
      await expect(lists.nth(0).locator(".faq__answer").first()).toBeVisible();
      await lists.nth(1).locator("summary").first().click();
      await expect(lists.nth(1).locator(".faq__answer").first()).toBeVisible();
      await expect(lists.nth(0).locator(".faq__answer").first()).toBeHidden();
      await expect(page.locator("main .faq__answer:visible")).toHaveCount(1);
    });

    await test.step("an answer's link is an ordinary link", async () => {
      await page.goto("/psychotherapie/faq");
      const linking = faqEntryLinkingAPage(faq.psychotherapie);
      const entry = entries(page).filter({
        has: page.locator("summary", { hasText: plain(linking.question) }),
      });
      await entry.locator("summary").click();
      await entry.getByRole("link", { name: plain(linking.label), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(linking.href)}$`));
    });
  });
});

test.describe("FAQ with JavaScript", () => {
  test("an answer opened while the site's script loads stays open once it runs", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/sportphysiotherapie/faq", { waitUntil: "commit" });
    await question(page, 2).click();
    await expectOnlyOpen(page, 2);
    await expect(page.locator("html")).not.toHaveAttribute("data-enhanced");

    release();
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    await expectOnlyOpen(page, 2);
    // With the script the browser still does the toggling, one open at a time.
    await question(page, 3).click();
    await expectOnlyOpen(page, 3);
  });
});
