/**
 * The draft in the tab (issue 30, decision 015), what only Chromium's driver can check: a send
 * whose answer is held while the visitor scrolls away erases the draft and brings the success
 * message into view, and „Eingaben verwerfen“ by keyboard, its focus and axe. The draft's paths
 * (reload, link and Back, Back past step 1 and Forward, a send and a confirmed discard erasing
 * it, the honeypot never kept) run in every engine: engines/draft.engine.ts and
 * contact.engine.ts. What is stored, restoring over early entries and a refusing storage are
 * app/contact/contact-draft.test.tsx and draft-storage.test.ts.
 */
import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe.ts";
import {
  button,
  captureNotify,
  field,
  fillGeneralForm,
  fillSportForm,
  openGeneralForm,
  openSportForm,
  PERSON,
  SUCCESS,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The draft's key in sessionStorage, written out (app/contact/draft-storage.ts). */
const DRAFT_KEY = "contactDraft";

const draftText = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);

/** Every dialog (the leave prompt) is accepted: the tests leave on purpose. */
function acceptDialogs(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
}

test.describe("draft in the tab", () => {
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
