/**
 * The psychotherapy wizard's steps as history entries (issue 22): the browser's Back and Forward
 * (and a phone's back gesture) move between the steps without the leave dialog and without
 * losing entries; Back on step 1 leaves the page, asking first while entries are unsent, and
 * Forward returns to the entries and the steps. A page loaded anew on these entries (reload,
 * link and Back) is e2e/contact-draft.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe.ts";
import {
  backToChooser,
  button,
  captureNotify,
  card,
  field,
  fillPsychotherapieUntil,
  followLink,
  PERSON,
  PSY,
  PSYCHOTHERAPIE_TEXTS,
  radioGroup,
  SUCCESS,
  stepText,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

const PATH = "/psychotherapie/kontakt";
const BEFORE = "/psychotherapie";
const TRIGGER = PSYCHOTHERAPIE_TEXTS.seekingHelpTrigger;

/** Opens the wizard from another page of the site, so Back on step 1 has somewhere to go. */
async function openWizardFrom(page: Page, before = BEFORE) {
  await page.goto(before);
  await followLink(page, PATH);
  await waitForHydration(page);
}

/** Records every dialog's type and answers it with `answer` (changeable by the test). */
function recordDialogs(page: Page) {
  const dialogs = { types: [] as string[], accept: false };
  page.on("dialog", async (dialog) => {
    dialogs.types.push(dialog.type());
    await (dialogs.accept ? dialog.accept() : dialog.dismiss());
  });
  return dialogs;
}

const announcement = (page: Page) => page.getByRole("status").filter({ hasText: "Schritt" });

async function expectStep(page: Page, step: number, title: string) {
  await expect(stepText(page)).toHaveText(`Schritt ${step} von 8`);
  await expect(announcement(page)).toHaveText(`Schritt ${step} von 8: ${title}`);
  await expect(page.getByRole("heading", { level: 4, name: title })).toBeInViewport();
}

// At a phone's 360 px, Back and Forward between the steps, each step announced, its title in
// view and the focus in its first field, run in every engine (engines/contact.engine.ts); here
// on a desktop, what only Chromium can check: the leave prompt, axe, Forward's end.
test.describe("wizard history between the steps (desktop)", () => {
  test("Back and Forward move between steps with their entries; Back on step 1 leaves, asking first", async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await openWizardFrom(page);
    await fillPsychotherapieUntil(page, 3);
    await field(page, PSY.seekingHelpTrigger).fill(TRIGGER);

    await page.goBack();
    await expectStep(page, 2, "Therapiebedarf");
    await expect(field(page, PSY.beschwerden)).toBeFocused();
    await expect(field(page, PSY.beschwerden)).toHaveValue(PSYCHOTHERAPIE_TEXTS.beschwerden);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expectAxeClean(page);

    await page.goForward();
    await expectStep(page, 3, "Therapiebedarf");
    await expect(field(page, PSY.seekingHelpTrigger)).toBeFocused();
    await expect(field(page, PSY.seekingHelpTrigger)).toHaveValue(TRIGGER);
    // Forward reaches only steps already reached: step 4 never was.
    expect(await page.goForward()).toBeNull();
    await expect(stepText(page)).toHaveText("Schritt 3 von 8");

    // „Zurück“ is Back: Forward returns from it.
    await button(page, "Zurück").click();
    await expectStep(page, 2, "Therapiebedarf");
    await page.goForward();
    await expectStep(page, 3, "Therapiebedarf");

    await page.goBack();
    await page.goBack();
    await expectStep(page, 1, "Kontaktdaten");
    await expect(field(page, "Vorname")).toBeFocused();
    await expect(field(page, "Ihre Nachricht")).toHaveValue(PERSON.message);
    expect(dialogs.types, "no dialog while moving between steps").toEqual([]);

    // Back on step 1 leaves the page: the browser asks first; staying keeps everything.
    await page.evaluate(() => window.history.back());
    await expect.poll(() => dialogs.types).toEqual(["beforeunload"]);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
    await page.goForward();
    await expectStep(page, 2, "Therapiebedarf");
    await expect(field(page, PSY.beschwerden)).toHaveValue(PSYCHOTHERAPIE_TEXTS.beschwerden);

    dialogs.accept = true;
    await page.goBack();
    await expectStep(page, 1, "Kontaktdaten");
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(new RegExp(`${BEFORE}$`));
    expect(dialogs.types).toEqual(["beforeunload", "beforeunload"]);

    // Forward brings the page back with its entries on step 1, and Forward again step 2.
    await page.goForward();
    await waitForHydration(page);
    await expect(stepText(page)).toHaveText("Schritt 1 von 8");
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
    await page.goForward();
    await expect(stepText(page)).toHaveText("Schritt 2 von 8");
    await expect(field(page, PSY.beschwerden)).toHaveValue(PSYCHOTHERAPIE_TEXTS.beschwerden);
  });
});

// On a phone, where the success message lies furthest from the button: what Back and Forward do
// after a send is the same at every width.
test.describe("wizard history (phone 360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("after sending, Back leaves the page at once and nothing is sent again", async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    const requests = await captureNotify(page);
    await openWizardFrom(page);
    await fillPsychotherapieUntil(page, 8);
    await field(page, PSY.versicherungsArt).selectOption("Selbstzahler");
    await radioGroup(page, PSY.arztBehandlungConsent).getByLabel("Ja").check();
    // The consent's wording changes with issue 22 (Art. 9 GDPR): found by what it names.
    await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    await button(page, "Anfrage senden").click();
    const success = page.getByText(SUCCESS, { exact: true });
    await expect(success).toBeFocused();
    await expect(success).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`${PATH}#contact-sent$`));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${BEFORE}$`));
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(PATH));
    // Back in the page (from the back/forward cache) or loaded anew: never a step of the sent form.
    await expect(
      success.or(page.locator(".wizard-progress__text", { hasText: "Schritt 1 von 8" })),
    ).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(dialogs.types).toEqual([]);
  });
});

test("from the chooser, Back opens the psychotherapy form on the step before", async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto("/");
  await followLink(page, "/kontakt");
  await card(page, /^Psychotherapie/).click();
  await waitForHydration(page);
  await fillPsychotherapieUntil(page, 3);
  await backToChooser(page).click();
  await expect(stepText(page)).toHaveCount(0);

  await page.goBack();
  await expect(stepText(page)).toHaveText("Schritt 2 von 8");
  await expect(page.getByRole("heading", { name: "Anfrage Psychotherapie" })).toBeFocused();
  await expect(field(page, PSY.beschwerden)).toHaveValue(PSYCHOTHERAPIE_TEXTS.beschwerden);
  expect(dialogs.types).toEqual([]);
});
