/**
 * The contact page (requirements §2): preselection, chooser, way back, lastCalledPage, leaving
 * with unsent entries, the island's hydration and what happens before it, code split.
 */

import type { Page } from "@playwright/test";
import { contactPage } from "#content/pages/kontakt.ts";
import { expectAxeClean } from "./axe.ts";
import {
  BANNER,
  backToChooser,
  button,
  captureNotify,
  card,
  describedError,
  errorBanner,
  expectSentPage,
  field,
  fieldErrors,
  fillContactDetails,
  fillGeneralForm,
  followLink,
  holdFormCode,
  MSG,
  openContactPage,
  PERSON,
  SUCCESS,
  stepText,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, gotoReady, holdScripts, test } from "./fixtures.ts";
import { quickToggle, scrollPastFirstScreen } from "./frame-helpers.ts";

const INTRO = contactPage.intro[0] ?? "";
const CARDS = [/^Psychotherapie/, /^Sportphysiotherapie/, /^Allgemeine Anfrage/];

/** Chooses the general form on a shown chooser, fills it in and sends it. */
async function sendGeneralRequest(page: Page) {
  await card(page, /^Allgemeine Anfrage/).click();
  await fillGeneralForm(page);
  await button(page, "Anfrage senden").click();
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
}

test.describe("contact page", () => {
  test("/kontakt: hero, heading, text and the chooser's three cards (also in the HTML)", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/kontakt")).text();
    expect(html).toContain("Kontaktformular");
    expect(html).toContain("Allgemeine Anfrage");
    expect(html).not.toContain("<form");

    await openContactPage(page, "/kontakt");
    await expect(
      page.getByRole("heading", { level: 2, name: "Kontaktformular", exact: true }),
    ).toBeVisible();
    await expect(page.locator(".contact-page__intro")).toContainText(INTRO);
    const cards = page.locator(".form-card");
    await expect(cards).toHaveCount(3);
    for (const [index, name] of CARDS.entries()) {
      await expect(cards.nth(index)).toHaveAccessibleName(name);
    }
    await expectAxeClean(page);
  });

  test("/psychotherapie/kontakt preselects the psychotherapy wizard (prerendered)", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/psychotherapie/kontakt")).text();
    expect(html).toContain("Schritt 1 von 8");
    await openContactPage(page, "/psychotherapie/kontakt");
    await expect(page.locator(".contact-page__intro")).toContainText(INTRO);
    await expect(page.getByRole("heading", { name: "Anfrage Psychotherapie" })).toBeVisible();
    await expect(stepText(page)).toHaveText("Schritt 1 von 8");
    await expect(page.locator(".form-card")).toHaveCount(0);
  });

  test("/sportphysiotherapie/kontakt preselects the sports form (prerendered), and offers the way back to the chooser too", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/sportphysiotherapie/kontakt")).text();
    expect(html).toContain("Gewünschte Therapie");
    await openContactPage(page, "/sportphysiotherapie/kontakt");
    await expect(page.getByRole("heading", { name: "Anfrage Sportphysiotherapie" })).toBeVisible();
    await expect(page.getByLabel("Gewünschte Therapie")).toBeVisible();
    await expect(stepText(page)).toHaveCount(0);
    await waitForHydration(page);
    await backToChooser(page).click();
    await expect(page.locator(".form-card")).toHaveCount(3);
    await expect(card(page, /^Sportphysiotherapie/)).toBeFocused();
    await expect(page).toHaveURL(/\/sportphysiotherapie\/kontakt$/);
  });

  test("each card opens its form; the way back keeps the entries", async ({ page }) => {
    await openContactPage(page, "/kontakt");
    const open = async (name: RegExp, heading: string) => {
      await card(page, name).click();
      await expect(page.getByRole("heading", { name: heading })).toBeFocused();
    };
    await open(CARDS[0] as RegExp, "Anfrage Psychotherapie");
    await expect(stepText(page)).toHaveText("Schritt 1 von 8");
    await field(page, "Vorname").fill(PERSON.firstName);
    await backToChooser(page).click();
    await expect(card(page, CARDS[0] as RegExp)).toBeFocused();

    await open(CARDS[1] as RegExp, "Anfrage Sportphysiotherapie");
    await expect(page.getByLabel("Gewünschte Therapie")).toBeVisible();
    await backToChooser(page).click();

    await open(CARDS[2] as RegExp, "Allgemeine Anfrage");
    await expect(page.getByLabel("Grund Ihrer Anfrage (optional)")).toBeVisible();
    await backToChooser(page).click();

    await open(CARDS[0] as RegExp, "Anfrage Psychotherapie");
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
  });

  test("lastCalledPage: the page visited before the contact page", async ({ page }) => {
    const requests = await captureNotify(page);
    await gotoReady(page, "/psychotherapie/emdr");
    // The floating quick links show past the first screen (app/styles/quick-links.css).
    await scrollPastFirstScreen(page);
    await quickToggle(page).click();
    await page.getByRole("link", { name: "Kontakt", exact: true }).click();
    await expect(page).toHaveURL(/\/psychotherapie\/kontakt$/);
    await waitForHydration(page);
    await backToChooser(page).click();
    await sendGeneralRequest(page);
    expect(requests[0]?.body).toMatchObject({
      lastCalledPage: "/psychotherapie/emdr",
      mode: "psychotherapie",
      contactType: "general",
    });
  });

  test("lastCalledPage: moving between the contact pages keeps the page before them", async ({
    page,
  }) => {
    const requests = await captureNotify(page);
    await gotoReady(page, "/sportphysiotherapie/rehabilitation");
    await scrollPastFirstScreen(page);
    await quickToggle(page).click();
    await page.getByRole("link", { name: "Kontakt", exact: true }).click();
    await expect(page).toHaveURL(/\/sportphysiotherapie\/kontakt$/);
    // No link leads from one contact page to another; a visitor's click on one would do this.
    await followLink(page, "/kontakt");
    await followLink(page, "/psychotherapie/kontakt");
    // A reload is no new page either.
    await page.reload();
    await waitForHydration(page);
    await backToChooser(page).click();
    await sendGeneralRequest(page);
    expect(requests[0]?.body).toMatchObject({
      lastCalledPage: "/sportphysiotherapie/rehabilitation",
      mode: "psychotherapie",
    });
  });

  test("lastCalledPage: a contact page opened in a new tab names the page of the link", async ({
    page,
    baseURL,
  }) => {
    const requests = await captureNotify(page);
    // A fresh tab has no history before the contact page; the page of the link is its referrer.
    await page.goto("/kontakt", { referer: `${baseURL}/faq?frage=kosten` });
    await sendGeneralRequest(page);
    expect(requests[0]?.body).toMatchObject({ lastCalledPage: "/faq" });
  });

  test("lastCalledPage: a typed-in address names no page", async ({ page }) => {
    const requests = await captureNotify(page);
    await page.goto("/kontakt");
    await sendGeneralRequest(page);
    expect(requests[0]?.body).toMatchObject({ lastCalledPage: "" });
  });

  test("leaving with unsent entries asks first (the browser's dialog); staying keeps them", async ({
    page,
  }) => {
    await openContactPage(page, "/psychotherapie/kontakt");
    await waitForHydration(page);
    await field(page, "Vorname").fill(PERSON.firstName);
    const dialogs: string[] = [];
    page.once("dialog", async (dialog) => {
      dialogs.push(dialog.type());
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "Impressum" }).first().click();
    await expect.poll(() => dialogs).toEqual(["beforeunload"]);
    await expect(page).toHaveURL(/\/psychotherapie\/kontakt$/);
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);

    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("link", { name: "Impressum" }).first().click();
    await expect(page).toHaveURL(/\/impressum$/);
  });

  test("leaving asks nothing without entries, nor after sending", async ({ page }) => {
    await captureNotify(page);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.type());
      await dialog.accept();
    });
    await openContactPage(page, "/kontakt");
    await card(page, /^Allgemeine Anfrage/).click();
    await waitForHydration(page);
    // A click in a field, nothing typed: the page has had the visitor's attention (the browser
    // asks only then), but holds no entry.
    await field(page, "Vorname").click();
    await page.getByRole("link", { name: "Impressum" }).first().click();
    await expect(page).toHaveURL(/\/impressum$/);

    await openContactPage(page, "/kontakt");
    await sendGeneralRequest(page);
    await page.getByRole("link", { name: "Impressum" }).first().click();
    await expect(page).toHaveURL(/\/impressum$/);
    expect(dialogs).toEqual([]);
  });

  test("pressed before hydration: „Anfrage senden“ sends once, „Weiter“ moves on, once the form's code is there", async ({
    page,
  }) => {
    const requests = await captureNotify(page);
    const general = await holdFormCode(page);
    // DOMContentLoaded: the page's small script has run (it takes the submit over).
    await page.goto("/kontakt/allgemein", { waitUntil: "domcontentloaded" });
    await fillGeneralForm(page);
    await general.requested;
    const send = button(page, "Anfrage senden");
    await expect(send).toHaveAttribute("type", "submit");
    await send.click();
    // Neither the browser's post nor a JSON send before the form is hydrated.
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await expect(page).toHaveURL(/\/kontakt\/allgemein$/);
    expect(requests).toHaveLength(0);
    general.release();
    await expectSentPage(page, "/kontakt/allgemein");
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({
      contactType: "general",
      mode: "default",
      firstName: PERSON.firstName,
      message: PERSON.message,
    });

    await page.unrouteAll();
    const wizard = await holdFormCode(page);
    await page.goto("/psychotherapie/kontakt", { waitUntil: "domcontentloaded" });
    await fillContactDetails(page);
    await wizard.requested;
    await button(page, "Weiter").click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await expect(stepText(page)).toHaveText("Schritt 1 von 8");
    wizard.release();
    await expect(stepText(page)).toHaveText("Schritt 2 von 8");
    await expect(field(page, "Beschwerden")).toBeFocused();
    expect(requests).toHaveLength(1);
  });

  test("entries typed before the page's scripts ran are kept", async ({ page }) => {
    // Hold the page's scripts until something has been typed into the prerendered form.
    const release = await holdScripts(page);
    await page.goto("/psychotherapie/kontakt", { waitUntil: "commit" });
    await field(page, "Vorname").fill(PERSON.firstName);
    await field(page, "E-Mail-Adresse").fill("joerg.example.de");
    await field(page, "Ihre Nachricht").fill(PERSON.message);
    release();
    await waitForHydration(page);
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
    // Left before the page's script could hear it: a field is touched once it is left again,
    // or by „Weiter“ (fields left while the form's code loads: the next test).
    await expect(field(page, "Ihre Nachricht")).toBeFocused();
    await expect(fieldErrors(page)).toHaveCount(0);
    await button(page, "Weiter").click();
    // Only the untouched fields and the wrong address are missing: the early entries are in
    // the form.
    await expect(page.locator(".error-summary").getByRole("link")).toHaveCount(3);
    await expect(field(page, "Ihre Nachricht")).toHaveValue(PERSON.message);
    await expect(field(page, "E-Mail-Adresse")).toHaveValue("joerg.example.de");
  });

  test("fields left while the form's code loads get the messages the form gives", async ({
    page,
  }) => {
    const { requested, release } = await holdFormCode(page);
    // DOMContentLoaded: the page's small script has run (it listens for the visitor).
    await page.goto("/psychotherapie/kontakt", { waitUntil: "domcontentloaded" });
    await field(page, "Vorname").focus();
    // Turning to the form asks for its code, which is held.
    await requested;
    await page.keyboard.press("Tab");
    await expect(field(page, "Nachname")).toBeFocused();
    await page.keyboard.type("Muster");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kein-at-zeichen");
    await page.keyboard.press("Tab");
    await expect(field(page, "Telefonnummer")).toBeFocused();
    await expect(fieldErrors(page)).toHaveCount(0);

    release();
    await waitForHydration(page);
    // Left empty, left with a wrong address: their messages; the focused field: none yet.
    await expect.poll(() => describedError(field(page, "Vorname"))).toBe(MSG.firstName);
    await expect.poll(() => describedError(field(page, "E-Mail-Adresse"))).toBe(MSG.email);
    expect(await describedError(field(page, "Nachname"))).toBeNull();
    await expect(field(page, "Nachname")).toHaveValue("Muster");
    await expect(field(page, "Telefonnummer")).toBeFocused();
    await expect(fieldErrors(page)).toHaveCount(2);
    // From here on the form itself: leaving the phone field shows its message.
    await page.keyboard.press("Tab");
    await expect.poll(() => describedError(field(page, "Telefonnummer"))).toBe(MSG.phone);
  });

  test("the wizard hydrates as prerendered: React keeps every node of the page's HTML", async ({
    page,
  }) => {
    for (const path of ["/kontakt", "/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"]) {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.locator(".contact-wizard > *").first()).toBeAttached();
      // A mismatch would make React render the wizard anew (and log an error, which fails
      // every test): the prerendered nodes would leave the document.
      await page.evaluate(() => {
        const nodes = [...document.querySelectorAll(".contact-wizard *")];
        (window as unknown as { prerendered: Element[] }).prerendered = nodes;
      });
      release();
      await waitForHydration(page);
      const lost = await page.evaluate(
        () =>
          (window as unknown as { prerendered: Element[] }).prerendered.filter(
            (node) => !node.isConnected,
          ).length,
      );
      expect(lost, path).toBe(0);
      await page.unrouteAll();
    }
  });

  test("no other page loads a script file, the wizard's least; the contact page loads no router", async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
    });
    await gotoReady(page, "/kontakt");
    // The wizard's chunks: zod, the wizard itself.
    const markers = ["contact-sent", "invalid_union"];
    const wizardChunks: string[] = [];
    for (const path of new Set(scripts)) {
      const code = await (await request.get(path)).text();
      if (markers.some((marker) => code.includes(marker))) wizardChunks.push(path);
    }
    expect(wizardChunks.length).toBeGreaterThan(0);

    scripts.length = 0;
    for (const path of ["/home", "/psychotherapie/emdr", "/sportphysiotherapie", "/impressum"]) {
      await page.goto(path, { waitUntil: "networkidle" });
    }
    // Their only module is written into the page: no script file at all, the wizard's least.
    expect(scripts).toEqual([]);
  });
});

test.describe("contact page after a failure", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("the way back to the chooser clears the error and keeps the entries", async ({ page }) => {
    await captureNotify(page, (route) => route.fulfill({ status: 500, body: "" }));
    await openContactPage(page, "/kontakt");
    await card(page, /^Allgemeine Anfrage/).click();
    await waitForHydration(page);
    await fillGeneralForm(page);
    await button(page, "Anfrage senden").click();
    await expect(errorBanner(page)).toContainText(BANNER.status(500));
    await backToChooser(page).click();
    await card(page, /^Allgemeine Anfrage/).click();
    await expect(errorBanner(page)).toHaveCount(0);
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
  });
});
