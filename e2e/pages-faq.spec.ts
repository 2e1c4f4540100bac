/**
 * The FAQ accordion in the browser by keyboard, its links and axe (requirements §2, §4). One
 * answer at a time by click runs in every engine: engines/frame.engine.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { faq } from "#content/pages/faq.ts";
import { expectAxeClean } from "./axe.ts";
import { escapeRegExp } from "./contact-helpers.ts";
import { expect, gotoReady, scriptsReady, test } from "./fixtures.ts";
import { markDocument, sameDocument } from "./frame-helpers.ts";
import { faqEntryLinkingAPage, plain } from "./pages-helpers.ts";

const entries = (page: Page) => page.locator("main details.faq__item");
const questions = (page: Page) => page.locator("main details.faq__item > summary");
const answerOf = (summary: Locator) => summary.locator("xpath=..").locator(".faq__answer");

test.describe("FAQ accordion", () => {
  test("works by keyboard: Tab reaches the questions, Enter and Space toggle", async ({ page }) => {
    await gotoReady(page, "/sportphysiotherapie/faq");
    const first = questions(page).first();
    const second = questions(page).nth(1);
    // A click on the heading sets where sequential focus starts: the next Tab stop is the
    // first question.
    await page.locator("main h1").click();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(answerOf(first)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(answerOf(second)).toBeVisible();
    await expect(answerOf(first)).toBeHidden();
    await expect(entries(page).and(page.locator("[open]"))).toHaveCount(1);
    await page.keyboard.press("Space");
    await expect(answerOf(second)).toBeHidden();
    await expect(entries(page).and(page.locator("[open]"))).toHaveCount(0);
    // The focus ring is visible on the question.
    const outline = await second.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("/faq shows both lists; a link in an answer is a plain link to its page", async ({
    page,
  }) => {
    await gotoReady(page, "/faq");
    // Exact: the footer's heading is the practice's brand, which may name a line too.
    for (const name of ["Psychotherapie", "Sportphysiotherapie"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    expect(await questions(page).count()).toBeGreaterThanOrEqual(20);
    const linking = faqEntryLinkingAPage(faq.psychotherapie);
    const entry = entries(page).filter({
      has: page.getByRole("heading", { level: 3, name: plain(linking.question), exact: true }),
    });
    await entry.locator("summary").click();
    await markDocument(page);
    await entry.getByRole("link", { name: plain(linking.label), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(linking.href)}$`));
    await scriptsReady(page);
    await expect(page.locator("main h1")).toBeVisible();
    // The browser loaded the page; no script of ours stood in between.
    expect(await sameDocument(page)).toBe(false);
  });

  test("an open answer passes axe", async ({ page }) => {
    await gotoReady(page, "/faq");
    await questions(page).nth(2).click();
    await expect(answerOf(questions(page).nth(2))).toBeVisible();
    await expectAxeClean(page);
  });
});
