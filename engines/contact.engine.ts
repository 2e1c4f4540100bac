/**
 * The contact forms in the other engines, sent for real to the test server: the psychotherapy
 * wizard end to end with Back and Forward between its steps, the sports and general forms (the
 * general form's send erases the draft), and what a visitor types before the form's script has
 * run.
 */
import { validGeneralValues } from "#test-support/contact-fixtures.ts";
import { expectStoredAndMailedOnce, requestToken } from "../e2e/stored-requests.ts";
import {
  CONTACT_DETAILS,
  chooseGeneralForm,
  DRAFT_KEY,
  expectFields,
  expectSent,
  expectStepShown,
  fillGeneralFormAndSend,
  fillSportAnswersAndSend,
  fillSportFormAndSend,
  fillStepsOneAndTwo,
  fillStepsThreeToEightAndSend,
  formReady,
  hydrated,
  kept,
  openForm,
  STEP_2,
  typeInto,
} from "./contact-steps.ts";
import { DESKTOP, expect, PHONE, test } from "./fixtures.ts";
import { holdFormCodeAtProxy } from "./held-script-proxy.ts";

test("the psychotherapy wizard, Back and Forward between its steps, and a real send", async ({
  open,
}) => {
  const page = await open(PHONE);
  await openForm(page, "/psychotherapie/kontakt");
  await fillStepsOneAndTwo(page);
  await page.back();
  await expectStepShown(page, 2, "Therapiebedarf", "beschwerden");
  await expectFields(page, STEP_2);
  await page.back();
  await expectStepShown(page, 1, "Kontaktdaten", "firstName");
  await expectFields(page, CONTACT_DETAILS);
  await page.forward();
  await expectStepShown(page, 2, "Therapiebedarf", "beschwerden");
  await page.forward();
  await expectStepShown(page, 3, "Therapiebedarf", "seekingHelpTrigger");
  await fillStepsThreeToEightAndSend(page);
  await expectSent(page);
});

test("the sports form, sent for real", async ({ open }) => {
  const page = await open(PHONE);
  await openForm(page, "/sportphysiotherapie/kontakt");
  await fillSportFormAndSend(page);
  await expectSent(page);
});

test("the general form, chosen on /kontakt and sent for real, stored and mailed; the send erases the draft", async ({
  open,
}) => {
  const page = await open(DESKTOP);
  await openForm(page, "/kontakt");
  await chooseGeneralForm(page);
  const token = requestToken();
  await fillGeneralFormAndSend(page, `${validGeneralValues.message} ${token}`);
  await expectSent(page);
  // The server took it: stored and mailed once.
  await expectStoredAndMailedOnce(token, "general");
  // Nothing typed is kept once it is sent (decision 015): a reload shows an empty form.
  expect((await page.evaluate(kept, DRAFT_KEY)).draft).toBeNull();
  await page.reload();
  await formReady(page);
  await chooseGeneralForm(page);
  await expectFields(page, { firstName: "" });
});

test("what a visitor types before the form's script has run is kept and sent", async ({
  open,
  baseURL,
}) => {
  const proxy = await holdFormCodeAtProxy(baseURL ?? "");
  try {
    const page = await open(PHONE);
    await page.goto(`${proxy.origin}/sportphysiotherapie/kontakt`, "parsed");
    await typeInto(page, CONTACT_DETAILS);
    // Typing is turning to the form: the page's script asked for the form's code.
    await proxy.requested;
    expect(await page.evaluate(hydrated)).toBe(false);
    proxy.release();
    await formReady(page);
    await expectFields(page, CONTACT_DETAILS);
    await fillSportAnswersAndSend(page);
    await expectSent(page);
  } finally {
    await proxy.close();
  }
});
