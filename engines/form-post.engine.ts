/**
 * The three contact forms with JavaScript switched off (issue 31), posted by the browser itself:
 * each leads to its success page (the psychotherapy one with the crisis note), and the suite's
 * server stored and mailed it once with the values given (e2e/stored-requests.ts). The
 * psychotherapy form is one page with all its parts; a conditional question counts only under
 * its condition.
 */
import { validPsychotherapieValues as PSYCHOTHERAPIE_TEXTS } from "#test-support/contact-fixtures.ts";
import { expectStoredAndMailedOnce, requestToken } from "../e2e/stored-requests.ts";
import { CONTACT_DETAILS, fieldNamed, option, STEP_2 } from "./contact-steps.ts";
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
