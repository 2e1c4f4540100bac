/** The psychotherapy wizard of requirements §4 in the browser (on /psychotherapie/kontakt). */
import type { Locator, Page } from "@playwright/test";
import { contactForm } from "#content/pages/kontakt.ts";
import { psychotherapieAnswersOnTheWire } from "#test-support/contact-fixtures.ts";
import { expectAxeClean } from "./axe.ts";
import {
  button,
  captureNotify,
  describedError,
  expectSentPage,
  field,
  fieldErrors,
  fillContactDetails,
  fillPsychotherapieStep8,
  fillPsychotherapieUntil,
  form,
  MSG,
  next,
  openContactPage,
  PERSON,
  PSY,
  PSYCHOTHERAPIE_TEXTS,
  radioGroup,
  SUCCESS,
  stepText,
  theOneRequest,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

const PATH = "/psychotherapie/kontakt";
const ANSWERS = PSYCHOTHERAPIE_TEXTS;

async function openWizard(page: Page) {
  await openContactPage(page, PATH);
  await waitForHydration(page);
}

/** Presses Tab until `target` has the focus (keyboard only; fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("psychotherapy wizard", () => {
  test("keyboard only: all eight steps, the request captured and checked field by field", async ({
    page,
  }) => {
    const requests = await captureNotify(page);
    await openWizard(page);

    // Skip link, then into the form.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeFocused();
    await page.keyboard.press("Enter");
    await tabTo(page, field(page, "Vorname"));

    // Step 1: contact details; Enter in a text field means 'Weiter'.
    await page.keyboard.type(PERSON.firstName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PERSON.lastName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PERSON.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PERSON.phone);
    await page.keyboard.press("Tab");
    await expect(field(page, "Ihre Nachricht")).toBeFocused();
    await page.keyboard.type(PERSON.message);
    await page.keyboard.press("Tab");
    await expect(button(page, "Weiter")).toBeFocused();
    await page.keyboard.press("Enter");

    // Step 2: the first field has the focus after the step change.
    await expect(stepText(page)).toHaveText("Schritt 2 von 8");
    await expect(field(page, PSY.beschwerden)).toBeFocused();
    await page.keyboard.type(ANSWERS.beschwerden);
    await page.keyboard.press("Tab");
    await page.keyboard.type(ANSWERS.currentBurden);
    await page.keyboard.press("Tab");
    await page.keyboard.type(ANSWERS.problemDuration);
    await page.keyboard.press("Enter");

    // Step 3: trigger and burden slider (default 5, two steps up).
    await expect(stepText(page)).toHaveText("Schritt 3 von 8");
    await expect(field(page, PSY.seekingHelpTrigger)).toBeFocused();
    await page.keyboard.type(ANSWERS.seekingHelpTrigger);
    await page.keyboard.press("Tab");
    const slider = page.getByRole("slider", { name: PSY.burdenScale });
    await expect(slider).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("7");
    await expect(slider).toHaveAttribute("aria-valuetext", "7 von 10");
    await tabTo(page, button(page, "Weiter"));
    await page.keyboard.press("Enter");

    // Step 4: affected areas, medication JA/NEIN (arrow keys choose in a radio group).
    await expect(stepText(page)).toHaveText("Schritt 4 von 8");
    await expect(field(page, PSY.affectedAreas)).toBeFocused();
    await page.keyboard.type(ANSWERS.affectedAreas);
    await page.keyboard.press("Tab");
    const medication = radioGroup(page, PSY.nimmtPsychopharmaka);
    await expect(medication.getByLabel("Ja")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(medication.getByLabel("Nein")).toBeChecked();
    await page.keyboard.press("Enter");

    // Step 5: earlier therapy JA opens the experience field.
    await expect(stepText(page)).toHaveText("Schritt 5 von 8");
    const therapy = radioGroup(page, PSY.hasPreviousTherapy);
    await expect(therapy.getByLabel("Ja")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(therapy.getByLabel("Ja")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(field(page, PSY.previousTherapyExperience)).toBeFocused();
    await page.keyboard.type(ANSWERS.previousTherapyExperience);
    await tabTo(page, button(page, "Weiter"));
    await page.keyboard.press("Enter");

    // Step 6: Montag, Mittwoch, Vormittag, Abend.
    await expect(stepText(page)).toHaveText("Schritt 6 von 8");
    await expect(field(page, "Montag")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(field(page, "Mittwoch")).toBeFocused();
    await page.keyboard.press("Space");
    await tabTo(page, field(page, "Vormittag"));
    await page.keyboard.press("Space");
    await tabTo(page, field(page, "Abend"));
    await page.keyboard.press("Space");
    await tabTo(page, button(page, "Weiter"));
    await page.keyboard.press("Enter");

    // Step 7: source 'Empfehlung' (second option) opens 'Wer hat uns empfohlen?'.
    await expect(stepText(page)).toHaveText("Schritt 7 von 8");
    await expect(field(page, PSY.informationsquelle)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(field(page, PSY.informationsquelle)).toHaveValue("Empfehlung");
    await page.keyboard.press("Tab");
    await expect(field(page, PSY.empfehlung)).toBeFocused();
    await page.keyboard.type(ANSWERS.empfehlung);
    await page.keyboard.press("Enter");

    // Step 8: private insurance, name, coverage, ja, consent; send.
    await expect(stepText(page)).toHaveText("Schritt 8 von 8");
    await expect(field(page, PSY.versicherungsArt)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(field(page, PSY.versicherungsArt)).toHaveValue("Privat versichert");
    await page.keyboard.press("Tab");
    await expect(field(page, PSY.versicherungsName)).toBeFocused();
    await page.keyboard.type(ANSWERS.versicherungsName);
    await page.keyboard.press("Tab");
    await expect(field(page, PSY.kostenuebernahmeGeklaert)).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(radioGroup(page, PSY.arztBehandlungConsent).getByLabel("Ja")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(field(page, PSY.suchtbeschreibung)).toBeFocused();
    await page.keyboard.type("Gelegentlich ein Glas Wein");
    await page.keyboard.press("Tab");
    await expect(field(page, PSY.terms)).toBeFocused();
    await page.keyboard.press("Space");
    await tabTo(page, button(page, "Anfrage senden"));
    await page.keyboard.press("Enter");

    await expectSentPage(page, PATH);
    expect(theOneRequest(requests, "/api/notify/psychotherapie")).toEqual({
      id: "<id>",
      ...PERSON,
      lastCalledPage: "",
      mode: "psychotherapie",
      website: "",
      ...psychotherapieAnswersOnTheWire,
      suchtbeschreibung: "Gelegentlich ein Glas Wein",
    });
  });

  test("progress bar, step text and circles follow the step; Zurück from step 2 keeps entries", async ({
    page,
  }) => {
    await openWizard(page);
    const fill = page.locator(".wizard-progress__fill");
    const circles = page.locator(".wizard-progress__circle");
    await expect(stepText(page)).toHaveText("Schritt 1 von 8");
    await expect(fill).toHaveAttribute("style", /width: ?12\.5%/);
    await expect(circles).toHaveCount(8);
    await expect(page.locator('.wizard-progress__circle[data-state="current"]')).toHaveText("1");
    await expect(button(page, "Zurück")).toHaveCount(0);

    await fillPsychotherapieUntil(page, 3);
    await expect(fill).toHaveAttribute("style", /width: ?37\.5%/);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
    const states = await circles.evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-state")),
    );
    expect(states).toEqual(["done", "done", "current", ...Array(5).fill("upcoming")]);
    await expect(page.getByRole("status").filter({ hasText: "Schritt" })).toHaveText(
      "Schritt 3 von 8: Therapiebedarf",
    );

    await button(page, "Zurück").click();
    await expect(stepText(page)).toHaveText("Schritt 2 von 8");
    await expect(field(page, PSY.beschwerden)).toHaveValue(ANSWERS.beschwerden);
    await expect(field(page, PSY.beschwerden)).toBeFocused();
    await button(page, "Zurück").click();
    await expect(stepText(page)).toHaveText("Schritt 1 von 8");
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
    await expect(field(page, "Ihre Nachricht")).toHaveValue(PERSON.message);
    await expect(button(page, "Zurück")).toHaveCount(0);
  });

  test("messages appear only after a field was touched or changed", async ({ page }) => {
    await openWizard(page);
    await expect(fieldErrors(page)).toHaveCount(0);
    const firstName = field(page, "Vorname");
    await firstName.focus();
    await expect(fieldErrors(page)).toHaveCount(0);
    // Leaving the empty field (touched) shows its message; the next field has none yet.
    await page.keyboard.press("Tab");
    await expect(field(page, "Nachname")).toBeFocused();
    await expect(fieldErrors(page)).toHaveText([MSG.firstName]);
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(await describedError(firstName)).toBe(MSG.firstName);
    // A touched field follows every change (Nachname, left empty, now has its message too).
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.type("Anna@");
    await expect(fieldErrors(page)).toHaveText([MSG.lastName]);
    // A bidirectional override could reorder what the practice reads (decision 007).
    await page.keyboard.insertText("\u202E");
    await expect(fieldErrors(page)).toHaveText([MSG.pattern, MSG.lastName]);
    await firstName.fill("A".repeat(51));
    await expect(fieldErrors(page)).toHaveText([MSG.max50, MSG.lastName]);
    await firstName.fill("Anna");
    await expect(fieldErrors(page)).toHaveText([MSG.lastName]);
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
    // A field that was changed and left shows its message too.
    const email = field(page, "E-Mail-Adresse");
    await email.fill("anna@");
    await email.blur();
    await expect(fieldErrors(page)).toHaveText([MSG.lastName, MSG.email]);
    expect(await describedError(email)).toBe(MSG.email);
  });

  /** The messages of the required fields, for the steps where „Weiter“ is gated. */
  const GATES: Record<number, string[]> = {
    1: [MSG.firstName, MSG.lastName, MSG.email, MSG.phone, MSG.message],
    2: [MSG.beschwerden, MSG.currentBurden, MSG.problemDuration],
    3: [MSG.seekingHelpTrigger],
    4: [MSG.affectedAreas, MSG.option],
    5: [MSG.option],
    7: [MSG.informationsquelle],
  };

  // One walk through the eight steps, a test step each (was: a test per gated step, each
  // walking there, and an axe test walking all steps).
  test("every step: no axe violations; a gated „Weiter“ stays, marks the fields, lists them in a focused summary whose links lead to them", async ({
    page,
  }) => {
    await openWizard(page);
    for (let step = 1; step <= 8; step++) {
      await test.step(`step ${step}`, async () => {
        if (step > 1) await expect(page.locator(".wizard__step :focus")).toHaveCount(1);
        await expectAxeClean(page);
        const messages = GATES[step];
        if (messages) {
          await expect(fieldErrors(page)).toHaveCount(0);
          await button(page, "Weiter").click();
          await expect(fieldErrors(page)).toHaveText(messages);
          await expect(stepText(page)).toHaveText(`Schritt ${step} von 8`);
          const summary = page.locator(".error-summary");
          await expect(summary).toBeFocused();
          await expect(summary.getByRole("heading")).toHaveText("Bitte prüfen Sie Ihre Angaben:");
          await expect(summary.getByRole("link")).toHaveCount(messages.length);
          // A summary link leads to its field.
          await summary.getByRole("link").first().click();
          await expect(form(page).locator('[aria-invalid="true"]').first()).toBeFocused();
          await expectAxeClean(page);
        }
        // The questions a choice opens.
        if (step === 5) {
          await radioGroup(page, PSY.hasPreviousTherapy).getByLabel("Ja").check();
          await expectAxeClean(page);
        }
        if (step === 8) {
          await field(page, PSY.versicherungsArt).selectOption("Gesetzlich versichert");
          await expectAxeClean(page);
          return;
        }
        await fillStep(page, step);
        await next(page, step + 1);
      });
    }
  });

  test("steps 6 and 8: Weiter on 6 is not gated, Anfrage senden on 8 shows every error and sends nothing", async ({
    page,
  }) => {
    const requests = await captureNotify(page);
    await openWizard(page);
    await fillPsychotherapieUntil(page, 6);
    await next(page, 7);
    await field(page, PSY.informationsquelle).selectOption("Sonstiges");
    await next(page, 8);
    await button(page, "Anfrage senden").click();
    await expect(fieldErrors(page)).toHaveText([MSG.versicherungsArt, MSG.option, MSG.terms]);
    await expect(page.locator(".error-summary")).toBeFocused();
    await expect(page.locator(".error-summary").getByRole("link")).toHaveCount(3);
    expect(requests).toHaveLength(0);
    // Fixing the fields clears the messages as the visitor goes.
    await fillPsychotherapieStep8(page);
    await expect(fieldErrors(page)).toHaveCount(0);
    await button(page, "Anfrage senden").click();
    await expect(page.getByText(SUCCESS, { exact: true })).toBeFocused();
    expect(requests).toHaveLength(1);
  });

  test("step 5: the experience text shows and is checked only for JA", async ({ page }) => {
    const requests = await captureNotify(page);
    await openWizard(page);
    await fillPsychotherapieUntil(page, 5);
    const group = radioGroup(page, PSY.hasPreviousTherapy);
    const experience = field(page, PSY.previousTherapyExperience);
    await expect(experience).toBeHidden();
    await group.getByLabel("Ja").check();
    await expect(experience).toBeVisible();
    await button(page, "Weiter").click();
    await expect(fieldErrors(page)).toHaveText([MSG.previousTherapyExperience]);
    await expect(stepText(page)).toHaveText("Schritt 5 von 8");
    await experience.fill("Gesprächstherapie");
    await group.getByLabel("Nein").check();
    await expect(experience).toBeHidden();
    await next(page, 6);
    await next(page, 7);
    await field(page, PSY.informationsquelle).selectOption("Soziale Medien");
    await next(page, 8);
    await fillPsychotherapieStep8(page);
    await button(page, "Anfrage senden").click();
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
    // A hidden entry is not sent.
    expect(requests[0]?.body).toMatchObject({
      hasPreviousTherapy: "NEIN",
      previousTherapyExperience: "-",
      informationsquelle: "Soziale Medien",
      empfehlung: "-",
      tageszeiten: "Keine spezifische Präferenz",
    });
  });

  test("step 7: 'Wer hat uns empfohlen?' shows only for Empfehlung and is optional", async ({
    page,
  }) => {
    await openWizard(page);
    await fillPsychotherapieUntil(page, 7);
    const source = field(page, PSY.informationsquelle);
    const recommendation = page.getByLabel("Wer hat uns empfohlen?", { exact: false });
    await expect(recommendation).toBeHidden();
    for (const option of [
      "Internet-Suche",
      "Soziale Medien",
      "Ärztliche Überweisung",
      "Sonstiges",
    ]) {
      await source.selectOption(option);
      await expect(recommendation).toBeHidden();
    }
    await source.selectOption("Empfehlung");
    await expect(recommendation).toBeVisible();
    await expectAxeClean(page);
    await next(page, 8);
  });

  test("step 8: insurer name and coverage only for statutory or private insurance; notice, ja/nein, privacy link", async ({
    page,
  }) => {
    await openWizard(page);
    await fillPsychotherapieUntil(page, 8);
    const insurance = field(page, PSY.versicherungsArt);
    const name = field(page, PSY.versicherungsName);
    const coverage = field(page, PSY.kostenuebernahmeGeklaert);
    await expect(name).toBeHidden();
    await expect(coverage).toBeHidden();
    for (const option of ["Gesetzlich versichert", "Privat versichert"]) {
      await insurance.selectOption(option);
      await expect(name).toBeVisible();
      await expect(coverage).toBeVisible();
    }
    await insurance.selectOption("Selbstzahler");
    await expect(name).toBeHidden();
    await expect(coverage).toBeHidden();
    await expect(page.locator(".contact-notice")).toContainText(
      contactForm.medicalNotice.text.replaceAll("\u00a0", " "),
    );
    const consent = radioGroup(page, PSY.arztBehandlungConsent);
    await expect(consent.getByRole("radio")).toHaveCount(2);
    await expect(field(page, PSY.suchtbeschreibung)).toBeVisible();
    const privacy = form(page).getByRole("link", { name: /Datenschutzerklärung/ });
    await expect(privacy).toHaveAttribute("href", "/datenschutz");
    await expect(privacy).toHaveAttribute("target", "_blank");
  });

  test("the burden slider: 1 to 10, default 5, value visible and announced", async ({ page }) => {
    await openWizard(page);
    await fillPsychotherapieUntil(page, 3);
    const slider = page.getByRole("slider", { name: PSY.burdenScale });
    await expect(slider).toHaveAttribute("min", "1");
    await expect(slider).toHaveAttribute("max", "10");
    await expect(slider).toHaveAttribute("step", "1");
    await expect(slider).toHaveValue("5");
    await expect(slider).toHaveAttribute("aria-valuetext", "5 von 10");
    await expect(page.locator(".range__value")).toHaveText("5");
    await slider.focus();
    await page.keyboard.press("End");
    await expect(page.locator(".range__value")).toHaveText("10");
    await expect(slider).toHaveAttribute("aria-valuetext", "10 von 10");
    await page.keyboard.press("Home");
    await expect(page.locator(".range__value")).toHaveText("1");
  });
});

async function fillStep(page: Page, step: number) {
  switch (step) {
    case 1:
      await fillContactDetails(page);
      break;
    case 2:
      await field(page, PSY.beschwerden).fill("Unruhe");
      await field(page, PSY.currentBurden).fill("Arbeit");
      await field(page, PSY.problemDuration).fill("Seit 2023");
      break;
    case 3:
      await field(page, PSY.seekingHelpTrigger).fill("Ein Gespräch");
      break;
    case 4:
      await field(page, PSY.affectedAreas).fill("Schlaf");
      await radioGroup(page, PSY.nimmtPsychopharmaka).getByLabel("Nein").check();
      break;
    case 5:
      await field(page, PSY.previousTherapyExperience).fill("Gut");
      break;
    case 7:
      await field(page, PSY.informationsquelle).selectOption("Internet-Suche");
      break;
  }
}
