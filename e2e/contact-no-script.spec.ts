/**
 * The three contact forms with JavaScript switched off (issue 31): each is an HTML form the
 * browser posts itself. A double click stores one request; a refused one leads to the not-sent
 * page with each problem, whose Back returns to the entries; a visitor over the rate limit gets
 * the §8 sentence with the practice's phone and e-mail. Stored and mailed are read from the
 * suite's server (e2e/stored-requests.ts). Each form sent, its success page and the values
 * stored run in every engine: engines/form-post.engine.ts.
 */
import type { Page } from "@playwright/test";
import { practice } from "#content/practice.ts";
import { startServerProcess } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { CLIENT_DIR } from "../scripts/build-dir.ts";
import { expectAxeClean } from "./axe.ts";
import {
  field,
  fillGeneralForm,
  fillSportForm,
  PERSON,
  PSY,
  PSYCHOTHERAPIE_TEXTS,
  radioGroup,
  SUCCESS,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { expectStoredAndMailedOnce, requestToken, storedWith } from "./stored-requests.ts";

test.use({
  javaScriptEnabled: false,
  // The browser's notes on the not-sent page's status (400, 425), and on a page transition a
  // second submit cut short (a double click, when it comes after the first post left), are no
  // script errors.
  // One pattern: Playwright would take a second element for the option's settings.
  allowedConsoleErrors: [/status of 4(00|25)|^Transition was skipped\. Navigation aborted/],
});

const send = (page: Page) => page.getByRole("button", { name: "Anfrage senden", exact: true });
const MESSAGE = (token: string) => `${PERSON.message}\n${token}`;

async function expectSentPage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anfrage gesendet");
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
}

const problems = (page: Page) => page.locator("main ul.form-result__problems > li");

/** The one question required only under its condition, as its label reads on the one page. */
const PREVIOUS_THERAPY_ONE_PAGE = `${PSY.previousTherapyExperience} (falls zutreffend)`;

/** Every named control of the form: a text's value, a box's or option's state. */
const formState = (page: Page) =>
  page
    .locator("form.contact-form [name]")
    .evaluateAll((controls) =>
      (controls as HTMLInputElement[]).map((control) =>
        control.type === "checkbox" || control.type === "radio"
          ? `${control.name}=${control.value}:${control.checked}`
          : `${control.name}=${control.value}`,
      ),
    );

test("a double click on „Anfrage senden“ without JavaScript stores one request", async ({
  page,
}) => {
  // Each form sent without JavaScript, its success page and the values stored and mailed:
  // engines/form-post.engine.ts, in every engine.
  const general = requestToken();
  await page.goto("/kontakt/allgemein");
  await fillGeneralForm(page);
  await field(page, "Ihre Nachricht").fill(MESSAGE(general));
  await send(page).dblclick();
  await expectSentPage(page, "/kontakt/gesendet");
  expect(await expectStoredAndMailedOnce(general, "general")).toMatchObject({
    inquiryReason: "Terminanfrage",
    mode: "default",
  });
});

const FORMS = [
  {
    path: "/psychotherapie/kontakt",
    expected: [
      ["Nachname", "Bitte Ihren Nachnamen eingeben."],
      ["Beschwerden", "Bitte beschreiben Sie Ihre Beschwerden."],
    ],
  },
  {
    path: "/sportphysiotherapie/kontakt",
    expected: [
      ["Nachname", "Bitte Ihren Nachnamen eingeben."],
      ["Gewünschte Therapie", "Bitte wählen Sie eine Therapieart aus."],
    ],
  },
  { path: "/kontakt/allgemein", expected: [["Nachname", "Bitte Ihren Nachnamen eingeben."]] },
] as const;

test("each form's problems without JavaScript: listed on the not-sent page, Back keeps the entries", async ({
  page,
}) => {
  for (const form of FORMS) {
    const token = requestToken();
    await page.goto(form.path);
    await field(page, "Vorname").fill(PERSON.firstName);
    await field(page, "Ihre Nachricht").fill(MESSAGE(token));
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await send(page).click();
    expect((await answer).status(), form.path).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anfrage nicht gesendet");
    for (const [label, message] of form.expected) {
      await expect(problems(page).filter({ hasText: label }).first(), form.path).toContainText(
        message,
      );
    }
    await expect(page.getByRole("link", { name: /^Formular neu öffnen/ })).toHaveAttribute(
      "href",
      form.path,
    );
    await expect(page.locator(`main a[href="${practice.phone.href}"]`)).toBeVisible();
    expect(storedWith(token), "nothing stored").toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${form.path}$`));
    await expect(field(page, "Vorname"), "entries kept after Back").toHaveValue(PERSON.firstName);
    await expect(field(page, "Ihre Nachricht")).toHaveValue(MESSAGE(token));
  }
});

test("Back from the not-sent page fills every field again, the short free texts too", async ({
  page,
}) => {
  // Every field filled but the last name, so the server refuses the post.
  await page.goto("/psychotherapie/kontakt");
  await field(page, "Vorname").fill(PERSON.firstName);
  await field(page, "E-Mail-Adresse").fill(PERSON.email);
  await field(page, "Telefonnummer").fill(PERSON.phone);
  await field(page, "Ihre Nachricht").fill(PERSON.message);
  for (const name of [
    "beschwerden",
    "currentBurden",
    "problemDuration",
    "seekingHelpTrigger",
    "affectedAreas",
    "empfehlung",
    "versicherungsName",
  ] as const) {
    await field(page, PSY[name]).fill(PSYCHOTHERAPIE_TEXTS[name]);
  }
  await field(page, PREVIOUS_THERAPY_ONE_PAGE).fill(PSYCHOTHERAPIE_TEXTS.previousTherapyExperience);
  await field(page, PSY.suchtbeschreibung).fill("Keine");
  await field(page, PSY.burdenScale).fill("8");
  await radioGroup(page, PSY.nimmtPsychopharmaka).getByLabel("Nein").check();
  await radioGroup(page, PSY.hasPreviousTherapy).getByLabel("Ja").check();
  await radioGroup(page, PSY.arztBehandlungConsent).getByLabel("Ja").check();
  for (const box of [
    "Montag",
    "Abend",
    "Ich bin zeitlich flexibel",
    PSY.kostenuebernahmeGeklaert,
  ]) {
    await page.getByRole("checkbox", { name: box }).check();
  }
  await field(page, PSY.informationsquelle).selectOption("Empfehlung");
  await field(page, PSY.versicherungsArt).selectOption("Gesetzlich versichert");
  await field(page, PSY.terms).check();
  await expectEveryFieldAfterBack(page, "/psychotherapie/kontakt");

  await page.goto("/sportphysiotherapie/kontakt");
  await fillSportForm(page);
  await field(page, "Nachname").fill("");
  await expectEveryFieldAfterBack(page, "/sportphysiotherapie/kontakt");
});

async function expectEveryFieldAfterBack(page: Page, path: string) {
  const before = await formState(page);
  const hidden = /^(website|trigger|lastCalledPage)=/;
  const empty = before.filter((entry) => entry.endsWith("=") && !hidden.test(entry));
  expect(empty, "every field filled but the last name").toEqual(["lastName="]);
  await send(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anfrage nicht gesendet");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await formState(page)).toEqual(before);
}

test("over the rate limit without JavaScript: the §8 sentence with phone and e-mail", async ({
  page,
}) => {
  const data = makeTempDir("no-script-425-");
  const server = await startServerProcess({
    DATA_DIR: data.path,
    SITE_DIR: CLIENT_DIR,
    MAIL_TO: "praxis-e2e@example.org",
    MAIL_FROM: "Kontaktformular E2E <kontakt-e2e@example.org>",
    RATE_LIMIT_WINDOWS: "1/10m",
    INTAKE_LIMIT: "off",
  });
  try {
    // Each post's answer page is awaited by its heading: the form page is loaded already, so a
    // wait for the load state would let the next visit cancel the first post.
    for (const [attempt, answer] of [
      [1, "Anfrage gesendet"],
      [2, "Anfrage nicht gesendet"],
    ] as const) {
      await page.goto(`${server.baseUrl}/kontakt/allgemein`);
      await fillGeneralForm(page);
      await field(page, "Ihre Nachricht").fill(`${PERSON.message} ${attempt}`);
      await send(page).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(answer);
    }
    await expect(problems(page)).toHaveText([
      "Bitte warte etwas aus Sicherheitsgründen bis du erneut eine Kontakt-Anfrage abschicken kannst.",
    ]);
    await expect(page.locator(`main a[href="${practice.phone.href}"]`)).toBeVisible();
    await expect(page.locator(`main a[href="mailto:${practice.email}"]`)).toBeVisible();
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    data.remove();
  }
});

test.describe("with the form's script blocked", () => {
  test.use({
    javaScriptEnabled: true,
    allowedConsoleErrors: [/status of 400|net::ERR_FAILED/],
  });

  test("the not-sent page with its problems is accessible (axe)", async ({ page }) => {
    await page.route("**/assets/contact-hydrate-*.js", (route) => route.abort());
    await page.goto("/kontakt/allgemein");
    // The press asks for the island (decision 020); its request fails, and the browser posts.
    await send(page).click();
    await expect(problems(page).first()).toBeVisible();
    expect(await problems(page).count()).toBeGreaterThan(2);
    await expectAxeClean(page);
  });
});
