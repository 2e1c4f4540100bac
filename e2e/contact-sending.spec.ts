/** Sending (requirements §7) and the error catalogue (requirements §8) in the browser. */
import type { Route } from "@playwright/test";
import { expectAxeClean } from "./axe.ts";
import {
  BANNER,
  button,
  captureNotify,
  card,
  errorBanner,
  expectGeneralEntriesKept,
  FAILED_SEND_CONSOLE_ERRORS,
  field,
  fillGeneralForm,
  fillPsychotherapieStep8,
  fillPsychotherapieUntil,
  form,
  openContactPage,
  openGeneralForm,
  PERSON,
  PSY,
  SUCCESS,
  stepText,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The browser reports every failed request in the console; these tests cause them on purpose.
test.use({ allowedConsoleErrors: FAILED_SEND_CONSOLE_ERRORS });

const failures: {
  name: string;
  answer: (route: Route) => Promise<void>;
  banner: string;
}[] = [
  {
    name: "425 (rate limited)",
    answer: (route) => route.fulfill({ status: 425, json: { message: "Zu viele Anfragen" } }),
    banner: BANNER.rateLimited,
  },
  {
    name: "500 with a message",
    answer: (route) =>
      route.fulfill({ status: 500, json: { message: "Speicher nicht erreichbar" } }),
    banner: "Fehler: Speicher nicht erreichbar",
  },
  {
    name: "500 with an error text",
    answer: (route) => route.fulfill({ status: 500, json: { error: "Internal Server Error" } }),
    banner: "Fehler: Internal Server Error",
  },
  {
    name: "500 without a body",
    answer: (route) => route.fulfill({ status: 500, body: "" }),
    banner: BANNER.status(500),
  },
  {
    name: "a network failure",
    answer: (route) => route.abort("failed"),
    banner: BANNER.noConnection,
  },
];

test.describe("error banner", () => {
  // A step per failure, each on the page loaded anew: a fresh browser page for each cost more
  // than the step.
  test(`${failures.map(({ name }) => name).join(", ")}: the catalogue text, every entry kept, sending again works`, async ({
    page,
  }) => {
    for (const { name, answer, banner } of failures) {
      await test.step(name, async () => {
        const requests = await captureNotify(page, (route, index) =>
          index === 0 ? answer(route) : route.fulfill({ status: 201, json: { id: "x" } }),
        );
        await openGeneralForm(page);
        await fillGeneralForm(page);
        await button(page, "Anfrage senden").click();

        await expect(errorBanner(page)).toBeFocused();
        await expect(errorBanner(page).locator(".contact-banner__text")).toHaveText(banner);
        await expect(page.getByText(SUCCESS)).toHaveCount(0);
        await expect(page).not.toHaveURL(/#contact-sent/);
        await expectGeneralEntriesKept(page);
        await expect(button(page, "Anfrage senden")).toBeEnabled();
        await expectAxeClean(page);

        await button(page, "Anfrage senden").click();
        await expect(page.getByText(SUCCESS, { exact: true })).toBeFocused();
        expect(requests).toHaveLength(2);
        // The same request again: the same id, so the server stores it once.
        expect(requests[1]?.body).toEqual(requests[0]?.body);
        await page.unrouteAll();
      });
    }
  });

  test("psychotherapy: a failure keeps the entries of all eight steps", async ({ page }) => {
    await captureNotify(page, (route) =>
      route.fulfill({ status: 500, json: { message: "Wartung" } }),
    );
    await openContactPage(page, "/psychotherapie/kontakt");
    await waitForHydration(page);
    await fillPsychotherapieUntil(page, 8);
    await fillPsychotherapieStep8(page);
    await button(page, "Anfrage senden").click();
    await expect(errorBanner(page)).toContainText("Fehler: Wartung");
    await expect(field(page, PSY.versicherungsArt)).toHaveValue("Selbstzahler");
    await expect(field(page, PSY.terms)).toBeChecked();
    for (let step = 7; step >= 1; step--) {
      await button(page, "Zurück").click();
      await expect(stepText(page)).toHaveText(`Schritt ${step} von 8`);
    }
    await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
    await expect(field(page, "Ihre Nachricht")).toHaveValue(PERSON.message);
  });
});

test.describe("sending", () => {
  test("the button is relabelled and marked unavailable while sending; a double click sends once", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = await captureNotify(page, async (route) => {
      await held;
      await route.fulfill({ status: 201, json: { id: "x" } });
    });
    await openGeneralForm(page);
    await fillGeneralForm(page);
    await button(page, "Anfrage senden").dblclick();
    const sending = button(page, "Anfrage wird gesendet …");
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    await expect(sending).toBeFocused();
    // Clicking it again while sending sends nothing more (forced: Playwright would wait for an
    // aria-disabled button to be enabled again).
    await sending.click({ force: true });
    await expect.poll(() => requests.length).toBe(1);
    release();
    await expect(page.getByText(SUCCESS, { exact: true })).toBeFocused();
    expect(requests).toHaveLength(1);
  });

  test("success: the exact sentence, the forms hidden, #contact-sent, a new request from the chooser", async ({
    page,
  }) => {
    await captureNotify(page);
    await openGeneralForm(page);
    await fillGeneralForm(page);
    await button(page, "Anfrage senden").click();
    const success = page.getByText(SUCCESS, { exact: true });
    await expect(success).toBeFocused();
    await expect(page).toHaveURL(/#contact-sent$/);
    await expect(form(page)).toHaveCount(0);
    await expect(card(page, /^Psychotherapie/)).toHaveCount(0);
    await expectAxeClean(page);
    // The page did not jump to the top: the message is in view.
    await expect(success).toBeInViewport();

    await button(page, "Weitere Anfrage stellen").click();
    await expect(page).not.toHaveURL(/#contact-sent/);
    await expect(
      page.getByRole("heading", { name: "Worum geht es bei Ihrer Anfrage?" }),
    ).toBeFocused();
    await card(page, /^Allgemeine Anfrage/).click();
    // A sent form starts empty.
    await expect(field(page, "Vorname")).toHaveValue("");
  });
});
