/**
 * The three contact forms with JavaScript switched off (issue 31), posted by the browser itself:
 * each leads to its success page, and the suite's server stored and mailed it once
 * (e2e/stored-requests.ts). The psychotherapy form is one page with all its parts. A post the
 * server refuses leads to its not-sent page, and Back to the form with every field filled again
 * (decision 021: the short free texts are one-row textareas, which every engine restores).
 */
import {
  validPsychotherapieValues as PSY,
  validSportValues as SPORT,
} from "#test-support/contact-fixtures.ts";
import { expectStoredAndMailedOnce, requestToken } from "../e2e/stored-requests.ts";
import { CONTACT_DETAILS, field, STEP_2, typeInto } from "./contact-steps.ts";
import type { EnginePage } from "./engine-page.ts";
import { expect, PHONE, test } from "./fixtures.ts";

const SEND = "form.contact-form button.contact-form__send";
const option = (name: string, value: string) => `${field(name)}[value="${value}"]`;

/**
 * Puts the texts into the named fields at once: typing key by key is the wizard's paths' test
 * (contact.engine.ts); here the browser's own post is. Runs in the page, script or not.
 */
const fillIn = (page: EnginePage, values: Record<string, string>) =>
  page.evaluate((entries) => {
    for (const [name, text] of entries) {
      const control = document.querySelector<HTMLInputElement>(
        `form.contact-form [name="${name}"]`,
      );
      if (!control) throw new Error(`no field ${name}`);
      control.value = text;
    }
  }, Object.entries(values));

async function sendAndExpectSuccessPage(page: EnginePage, path: string) {
  await page.click(SEND);
  await page.waitFor(
    `the success page ${path}`,
    (expected) => location.pathname === expected && document.readyState === "complete",
    path,
  );
  expect(await page.evaluate(() => document.querySelector("main h1")?.textContent)).toBe(
    "Anfrage gesendet",
  );
}

test("each form sent without JavaScript: its success page, stored and mailed once", async ({
  open,
}) => {
  const page = await open(PHONE, { javaScript: false });

  const therapy = requestToken();
  await page.goto("/psychotherapie/kontakt");
  await fillIn(page, {
    ...CONTACT_DETAILS,
    message: therapy,
    ...STEP_2,
    seekingHelpTrigger: PSY.seekingHelpTrigger,
    affectedAreas: PSY.affectedAreas,
  });
  await page.click(option("nimmtPsychopharmaka", "NEIN"));
  await page.click(option("hasPreviousTherapy", "NEIN"));
  await page.select(field("informationsquelle"), "Internet-Suche");
  await page.select(field("versicherungsArt"), "Selbstzahler");
  await page.click(option("arztBehandlungConsent", "ja"));
  await page.click(field("terms"));
  await sendAndExpectSuccessPage(page, "/psychotherapie/kontakt/gesendet");
  expect(await expectStoredAndMailedOnce(therapy, "psychotherapie")).toMatchObject({
    mode: "psychotherapie",
    hasPreviousTherapy: "NEIN",
    previousTherapyExperience: "-",
  });

  const sports = requestToken();
  await page.goto("/sportphysiotherapie/kontakt");
  await fillIn(page, {
    ...CONTACT_DETAILS,
    beschwerden: "Knie",
    tageszeiten: "Abends",
    message: sports,
  });
  await page.select(field("therapyType"), "Lymphdrainage");
  await page.click(field("terms"));
  await sendAndExpectSuccessPage(page, "/sportphysiotherapie/kontakt/gesendet");
  await expectStoredAndMailedOnce(sports, "sportphysiotherapie");

  const general = requestToken();
  await page.goto("/kontakt");
  await page.click('.form-chooser a[href="/kontakt/allgemein"]');
  // The new address shows as soon as the page is on its way; its form is there once it loaded.
  await page.waitFor(
    "the general form",
    () => location.pathname === "/kontakt/allgemein" && document.readyState === "complete",
  );
  await fillIn(page, { ...CONTACT_DETAILS, message: general });
  await page.click(field("terms"));
  await sendAndExpectSuccessPage(page, "/kontakt/gesendet");
  await expectStoredAndMailedOnce(general, "general");
});

/** Every named control of the form: a text's value, a box's or option's state. Runs in the page. */
function formState(): string[] {
  return [...document.querySelectorAll<HTMLInputElement>("form.contact-form [name]")].map(
    (control) =>
      control.type === "checkbox" || control.type === "radio"
        ? `${control.name}=${control.value}:${control.checked}`
        : `${control.name}=${control.value}`,
  );
}

/** Sends the form the server refuses, goes Back, and expects the form as it was. */
async function expectEveryFieldAfterBack(page: EnginePage, path: string, postPath: string) {
  const before = await page.evaluate(formState);
  await page.click(SEND);
  await page.waitFor(
    "the not-sent page",
    (expected) =>
      location.pathname === expected &&
      document.readyState === "complete" &&
      document.querySelector("main h1")?.textContent === "Anfrage nicht gesendet",
    postPath,
  );
  await page.back();
  await page.waitFor(
    `the form at ${path} again`,
    (expected) =>
      location.pathname === expected &&
      document.readyState === "complete" &&
      document.querySelector("form.contact-form") !== null,
    path,
  );
  expect(await page.evaluate(formState)).toEqual(before);
}

const { lastName: _refused, ...details } = CONTACT_DETAILS;

test("without JavaScript, Back from the psychotherapy form's not-sent page: every field is filled again", async ({
  open,
}) => {
  const page = await open(PHONE, { javaScript: false });

  await page.goto("/psychotherapie/kontakt");
  // Every text typed as a visitor types it; the last name left out, so the server refuses it.
  await typeInto(page, {
    ...details,
    message: PSY.message,
    ...STEP_2,
    seekingHelpTrigger: PSY.seekingHelpTrigger,
    affectedAreas: PSY.affectedAreas,
    previousTherapyExperience: PSY.previousTherapyExperience,
    empfehlung: PSY.empfehlung,
    versicherungsName: PSY.versicherungsName,
    suchtbeschreibung: "Keine",
  });
  await page.click(option("nimmtPsychopharmaka", "NEIN"));
  await page.click(option("hasPreviousTherapy", "JA"));
  for (const box of ["montag", "abend", "kostenuebernahmeGeklaert", "terms"]) {
    await page.click(field(box));
  }
  await page.select(field("informationsquelle"), "Empfehlung");
  await page.select(field("versicherungsArt"), "Privat versichert");
  await page.click(option("arztBehandlungConsent", "ja"));
  await expectEveryFieldAfterBack(page, "/psychotherapie/kontakt", "/api/notify/psychotherapie");
});

// A test of its own: puppeteer loses track of a tab's loads after a traversal it did not start,
// and WebKit's driver holds one session at a time.
test("without JavaScript, Back from the sports form's not-sent page: every field is filled again", async ({
  open,
}) => {
  const sports = await open(PHONE, { javaScript: false });
  await sports.goto("/sportphysiotherapie/kontakt");
  // Chosen before the texts are typed: the floating quick links cover a control low in the view.
  await sports.select(field("therapyType"), SPORT.therapyType);
  await sports.click(field("hasRezept"));
  await sports.click(field("terms"));
  await typeInto(sports, {
    ...details,
    beschwerden: SPORT.beschwerden,
    tageszeiten: SPORT.tageszeiten,
    availability: SPORT.availability,
    message: SPORT.message,
  });
  await expectEveryFieldAfterBack(
    sports,
    "/sportphysiotherapie/kontakt",
    "/api/notify/physiotherapie",
  );
});
