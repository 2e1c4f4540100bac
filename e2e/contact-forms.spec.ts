/**
 * The single-step sports and general forms (requirements §3, §4, §5, §7) in the browser: the
 * request field by field, the messages, touch. Each form sent for real to the server, stored
 * and mailed, runs in every engine: engines/contact.engine.ts.
 */
import { expectAxeClean } from "./axe.ts";
import {
  button,
  captureNotify,
  card,
  describedError,
  expectSentPage,
  field,
  fieldErrors,
  fillContactDetails,
  fillGeneralForm,
  fillSportForm,
  MSG,
  openContactPage,
  openGeneralForm,
  openSportForm,
  PERSON,
  SPORT,
  SPORT_ANSWERS,
  SUCCESS,
  theOneRequest,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The two single-step forms, each on its page, with what its happy path sends. */
const SINGLE_STEP_FORMS = [
  {
    name: "sports form",
    open: openSportForm,
    fill: fillSportForm,
    path: "/sportphysiotherapie/kontakt",
    api: "/api/notify/physiotherapie",
    sent: {
      mode: "sportphysiotherapie",
      contactType: "sportphysiotherapie",
      ...SPORT_ANSWERS,
      hasRezept: "Ja",
    },
  },
  {
    name: "general form",
    open: openGeneralForm,
    fill: fillGeneralForm,
    path: "/kontakt",
    api: "/api/notify/",
    sent: {
      mode: "default",
      contactType: "general",
      inquiryReason: "Terminanfrage",
      tageszeiten: "",
    },
  },
];

for (const { name, open, fill, path, api, sent } of SINGLE_STEP_FORMS) {
  test(`${name}, happy path by mouse: the request to ${api}, field by field`, async ({ page }) => {
    const requests = await captureNotify(page);
    await open(page);
    await expectAxeClean(page);
    await fill(page);
    await button(page, "Anfrage senden").click();
    await expectSentPage(page, path);
    expect(theOneRequest(requests, api)).toEqual({
      id: "<id>",
      ...PERSON,
      lastCalledPage: "",
      website: "",
      ...sent,
    });
  });
}

/** The messages of the empty contact details at the top of every form, in the page's order. */
const CONTACT_DETAIL_MESSAGES = [MSG.firstName, MSG.lastName, MSG.email, MSG.phone];

test.describe("sports form", () => {
  test("required messages, the error summary, nothing sent; optional fields stay quiet", async ({
    page,
  }) => {
    const requests = await captureNotify(page);
    await openSportForm(page);
    await expect(fieldErrors(page)).toHaveCount(0);
    await button(page, "Anfrage senden").click();
    await expect(fieldErrors(page)).toHaveText([
      ...CONTACT_DETAIL_MESSAGES,
      MSG.therapyType,
      MSG.beschwerden,
      MSG.tageszeiten,
      MSG.message,
      MSG.terms,
    ]);
    const summary = page.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveCount(9);
    await summary.getByRole("link", { name: /Gewünschte Therapie/ }).click();
    await expect(field(page, SPORT.therapyType)).toBeFocused();
    await expect(field(page, SPORT.availability)).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, SPORT.hasRezept)).not.toHaveAttribute("aria-invalid", "true");
    await expectAxeClean(page);
    expect(requests).toHaveLength(0);
    // After the failed send every change updates the messages.
    // Any printable text is fine (decision 007); a bidirectional override is not.
    await field(page, SPORT.tageszeiten).fill("abends & am Wochenende");
    await expect.poll(() => describedError(field(page, SPORT.tageszeiten))).toBe(null);
    await field(page, SPORT.tageszeiten).fill("abends \u202Eam Wochenende");
    await expect.poll(() => describedError(field(page, SPORT.tageszeiten))).toBe(MSG.pattern);
  });
});

test.describe("general form", () => {
  test("required messages; the reason is optional", async ({ page }) => {
    const requests = await captureNotify(page);
    await openGeneralForm(page);
    await button(page, "Anfrage senden").click();
    await expect(fieldErrors(page)).toHaveText([
      ...CONTACT_DETAIL_MESSAGES,
      MSG.message,
      MSG.terms,
    ]);
    await expect(page.locator(".error-summary")).toBeFocused();
    await expectAxeClean(page);
    await fillContactDetails(page);
    await field(page, /^Ich habe die Datenschutzerklärung/).check();
    await expect(fieldErrors(page)).toHaveCount(0);
    await button(page, "Anfrage senden").click();
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
    expect(requests[0]?.body.inquiryReason).toBe("");
  });
});

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test("the general form is sent by taps at 320 px, without horizontal scrolling", async ({
    page,
  }) => {
    const requests = await captureNotify(page);
    await openContactPage(page, "/kontakt");
    await card(page, /^Allgemeine Anfrage/).tap();
    await waitForHydration(page);
    await fillContactDetails(page);
    await field(page, "Grund Ihrer Anfrage (optional)").selectOption("Feedback");
    await page.getByText("Ich habe die", { exact: false }).tap({ position: { x: 5, y: 5 } });
    await expect(field(page, /^Ich habe die Datenschutzerklärung/)).toBeChecked();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    await button(page, "Anfrage senden").tap();
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
    expect(requests[0]?.body.inquiryReason).toBe("Feedback");
  });

  test("touch targets on /psychotherapie/kontakt and /sportphysiotherapie/kontakt are at least 44 px high", async ({
    page,
  }) => {
    for (const path of ["/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"]) {
      await openContactPage(page, path);
      await waitForHydration(page);
      const small = await page.evaluate(() => {
        const targets = document.querySelectorAll<HTMLElement>(
          ".contact-page button, .contact-page .link-button, .contact-page input:not([tabindex='-1']), .contact-page select, .contact-page textarea, .contact-page .field__checkbox-row, .contact-page .field__option",
        );
        return Array.from(targets)
          .filter((element) => {
            // The wizard's steps and buttons not shown are in the page, hidden.
            if (element.getClientRects().length === 0) return false;
            if (element.matches("input[type=checkbox], input[type=radio]")) return false;
            return element.getBoundingClientRect().height < 44;
          })
          .map((element) => element.outerHTML.slice(0, 80));
      });
      expect(small, path).toEqual([]);
    }
  });
});
