/**
 * The three contact forms with JavaScript switched off (issue 31), posted by the browser itself:
 * each leads to its success page, and the suite's server stored and mailed it once
 * (e2e/stored-requests.ts). The psychotherapy form is one page with all its parts.
 */
import { validPsychotherapieValues as PSY } from "#test-support/contact-fixtures.ts";
import { expectStoredAndMailedOnce, requestToken } from "../e2e/stored-requests.ts";
import { CONTACT_DETAILS, field, STEP_2 } from "./contact-steps.ts";
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
