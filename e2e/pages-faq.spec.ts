/** The FAQ accordion in the browser, by mouse and by keyboard (SPEC §2, §4). */
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./pages-helpers.ts";

test.describe("FAQ accordion", () => {
  test("a click opens an answer, another closes it, a second click closes", async ({ page }) => {
    await page.goto("/psychotherapie/faq");
    await hydrated(page);
    const questions = page.locator("main .faq__toggle");
    expect(await questions.count()).toBeGreaterThanOrEqual(10);
    const first = questions.nth(0);
    const second = questions.nth(1);
    const firstAnswer = page.locator(`#${await first.getAttribute("aria-controls")}`);
    const secondAnswer = page.locator(`#${await second.getAttribute("aria-controls")}`);

    await expect(firstAnswer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();
    await expect(
      page.getByRole("region", { name: (await first.textContent()) ?? "" }),
    ).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(secondAnswer).toBeVisible();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator("main .faq__answer:visible")).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("main .faq__answer:visible")).toHaveCount(0);
  });

  test("works by keyboard: Tab reaches the questions, Enter and Space toggle", async ({ page }) => {
    await page.goto("/sportphysiotherapie/faq");
    await hydrated(page);
    const first = page.locator("main .faq__toggle").first();
    const second = page.locator("main .faq__toggle").nth(1);
    // A click on the heading sets where sequential focus starts: the next Tab stop is the
    // first question.
    await page.locator("main h1").click();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    // The focus ring is visible on the question.
    const outline = await second.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("/faq shows both lists; an internal link in an answer navigates in the app", async ({
    page,
  }) => {
    await page.goto("/faq");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2, name: "Psychotherapie" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Sportphysiotherapie" }),
    ).toBeVisible();
    expect(await page.locator("main .faq__toggle").count()).toBeGreaterThanOrEqual(20);
    await page.getByRole("button", { name: "Wie nehme ich Kontakt auf?" }).click();
    await page.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
    await page.getByRole("region").getByRole("link", { name: "Kontaktformular" }).click();
    await expect(page).toHaveURL(/\/psychotherapie\/kontakt$/);
    expect(
      await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
  });

  test("an open answer passes axe", async ({ page }) => {
    const { default: AxeBuilder } = await import("@axe-core/playwright");
    await page.goto("/faq");
    await hydrated(page);
    await page.locator("main .faq__toggle").nth(2).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
