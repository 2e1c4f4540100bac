/**
 * Nothing typed is lost to the tab (issue 30, decision 015), in the browser: the entries and the
 * psychotherapy step come back after a reload and after a link and Back (after the back gesture
 * past step 1 and Forward: contact-history.spec.ts); a send and a confirmed „Eingaben verwerfen“
 * erase them; the honeypot is never kept. What is stored, restoring over early entries and a
 * refusing storage are app/contact/contact-draft.test.tsx and draft-storage.test.ts.
 */
import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe.ts";
import {
  button,
  captureNotify,
  field,
  fillGeneralForm,
  fillPsychotherapieUntil,
  fillSportForm,
  followLink,
  openGeneralForm,
  openSportForm,
  PERSON,
  PSY,
  PSYCHOTHERAPIE_TEXTS,
  SUCCESS,
  stepText,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

const PATH = "/psychotherapie/kontakt";
const BEFORE = "/psychotherapie";
/** The draft's key in sessionStorage, written out (app/contact/draft-storage.ts). */
const DRAFT_KEY = "contactDraft";
const HONEYPOT = "https://honeypot.example";

const draftText = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);

/** Every dialog (the leave prompt) is accepted: the tests leave on purpose. */
function acceptDialogs(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
}

/** The wizard opened from another page, filled up to `step`, the honeypot filled as a bot would. */
async function wizardOnStep(page: Page, step: number) {
  acceptDialogs(page);
  await page.goto(BEFORE);
  await followLink(page, PATH);
  await waitForHydration(page);
  await page.locator("#psychotherapie-website").fill(HONEYPOT);
  await fillPsychotherapieUntil(page, step);
}

async function expectStep(page: Page, step: number) {
  await expect(stepText(page)).toHaveText(`Schritt ${step} von 8`);
}

/** What a visitor sees kept, and that nothing went anywhere but this tab's sessionStorage. */
async function expectKeptOnlyInTheTab(page: Page) {
  const draft = await draftText(page);
  expect(draft).toContain(PERSON.firstName);
  expect(draft).not.toContain(HONEYPOT);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  expect(await page.context().cookies()).toEqual([]);
}

test.describe("draft in the tab", () => {
  test("a reload on step 3 restores the entries and the step; Back and Forward walk the steps of before", async ({
    page,
  }) => {
    await wizardOnStep(page, 3);
    await field(page, PSY.seekingHelpTrigger).fill(PSYCHOTHERAPIE_TEXTS.seekingHelpTrigger);
    await page.reload();
    await waitForHydration(page);
    await expectStep(page, 3);
    await expect(field(page, PSY.seekingHelpTrigger)).toHaveValue(
      PSYCHOTHERAPIE_TEXTS.seekingHelpTrigger,
    );
    await expect(page.locator("#psychotherapie-website")).toHaveValue("");
    await expectKeptOnlyInTheTab(page);

    await page.goBack();
    await expectStep(page, 2);
    await expect(field(page, PSY.beschwerden)).toHaveValue(PSYCHOTHERAPIE_TEXTS.beschwerden);
    await page.goBack();
    await expectStep(page, 1);
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
    await page.goForward();
    await expectStep(page, 2);
  });

  test("a link and Back restore the entries and the step", async ({ page }) => {
    await wizardOnStep(page, 3);
    await followLink(page, "/impressum");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await waitForHydration(page);
    await expectStep(page, 3);
    await button(page, "Zurück").click();
    await expectStep(page, 2);
    await expect(field(page, PSY.beschwerden)).toHaveValue(PSYCHOTHERAPIE_TEXTS.beschwerden);
  });

  test("a send erases the draft, and the success message is in view though the visitor scrolled away", async ({
    page,
  }) => {
    acceptDialogs(page);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await captureNotify(page, async (route) => {
      await answered;
      await route.fulfill({ status: 201, json: { id: "x" } });
    });
    await openSportForm(page);
    await fillSportForm(page);
    expect(await draftText(page)).toContain(PERSON.firstName);
    await button(page, "Anfrage senden").click();
    await expect(button(page, "Anfrage wird gesendet …")).toBeVisible();
    // While it sends, the visitor scrolls down to the footer.
    await page.locator("footer").last().scrollIntoViewIfNeeded();
    answer();
    const success = page.getByText(SUCCESS, { exact: true });
    await expect(success).toBeFocused();
    await expect(success).toBeInViewport();
    expect(await draftText(page)).toBeNull();

    await page.reload();
    await waitForHydration(page);
    await expect(field(page, "Vorname")).toHaveValue("");
  });

  test("„Eingaben verwerfen“ asks first: keeping changes nothing, confirming empties the form and the storage", async ({
    page,
  }) => {
    await openGeneralForm(page);
    const opener = button(page, "Eingaben verwerfen");
    await expect(opener).toHaveCount(0);
    await fillGeneralForm(page);

    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Eingaben verwerfen?" });
    await expect(dialog).toBeVisible();
    await expect(button(page, "Nein, behalten")).toBeFocused();
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
    expect(await draftText(page)).toContain(PERSON.firstName);

    await page.keyboard.press("Enter");
    await expect(button(page, "Nein, behalten")).toBeFocused();
    await button(page, "Nein, behalten").click();
    await expect(opener).toBeFocused();

    await opener.click();
    await button(page, "Ja, verwerfen").click();
    await expect(dialog).toBeHidden();
    await expect(field(page, "Vorname")).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Allgemeine Anfrage" })).toBeFocused();
    await expect(opener).toHaveCount(0);
    expect(await draftText(page)).toBeNull();
  });
});
