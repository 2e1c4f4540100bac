/**
 * The contact forms as a visitor fills them in the engine tests: fields by name (the schema's
 * keys), text typed key by key, options and boxes chosen by click. The answers are the unit
 * tests' valid values (test-support/contact-fixtures.ts).
 */
import {
  validGeneralValues,
  validPsychotherapieValues,
  validSportValues,
} from "#test-support/contact-fixtures.ts";
import type { EnginePage } from "./engine-page.ts";
import { expect } from "./fixtures.ts";

const SUCCESS =
  "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir.";

/** The contact form's field by its name (a CSS selector; e2e/'s `field` finds one by label). */
export const fieldNamed = (name: string) => `form.contact-form [name="${name}"]`;
/** A radio button of the named field by its value. */
export const option = (name: string, value: string) => `${fieldNamed(name)}[value="${value}"]`;
/** „Weiter“, or „Anfrage senden“ on the last step (the other one is in the form, hidden). */
const PRIMARY = "form.contact-form button.contact-form__primary:not([hidden])";

export const typeInto = (page: EnginePage, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (done, [name, text]) => done.then(() => page.type(fieldNamed(name), text)),
    Promise.resolve(),
  );

/** The contact island has hydrated: the form is React's (app/browser/contact-hydrate.tsx). */
export function hydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

/**
 * Whether the form has hydrated; until then, each call turns to the form (a `focusin` inside
 * it, without moving the focus), on which the page's script loads the island (decision 020).
 * Runs in the page.
 */
function turnedToForm(): boolean {
  if (document.documentElement.dataset.hydrated === "true") return true;
  document
    .querySelector(".contact-wizard a, .contact-wizard input")
    ?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  return false;
}

/** Turns to the contact form and waits until its script has run. */
export const formReady = (page: EnginePage) => page.waitFor("the form's script", turnedToForm);

/** Opens a contact page and waits for its form's script. */
export async function openForm(page: EnginePage, path: string) {
  await page.goto(path);
  await formReady(page);
}

/** On /kontakt: the general form, chosen by its card (a link the wizard follows in place). */
export const chooseGeneralForm = (page: EnginePage) =>
  page.click('.form-card[data-form-type="general"]');

/** The named fields hold exactly `values`. */
export async function expectFields(page: EnginePage, values: Record<string, string>) {
  expect(await page.evaluate(valuesOf, Object.keys(values))).toEqual(values);
}

/** The wizard shows `step`, its fields holding `values`. */
export async function expectStepWithValues(
  page: EnginePage,
  step: number,
  values: Record<string, string>,
) {
  await onStep(page, step);
  await expectFields(page, values);
}

/** The value of each named field of the form. Runs in the page. */
export function valuesOf(names: string[]): Record<string, string | null> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      document.querySelector<HTMLInputElement>(`form.contact-form [name="${name}"]`)?.value ?? null,
    ]),
  );
}

/** Waits until the wizard shows `step`. */
export const onStep = (page: EnginePage, step: number) =>
  page.waitFor(
    `step ${step}`,
    (expected) =>
      document.querySelector(".wizard-progress__text")?.textContent === `Schritt ${expected} von 8`,
    step,
  );

/** The wizard's steps as a visitor meets them after a change of step. Runs in the page. */
export function stepShown() {
  const form = document.querySelector("form.contact-form");
  const title = form?.querySelector(".wizard__step:not([hidden]) .wizard__step-title");
  const box = title?.getBoundingClientRect();
  return {
    announced: form?.querySelector('[role="status"]')?.textContent ?? null,
    focused: (document.activeElement as HTMLInputElement | null)?.name ?? null,
    titleInView: box ? box.top >= 0 && box.bottom <= innerHeight : false,
  };
}

/**
 * The wizard moved to `step` (by Back, Forward or „Zurück“) as a screen reader and a sighted
 * visitor meet it: announced with its title, its title in view, the focus in `firstField`.
 */
export async function expectStepShown(
  page: EnginePage,
  step: number,
  title: string,
  firstField: string,
) {
  await onStep(page, step);
  await page
    .waitFor(
      `the focus in ${firstField}`,
      (name) => (document.activeElement as HTMLInputElement | null)?.name === name,
      firstField,
    )
    .catch(async (error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(await page.evaluate(stepShown))}`);
    });
  expect(await page.evaluate(stepShown)).toEqual({
    announced: `Schritt ${step} von 8: ${title}`,
    focused: firstField,
    titleInView: true,
  });
}

export async function continueToStep(page: EnginePage, step: number) {
  await page.click(PRIMARY);
  await onStep(page, step);
}

const PSYCHOTHERAPIE_TEXTS = validPsychotherapieValues;
export const CONTACT_DETAILS = {
  firstName: PSYCHOTHERAPIE_TEXTS.firstName,
  lastName: PSYCHOTHERAPIE_TEXTS.lastName,
  email: PSYCHOTHERAPIE_TEXTS.email,
  phone: PSYCHOTHERAPIE_TEXTS.phone,
};
export const STEP_2 = {
  beschwerden: PSYCHOTHERAPIE_TEXTS.beschwerden,
  currentBurden: PSYCHOTHERAPIE_TEXTS.currentBurden,
  problemDuration: PSYCHOTHERAPIE_TEXTS.problemDuration,
};
export const STEP_3 = { seekingHelpTrigger: PSYCHOTHERAPIE_TEXTS.seekingHelpTrigger };

/** Steps 1 and 2 of the psychotherapy wizard, ending on step 3. */
export async function fillStepsOneAndTwo(page: EnginePage) {
  await typeInto(page, { ...CONTACT_DETAILS, message: PSYCHOTHERAPIE_TEXTS.message });
  await continueToStep(page, 2);
  await typeInto(page, STEP_2);
  await continueToStep(page, 3);
}

/** Steps 3 to 8 of the psychotherapy wizard and the send. */
export async function fillStepsThreeToEightAndSend(page: EnginePage) {
  await typeInto(page, STEP_3);
  await continueToStep(page, 4);
  await typeInto(page, { affectedAreas: PSYCHOTHERAPIE_TEXTS.affectedAreas });
  await page.click(option("nimmtPsychopharmaka", "NEIN"));
  await continueToStep(page, 5);
  await page.click(option("hasPreviousTherapy", "NEIN"));
  await continueToStep(page, 6);
  await page.click(fieldNamed("montag"));
  await continueToStep(page, 7);
  await page.select(fieldNamed("informationsquelle"), "Internet-Suche");
  await continueToStep(page, 8);
  await page.select(fieldNamed("versicherungsArt"), "Selbstzahler");
  await page.click(option("arztBehandlungConsent", "ja"));
  await page.click(fieldNamed("terms"));
  await page.click(PRIMARY);
}

export async function fillSportFormAndSend(page: EnginePage) {
  await typeInto(page, CONTACT_DETAILS);
  await fillSportAnswersAndSend(page);
}

/** The sports form's own questions, the consent and the send. */
export async function fillSportAnswersAndSend(page: EnginePage) {
  const { beschwerden, tageszeiten, message } = validSportValues;
  await page.select(fieldNamed("therapyType"), validSportValues.therapyType);
  await typeInto(page, { beschwerden, tageszeiten, message });
  await page.click(fieldNamed("hasRezept"));
  await page.click(fieldNamed("terms"));
  await page.click(PRIMARY);
}

export async function fillGeneralFormAndSend(
  page: EnginePage,
  message = validGeneralValues.message,
) {
  await typeInto(page, { ...CONTACT_DETAILS, message });
  await page.select(fieldNamed("inquiryReason"), validGeneralValues.inquiryReason);
  await page.click(fieldNamed("terms"));
  await page.click(PRIMARY);
}

/**
 * After a send: the success message is shown and holds the focus, the form is gone, and the
 * message comes into view (in WebKit it once took the focus while the view stayed at the footer).
 */
export async function expectSent(page: EnginePage) {
  const refused = () =>
    [...document.querySelectorAll(".field__error-text, .contact-banner--error")].map(
      (message) => message.textContent,
    );
  await page
    .waitFor("the success message to take the focus", () =>
      Boolean(document.activeElement?.closest("#contact-sent")),
    )
    .catch(async (error: Error) => {
      throw new Error(
        `${error.message}; the page says: ${(await page.evaluate(refused)).join(" | ")}`,
      );
    });
  expect(await page.evaluate(sentState)).toMatchObject({
    focused: SUCCESS,
    fragment: "#contact-sent",
    form: false,
  });
  // In view: it is scrolled there as it takes the focus (WebKit once left it above the view).
  await page
    .waitFor("the success message in view", () => {
      const box = document.activeElement?.getBoundingClientRect();
      return box && box.top >= 0 && box.bottom <= innerHeight;
    })
    .catch(async (error: Error) => {
      const where = await page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect();
        return `its box ${box?.top}–${box?.bottom} px, the viewport ${innerHeight} px, scrolled ${scrollY} px`;
      });
      throw new Error(`${error.message}: ${where}`);
    });
}

function sentState() {
  return {
    focused: document.activeElement?.textContent ?? null,
    fragment: location.hash,
    form: document.querySelector("form.contact-form") !== null,
  };
}

/** The draft's key in sessionStorage, written out (app/contact/draft-storage.ts). */
export const DRAFT_KEY = "contactDraft";

/** Where the page keeps anything: the draft in this tab, and nothing in localStorage or cookies. */
export function kept(key: string) {
  return {
    draft: sessionStorage.getItem(key),
    local: localStorage.length,
    cookies: document.cookie,
  };
}
