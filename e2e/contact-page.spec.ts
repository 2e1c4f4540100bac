/**
 * The contact page (requirements §2): preselection, chooser, way back, lastCalledPage, code split.
 */

import {
  BANNER,
  button,
  captureNotify,
  errorBanner,
  expectAxeClean,
  field,
  fillGeneralForm,
  openContactPage,
  PERSON,
  SUCCESS,
  stepText,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, gotoHydrated, holdScripts, test } from "./fixtures.ts";
import { quickToggle, scrollPastFirstScreen } from "./frame-helpers.ts";

const INTRO = "Während der Behandlungen kann ich nicht ans Telefon gehen.";
const CARDS = [/^Psychotherapie/, /^Sportphysiotherapie/, /^Allgemeine Anfrage/];

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
    await expect(page.getByRole("heading", { level: 2, name: "Kontaktformular" })).toBeVisible();
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

  test("/sportphysiotherapie/kontakt preselects the sports form (prerendered)", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/sportphysiotherapie/kontakt")).text();
    expect(html).toContain("Gewünschte Therapie");
    await openContactPage(page, "/sportphysiotherapie/kontakt");
    await expect(page.getByRole("heading", { name: "Anfrage Sportphysiotherapie" })).toBeVisible();
    await expect(page.getByLabel("Gewünschte Therapie")).toBeVisible();
    await expect(stepText(page)).toHaveCount(0);
  });

  test("each card opens its form; the way back keeps the entries", async ({ page }) => {
    await openContactPage(page, "/kontakt");
    const open = async (name: RegExp, heading: string) => {
      await page.getByRole("button", { name }).click();
      await expect(page.getByRole("heading", { name: heading })).toBeFocused();
    };
    await open(CARDS[0] as RegExp, "Anfrage Psychotherapie");
    await expect(stepText(page)).toHaveText("Schritt 1 von 8");
    await field(page, "Vorname").fill(PERSON.firstName);
    await button(page, "Andere Art der Anfrage wählen").click();
    await expect(page.getByRole("button", { name: CARDS[0] as RegExp })).toBeFocused();

    await open(CARDS[1] as RegExp, "Anfrage Sportphysiotherapie");
    await expect(page.getByLabel("Gewünschte Therapie")).toBeVisible();
    await button(page, "Andere Art der Anfrage wählen").click();

    await open(CARDS[2] as RegExp, "Allgemeine Anfrage");
    await expect(page.getByLabel("Grund Ihrer Anfrage (optional)")).toBeVisible();
    await button(page, "Andere Art der Anfrage wählen").click();

    await open(CARDS[0] as RegExp, "Anfrage Psychotherapie");
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
  });

  test("a preselected page offers the way back to the chooser too", async ({ page }) => {
    await openContactPage(page, "/sportphysiotherapie/kontakt");
    await waitForHydration(page);
    await button(page, "Andere Art der Anfrage wählen").click();
    await expect(page.locator(".form-card")).toHaveCount(3);
    await expect(page.getByRole("button", { name: /^Sportphysiotherapie/ })).toBeFocused();
  });

  test("lastCalledPage: the page visited before the contact page", async ({ page }) => {
    const requests = await captureNotify(page);
    await gotoHydrated(page, "/psychotherapie/emdr");
    // The floating quick links show past the first screen (app/styles/site.css).
    await scrollPastFirstScreen(page);
    await quickToggle(page).click();
    await page.getByRole("link", { name: "Kontakt", exact: true }).click();
    await expect(page).toHaveURL(/\/psychotherapie\/kontakt$/);
    await waitForHydration(page);
    await button(page, "Andere Art der Anfrage wählen").click();
    await page.getByRole("button", { name: /^Allgemeine Anfrage/ }).click();
    await fillGeneralForm(page);
    await button(page, "Anfrage senden").click();
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
    expect(requests[0]?.body).toMatchObject({
      lastCalledPage: "/psychotherapie/emdr",
      mode: "psychotherapie",
      contactType: "general",
    });
  });

  test("leaving with unsent entries asks first; staying keeps them", async ({ page }) => {
    await openContactPage(page, "/psychotherapie/kontakt");
    await waitForHydration(page);
    await field(page, "Vorname").fill(PERSON.firstName);
    const messages: string[] = [];
    page.once("dialog", async (dialog) => {
      messages.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "Impressum" }).first().click();
    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toContain("noch nicht gesendet");
    await expect(page).toHaveURL(/\/psychotherapie\/kontakt$/);
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
  });

  test("entries typed before the page hydrated are kept", async ({ page }) => {
    // Hold the page's scripts until something has been typed into the prerendered form.
    const release = await holdScripts(page);
    await page.goto("/psychotherapie/kontakt", { waitUntil: "domcontentloaded" });
    await field(page, "Vorname").fill(PERSON.firstName);
    await field(page, "Ihre Nachricht").fill(PERSON.message);
    release();
    await waitForHydration(page);
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
    await button(page, "Weiter").click();
    // Only the untouched fields are missing: the early entries are in the form.
    await expect(page.locator(".error-summary").getByRole("link")).toHaveCount(3);
    await expect(field(page, "Ihre Nachricht")).toHaveValue(PERSON.message);
  });

  test("no other page loads the wizard's code", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto("/kontakt");
    await expect(page.locator(".form-card").first()).toBeVisible();
    // The wizard's chunks: react-hook-form, zod, the wizard itself.
    const markers = ["contact-sent", "shouldUnregister", "invalid_union"];
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
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => wizardChunks.includes(path))).toEqual([]);
  });
});

test.describe("contact page after a failure", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("the way back to the chooser clears the error and keeps the entries", async ({ page }) => {
    await captureNotify(page, (route) => route.fulfill({ status: 500, body: "" }));
    await openContactPage(page, "/kontakt");
    await page.getByRole("button", { name: /^Allgemeine Anfrage/ }).click();
    await waitForHydration(page);
    await fillGeneralForm(page);
    await button(page, "Anfrage senden").click();
    await expect(errorBanner(page)).toContainText(BANNER.status(500));
    await button(page, "Andere Art der Anfrage wählen").click();
    await page.getByRole("button", { name: /^Allgemeine Anfrage/ }).click();
    await expect(errorBanner(page)).toHaveCount(0);
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
  });
});
