/**
 * The three contact forms with JavaScript switched off (issue 31), posted by the browser itself:
 * each leads to its success page (the psychotherapy one with the crisis note), and the suite's
 * server stored and mailed it once with the values given (e2e/stored-requests.ts). The
 * psychotherapy form is one page with all its parts; a conditional question counts only under
 * its condition. A post the server refuses leads to its not-sent page, and Back to the form with
 * every field filled again (decision 021: the short free texts are one-row textareas, which
 * every engine restores).
 */
import {
  validPsychotherapieValues as PSYCHOTHERAPIE_TEXTS,
  validSportValues as SPORT,
} from "#test-support/contact-fixtures.ts";
import { expectStoredAndMailedOnce, requestToken } from "../e2e/stored-requests.ts";
import { CONTACT_DETAILS, fieldNamed, option, STEP_2, typeInto } from "./contact-steps.ts";
import type { EnginePage } from "./engine-page.ts";
import { expect, PHONE, test } from "./fixtures.ts";

const SEND = "form.contact-form button.contact-form__send";

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
  expect(await page.evaluate(successPage)).toMatchObject({
    heading: "Anfrage gesendet",
    success: true,
  });
}

/** What the success page shows: its heading, the success sentence, a crisis note. Runs in the page. */
function successPage() {
  const shown = (element: Element | null) => element?.checkVisibility() ?? false;
  return {
    heading: document.querySelector("main h1")?.textContent ?? null,
    success: [...document.querySelectorAll("main p")].some(
      (paragraph) =>
        paragraph.textContent ===
          "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir." &&
        shown(paragraph),
    ),
    crisisNote: shown(document.querySelector('main [role="note"]')),
  };
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
    seekingHelpTrigger: PSYCHOTHERAPIE_TEXTS.seekingHelpTrigger,
    burdenScale: "8",
    affectedAreas: PSYCHOTHERAPIE_TEXTS.affectedAreas,
    // A conditional question is on the page with its condition; it counts only under it.
    previousTherapyExperience: PSYCHOTHERAPIE_TEXTS.previousTherapyExperience,
    // Filled, but its condition (a recommendation) does not hold: not sent.
    empfehlung: "Niemand",
    versicherungsName: PSYCHOTHERAPIE_TEXTS.versicherungsName,
  });
  await page.click(option("nimmtPsychopharmaka", "NEIN"));
  await page.click(option("hasPreviousTherapy", "JA"));
  await page.click(fieldNamed("mittwoch"));
  await page.click(fieldNamed("abend"));
  await page.select(fieldNamed("informationsquelle"), "Internet-Suche");
  await page.select(fieldNamed("versicherungsArt"), "Privat versichert");
  await page.click(option("arztBehandlungConsent", "ja"));
  await page.click(fieldNamed("terms"));
  await sendAndExpectSuccessPage(page, "/psychotherapie/kontakt/gesendet");
  expect((await page.evaluate(successPage)).crisisNote, "the crisis note").toBe(true);
  expect(await expectStoredAndMailedOnce(therapy, "psychotherapie")).toMatchObject({
    message: therapy,
    mode: "psychotherapie",
    burdenScale: 8,
    nimmtPsychopharmaka: "NEIN",
    hasPreviousTherapy: "JA",
    previousTherapyExperience: PSYCHOTHERAPIE_TEXTS.previousTherapyExperience,
    mittwoch: "Ja",
    montag: "Nein",
    tageszeiten: "Abend",
    informationsquelle: "Internet-Suche",
    empfehlung: "-",
    versicherungsArt: "Privat versichert",
    versicherungsName: PSYCHOTHERAPIE_TEXTS.versicherungsName,
    kostenuebernahmeGeklaert: "Nein",
    arztBehandlungConsent: "ja",
  });

  const sports = requestToken();
  await page.goto("/sportphysiotherapie/kontakt");
  await fillIn(page, {
    ...CONTACT_DETAILS,
    beschwerden: "Knie",
    tageszeiten: "Abends",
    message: sports,
  });
  await page.select(fieldNamed("therapyType"), "Lymphdrainage");
  await page.click(fieldNamed("hasRezept"));
  await page.click(fieldNamed("terms"));
  await sendAndExpectSuccessPage(page, "/sportphysiotherapie/kontakt/gesendet");
  expect((await page.evaluate(successPage)).crisisNote, "no crisis note").toBe(false);
  expect(await expectStoredAndMailedOnce(sports, "sportphysiotherapie")).toMatchObject({
    hasRezept: "Ja",
    mode: "sportphysiotherapie",
  });

  const general = requestToken();
  await page.goto("/kontakt");
  await page.click('.form-chooser a[href="/kontakt/allgemein"]');
  // The new address shows as soon as the page is on its way; its form is there once it loaded.
  await page.waitFor(
    "the general form",
    () => location.pathname === "/kontakt/allgemein" && document.readyState === "complete",
  );
  await fillIn(page, { ...CONTACT_DETAILS, message: general });
  await page.select(fieldNamed("inquiryReason"), "Terminanfrage");
  await page.click(fieldNamed("terms"));
  await sendAndExpectSuccessPage(page, "/kontakt/gesendet");
  expect(await expectStoredAndMailedOnce(general, "general")).toMatchObject({
    inquiryReason: "Terminanfrage",
    mode: "default",
  });
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
    message: PSYCHOTHERAPIE_TEXTS.message,
    ...STEP_2,
    seekingHelpTrigger: PSYCHOTHERAPIE_TEXTS.seekingHelpTrigger,
    affectedAreas: PSYCHOTHERAPIE_TEXTS.affectedAreas,
    previousTherapyExperience: PSYCHOTHERAPIE_TEXTS.previousTherapyExperience,
    empfehlung: PSYCHOTHERAPIE_TEXTS.empfehlung,
    versicherungsName: PSYCHOTHERAPIE_TEXTS.versicherungsName,
    suchtbeschreibung: "Keine",
  });
  await page.click(option("nimmtPsychopharmaka", "NEIN"));
  await page.click(option("hasPreviousTherapy", "JA"));
  for (const box of ["montag", "abend", "kostenuebernahmeGeklaert", "terms"]) {
    await page.click(fieldNamed(box));
  }
  await page.select(fieldNamed("informationsquelle"), "Empfehlung");
  await page.select(fieldNamed("versicherungsArt"), "Privat versichert");
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
  await sports.select(fieldNamed("therapyType"), SPORT.therapyType);
  await sports.click(fieldNamed("hasRezept"));
  await sports.click(fieldNamed("terms"));
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
