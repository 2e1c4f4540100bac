/**
 * Form errors that are found and heard, and a send that always ends (issue 22, points 2 and 3),
 * on a phone and on a desktop: the error summary on every failed attempt, below the sticky
 * header, its bullets on the first line; the send button, fields and „Zurück“ while sending; the
 * client timeout; the failure banners.
 */
import type { Locator, Page, Route } from "@playwright/test";
import sharp from "sharp";
import { crisisNumbers } from "#content/crisis.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import { practice } from "#content/practice.ts";
import { expectAxeClean } from "./axe.ts";
import {
  BANNER,
  button,
  captureNotify,
  errorBanner,
  FAILED_SEND_CONSOLE_ERRORS,
  field,
  fillContactDetails,
  fillGeneralForm,
  fillPsychotherapieStep8,
  fillPsychotherapieUntil,
  form,
  openContactPage,
  openGeneralForm,
  PSY,
  SUCCESS,
  stepText,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

// An aborted or refused request is reported in the console; these tests cause them on purpose.
test.use({ allowedConsoleErrors: FAILED_SEND_CONSOLE_ERRORS });

/** The client's bound for one send (contact/send.ts SEND_TIMEOUT_MS), written out on purpose. */
const SEND_TIMEOUT_MS = 30_000;
const TRY_AGAIN = contactForm.errorBannerRetry;

const summary = (page: Page) => page.locator(".error-summary");

/** Waits until the page stopped scrolling. */
async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(window.scrollY === before)),
          ),
        );
      }),
  );
}

/**
 * The summary has the focus, is announced (a new alert node holding its heading and list), and
 * its heading is in view below the sticky header. Returns the alert node's handle, so the next
 * attempt can show it is a new one.
 */
async function expectSummaryFoundAndHeard(page: Page) {
  const box = summary(page);
  await expect(box).toBeFocused();
  const alert = box.getByRole("alert");
  await expect(alert.getByRole("heading")).toHaveText("Bitte prüfen Sie Ihre Angaben:");
  await expect(alert.getByRole("link").first()).toBeVisible();
  // The summary scrolls to its start: it rests in view, below the header.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const heading = document.querySelector(".error-summary__heading")?.getBoundingClientRect();
        const header = document.querySelector(".site-header")?.getBoundingClientRect();
        if (!heading || !header) return "missing";
        return heading.top >= header.bottom && heading.top < window.innerHeight
          ? "below the header, in view"
          : `heading at ${heading.top}, header ends at ${header.bottom}`;
      }),
    )
    .toBe("below the header, in view");
  await scrollSettled(page);
  expect(
    await page.evaluate(() => {
      const heading = document.querySelector(".error-summary__heading")?.getBoundingClientRect();
      const header = document.querySelector(".site-header")?.getBoundingClientRect();
      return Boolean(heading && header && heading.top >= header.bottom);
    }),
    "still below the header once the scroll has settled",
  ).toBe(true);
  return alert.elementHandle();
}

/**
 * Each summary bullet stands on the first line of its item: the bullet's dark pixels (in the
 * list's left padding) lie within the first line box of the item's text.
 */
async function expectBulletsOnFirstLine(page: Page): Promise<void> {
  const items = summary(page).locator("li");
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < Math.min(count, 2); index++) {
    const item = items.nth(index);
    await item.scrollIntoViewIfNeeded();
    const geometry = await item.evaluate((li) => {
      const box = li.getBoundingClientRect();
      const list = li.parentElement?.getBoundingClientRect();
      // The line boxes of the item's text (its elements' own boxes left out).
      const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
      const lines: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
      }
      const first = lines[0];
      return {
        left: list?.left ?? 0,
        width: box.left - (list?.left ?? 0),
        top: box.top,
        height: box.height,
        firstLine: first ? { top: first.top, bottom: first.bottom } : null,
        lastLineTop: lines.at(-1)?.top ?? 0,
      };
    });
    // The item has more than one line, or the check would prove nothing.
    expect(geometry.firstLine).not.toBeNull();
    expect(geometry.lastLineTop).toBeGreaterThan(geometry.firstLine?.bottom ?? 0);
    const shot = await page.screenshot({
      scale: "css",
      clip: { x: geometry.left, y: geometry.top, width: geometry.width, height: geometry.height },
    });
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    const darkRows: number[] = [];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        if ((data[at] ?? 255) + (data[at + 1] ?? 255) + (data[at + 2] ?? 255) < 3 * 160) {
          darkRows.push(y);
          break;
        }
      }
    }
    expect(darkRows.length).toBeGreaterThan(0);
    const bulletMiddle = geometry.top + ((darkRows[0] ?? 0) + (darkRows.at(-1) ?? 0)) / 2;
    expect(bulletMiddle).toBeGreaterThanOrEqual(geometry.firstLine?.top ?? 0);
    expect(bulletMiddle).toBeLessThanOrEqual(geometry.firstLine?.bottom ?? 0);
  }
}

/** Position and size of an element in the page (not the viewport). */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      x: Math.round(box.left + window.scrollX),
      y: Math.round(box.top + window.scrollY),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  });

/** A click where the visitor sees the element; an inert element lets it pass through. */
async function clickAt(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not shown");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The element cannot take the focus (inert): focusing it leaves the focus where it was. */
const refusesFocus = (locator: Locator) =>
  locator.evaluate((element) => {
    const before = document.activeElement;
    (element as HTMLElement).focus();
    return document.activeElement === before && document.activeElement !== element;
  });

async function expectBannerOffersPhoneAndMail(page: Page): Promise<void> {
  const banner = errorBanner(page);
  await expect(banner).toBeFocused();
  await expect(banner).toHaveAccessibleName(contactForm.errorBannerHeading);
  await expect(
    banner.getByRole("link", { name: practice.phone.display, exact: true }),
  ).toHaveAttribute("href", practice.phone.href);
  await expect(banner.getByRole("link", { name: practice.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${practice.email}`,
  );
}

const viewports = [
  {
    name: "phone",
    use: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true },
  },
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { name, use } of viewports) {
  test.describe(`on a ${name}`, () => {
    test.use(use);

    test("the sports form: every failed send focuses and announces the summary, below the header, bullets on the first line", async ({
      page,
    }) => {
      const requests = await captureNotify(page);
      await openContactPage(page, "/sportphysiotherapie/kontakt");
      await waitForHydration(page);
      await button(page, "Anfrage senden").click();
      const firstAlert = await expectSummaryFoundAndHeard(page);
      await expectBulletsOnFirstLine(page);
      await expectAxeClean(page);

      // A second failed try, from a field: found and heard again, as a new alert.
      await fillContactDetails(page, false);
      await button(page, "Anfrage senden").click();
      const secondAlert = await expectSummaryFoundAndHeard(page);
      expect(await firstAlert?.evaluate((node) => node.isConnected)).toBe(false);
      expect(await secondAlert?.evaluate((node) => node.isConnected)).toBe(true);
      expect(requests).toHaveLength(0);
    });

    test("the psychotherapy wizard: a failed „Weiter“ on a later step and a failed send on step 8 are found and heard; a hanging send ends after 30 s", async ({
      page,
    }) => {
      // The eight-step walk, three summaries and a send: on a busy 2-core machine more than
      // the default 90 s (a guard against hangs, not a speed check).
      test.slow();
      await page.clock.install();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const requests = await captureNotify(page, async (route, index) => {
        if (index > 0) return route.fulfill({ status: 201, json: { id: "x" } });
        await held;
        await route.fulfill({ status: 201, json: { id: "x" } }).catch(() => {});
      });
      await openContactPage(page, "/psychotherapie/kontakt");
      await waitForHydration(page);

      // The first failed „Weiter“, then one on a later step (used to leave the focus on the button).
      await button(page, "Weiter").click();
      await expectSummaryFoundAndHeard(page);
      await fillPsychotherapieUntil(page, 2);
      await button(page, "Weiter").click();
      await expectSummaryFoundAndHeard(page);

      // Step 8: the send's summary is brought to the visitor, far above the button.
      await button(page, "Zurück").click();
      await fillPsychotherapieUntil(page, 8);
      await button(page, "Anfrage senden").click();
      await expectSummaryFoundAndHeard(page);

      // Sending: the button keeps its place and size and the focus; „Zurück“ and the fields
      // are inert.
      await fillPsychotherapieStep8(page);
      await expect(summary(page)).toHaveCount(0);
      const send = button(page, "Anfrage senden");
      const before = await pageBox(send);
      // From here the page's time moves only when the test moves it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await send.click();
      const sending = button(page, "Anfrage wird gesendet …");
      await expect(sending).toHaveAttribute("aria-disabled", "true");
      await expect(sending).toBeFocused();
      expect(await pageBox(sending)).toEqual(before);
      await expect.poll(() => requests.length).toBe(1);
      expect(await refusesFocus(button(page, "Zurück"))).toBe(true);
      expect(await refusesFocus(field(page, PSY.versicherungsArt))).toBe(true);
      await clickAt(page, button(page, "Zurück"));
      await expect(stepText(page)).toHaveText("Schritt 8 von 8");

      // No answer: 30 s later the send ends with the §8 status-0 sentence.
      await page.clock.runFor(SEND_TIMEOUT_MS - 1_000);
      await expect(sending).toBeVisible();
      await page.clock.runFor(1_000);
      await expect(errorBanner(page).locator(".contact-banner__text")).toHaveText(
        BANNER.noConnection,
      );
      await page.clock.resume();
      await expectBannerOffersPhoneAndMail(page);
      await expect(errorBanner(page)).toContainText(TRY_AGAIN);
      await expect(button(page, "Anfrage senden")).not.toHaveAttribute("aria-disabled");
      await expect(field(page, PSY.versicherungsArt)).toHaveValue("Selbstzahler");
      release();

      // Sent: the psychotherapy success message carries the crisis note.
      await button(page, "Anfrage senden").click();
      const success = page.getByText(SUCCESS, { exact: true });
      await expect(success).toBeFocused();
      const crisis = page.locator(".contact-banner--success .crisis-note");
      await expect(crisis).toBeVisible();
      for (const number of Object.values(crisisNumbers)) {
        await expect(
          crisis.getByRole("link", { name: number.display.replaceAll("\u00a0", " "), exact: true }),
        ).toHaveAttribute("href", number.href);
      }
      await expectAxeClean(page);
    });

    test("the general form: a 425 banner asks to wait, offers phone and e-mail, and is focused; Enter keeps the focus on the form while sending", async ({
      page,
    }) => {
      await page.clock.install();
      const answers: ((route: Route) => Promise<void>)[] = [
        (route) => route.fulfill({ status: 425, json: { message: "Zu viele Anfragen" } }),
        (route) => route.fulfill({ status: 500, json: { message: "Wartung" } }),
        () => new Promise(() => {}),
      ];
      await captureNotify(page, (route, index) => answers[index]?.(route) ?? route.abort());
      await openGeneralForm(page);
      await fillGeneralForm(page);

      await button(page, "Anfrage senden").click();
      await expect(errorBanner(page).locator(".contact-banner__text")).toHaveText(
        BANNER.rateLimited,
      );
      await expectBannerOffersPhoneAndMail(page);
      await expect(errorBanner(page)).toContainText(contactForm.errorBannerKept);
      await expect(errorBanner(page)).not.toContainText(TRY_AGAIN);
      await expectAxeClean(page);

      await button(page, "Anfrage senden").click();
      await expect(errorBanner(page).locator(".contact-banner__text")).toHaveText(
        "Fehler: Wartung",
      );
      await expectBannerOffersPhoneAndMail(page);
      await expect(errorBanner(page)).toContainText(TRY_AGAIN);

      // Sent with Enter from a field: the field turns inert, the focus goes to the button.
      await field(page, "Vorname").press("Enter");
      const sending = button(page, "Anfrage wird gesendet …");
      await expect(sending).toBeFocused();
      expect(await refusesFocus(field(page, "Ihre Nachricht"))).toBe(true);
      await page.clock.runFor(SEND_TIMEOUT_MS);
      await expect(errorBanner(page).locator(".contact-banner__text")).toHaveText(
        BANNER.noConnection,
      );
      await expect(errorBanner(page)).toBeFocused();
      await expect(form(page).getByText(SUCCESS)).toHaveCount(0);
    });
  });
}
