/**
 * Nothing typed is lost to the tab, in WebKit and Firefox (decision 015): the entries and the
 * psychotherapy step come back after a reload (as after a tab the phone discarded, which the
 * browser loads anew from its history entry), after a link and Back, and after Back past step 1
 * and Forward; a confirmed „Eingaben verwerfen“ erases them (a send too: contact.engine.ts, on
 * the general form it sends); the honeypot is never kept.
 */
import {
  CONTACT_DETAILS,
  DRAFT_KEY,
  expectFields,
  expectStepWithValues,
  fillStepsOneAndTwo,
  formReady,
  kept,
  onStep,
  openForm,
  STEP_2,
  STEP_3,
  typeInto,
} from "./contact-steps.ts";
import type { EnginePage } from "./engine-page.ts";
import { expect, PHONE, test } from "./fixtures.ts";

const PATH = "/psychotherapie/kontakt";
const HONEYPOT = "https://honeypot.example";

/** The wizard reached from /psychotherapie, the honeypot filled as a bot would, on step 3. */
async function wizardOnStep3(page: EnginePage) {
  await page.goto("/psychotherapie");
  await page.click(`main a[href="${PATH}"]`);
  await formReady(page);
  await page.evaluate(() => {
    const honeypot = document.querySelector<HTMLInputElement>("#psychotherapie-website");
    if (!honeypot) throw new Error("no honeypot");
    honeypot.value = "https://honeypot.example";
    honeypot.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await fillStepsOneAndTwo(page);
}

async function expectRestored(page: EnginePage, step: number) {
  await formReady(page);
  await onStep(page, step);
  const { draft, local, cookies } = await page.evaluate(kept, DRAFT_KEY);
  expect(draft).toContain(CONTACT_DETAILS.firstName);
  expect(draft).not.toContain(HONEYPOT);
  expect({ local, cookies }).toEqual({ local: 0, cookies: "" });
}

test("a reload on step 3 restores the entries and the step, and Back and Forward walk the steps of before", async ({
  open,
}) => {
  const page = await open(PHONE);
  await wizardOnStep3(page);
  await typeInto(page, STEP_3);
  await page.reload();
  await expectRestored(page, 3);
  await expectFields(page, { ...STEP_3, website: "" });
  await page.back();
  await expectStepWithValues(page, 2, STEP_2);
  await page.back();
  await expectStepWithValues(page, 1, CONTACT_DETAILS);
  await page.forward();
  await expectStepWithValues(page, 2, STEP_2);
});

test("a link and Back restore the entries and the step", async ({ open }) => {
  const page = await open(PHONE);
  await wizardOnStep3(page);
  await page.click('footer a[href="/impressum"]');
  await page.waitFor("the imprint", () => location.pathname === "/impressum");
  await page.back();
  await page.waitFor("the contact page", (path) => location.pathname === path, PATH);
  await expectRestored(page, 3);
  // „Zurück“ takes up the entries of before as Back does.
  await page.click("form.contact-form .wizard__back");
  await expectStepWithValues(page, 2, STEP_2);
});

test("Back past step 1 and Forward restore the entries, and Forward the next step", async ({
  open,
}) => {
  const page = await open(PHONE);
  await wizardOnStep3(page);
  await page.back();
  await onStep(page, 2);
  await page.back();
  await onStep(page, 1);
  await page.back();
  await page.waitFor("the page before", () => location.pathname === "/psychotherapie");
  await page.forward();
  await page.waitFor("the contact page", (path) => location.pathname === path, PATH);
  await expectRestored(page, 1);
  await expectFields(page, CONTACT_DETAILS);
  await page.forward();
  await expectStepWithValues(page, 2, STEP_2);
});

test("„Eingaben verwerfen“ asks first; confirmed, it empties the form and the storage", async ({
  open,
}) => {
  const page = await open(PHONE);
  await openForm(page, "/sportphysiotherapie/kontakt");
  await typeInto(page, CONTACT_DETAILS);
  const dialogOpen = () =>
    document.querySelector<HTMLDialogElement>("dialog.discard-dialog")?.open ?? false;
  await page.click(".discard-entries__open");
  // Firefox may hand the click to the page after the driver's call returns.
  await page.waitFor("the dialog to open", dialogOpen);
  await page.press("Escape");
  await page.waitFor(
    "the dialog to close",
    () => !document.querySelector<HTMLDialogElement>("dialog.discard-dialog")?.open,
  );
  await expectFields(page, { firstName: CONTACT_DETAILS.firstName });
  expect((await page.evaluate(kept, DRAFT_KEY)).draft).toContain(CONTACT_DETAILS.firstName);

  await page.click(".discard-entries__open");
  await page.click("dialog.discard-dialog .discard-dialog__confirm");
  await page.waitFor(
    "the form to empty",
    () =>
      document.querySelector<HTMLInputElement>('form.contact-form [name="firstName"]')?.value ===
      "",
  );
  expect(await page.evaluate(dialogOpen)).toBe(false);
  expect((await page.evaluate(kept, DRAFT_KEY)).draft).toBeNull();
  await page.reload();
  await formReady(page);
  await expectFields(page, { firstName: "" });
});

/**
 * What a restored form shows in the page: the discard button, any field's message, and whether
 * a leave is asked about (a cancelable beforeunload the leave guard cancels). Runs in the page.
 */
function restoredState() {
  const leave = new Event("beforeunload", { cancelable: true });
  dispatchEvent(leave);
  return {
    discard: document.querySelector(".discard-entries__open") !== null,
    messages: [...document.querySelectorAll(".field__error-text")].map(
      (message) => message.textContent,
    ),
    asks: leave.defaultPrevented,
  };
}

test("a reload restores a prerendered form with its entries unsent, without messages", async ({
  open,
}) => {
  // Firefox puts the fields' values back itself before the form's script runs; the form must
  // still count them as entries (leave guard, „Eingaben verwerfen“) and show no message the
  // visitor never caused.
  const page = await open(PHONE);
  await openForm(page, "/sportphysiotherapie/kontakt");
  await typeInto(page, CONTACT_DETAILS);
  await page.reload();
  await formReady(page);
  await expectFields(page, CONTACT_DETAILS);
  expect(await page.evaluate(restoredState)).toEqual({ discard: true, messages: [], asks: true });
});

test("a reload with the focus still in a field shows no message for its restored entry", async ({
  open,
}) => {
  // The visitor never left the e-mail field on either load: a restore is silent, as a fresh page.
  const page = await open(PHONE);
  await openForm(page, "/sportphysiotherapie/kontakt");
  await typeInto(page, { email: "erika@" });
  await page.reload();
  await formReady(page);
  await expectFields(page, { email: "erika@" });
  expect(await page.evaluate(restoredState)).toMatchObject({ discard: true, messages: [] });
  expect(await page.evaluate(() => document.querySelectorAll('[aria-invalid="true"]').length)).toBe(
    0,
  );
});
