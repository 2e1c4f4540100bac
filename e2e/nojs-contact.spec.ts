/**
 * The contact pages without JavaScript and before hydration (issue 11). Without JavaScript the
 * form cannot work: the page shows none of it, says why, and has the practice's phone and
 * e-mail as links in the main content. While scripts load, the fields may be filled in (they
 * are kept) but no button is shown; once hydrated, the note is gone and the buttons appear
 * without moving anything.
 */
import type { Locator, Page } from "@playwright/test";
import { crisisNumbers } from "#content/crisis.ts";
import { practice } from "#content/practice.ts";
import { expectAxeClean } from "./axe.ts";
import { waitForHydration } from "./contact-helpers.ts";
import { expect, gotoReady, holdScripts, test } from "./fixtures.ts";

const CONTACT_PAGES = ["/kontakt", "/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"];
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};
/** The crisis note's tel: links come first on the psychotherapy contact page (issue 22). */
const crisisStops = (path: string) =>
  path === "/psychotherapie/kontakt"
    ? Object.values(crisisNumbers).map((number) => number.href)
    : [];
const NOTE =
  "Das Anfrageformular braucht JavaScript. Wenn es in Ihrem Browser nicht läuft, erreichen Sie mich direkt per Telefon oder E-Mail.";

const main = (page: Page) => page.locator("main");
const note = (page: Page) => main(page).getByText(NOTE, { exact: true });
const phoneLink = (page: Page) => main(page).locator(`a[href="${practice.phone.href}"]`);
const emailLink = (page: Page) => main(page).locator(`a[href="mailto:${practice.email}"]`);
const visibleButtons = (page: Page) => main(page).locator("button:visible, [role=button]:visible");
/** Every control of the wizard: none of them may be shown while it cannot work. */
const visibleControls = (page: Page) =>
  main(page).locator(
    "button:visible, input:visible, select:visible, textarea:visible, [role=button]:visible",
  );

async function expectDirectContact(page: Page) {
  await expect(phoneLink(page)).toBeVisible();
  await expect(phoneLink(page)).toHaveText(practice.phone.display);
  expect(practice.phone.href).toMatch(/^tel:\+\d+$/);
  await expect(emailLink(page)).toBeVisible();
  await expect(emailLink(page)).toHaveText(practice.email);
}

/** Where an element starts on the page, whatever the scroll position. */
const pageTop = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`contact pages without JavaScript (${name})`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    for (const path of CONTACT_PAGES) {
      test(`${path}: phone and e-mail links, the note, no control that does nothing`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(
          page.getByRole("heading", { level: 2, name: "Kontaktformular" }),
        ).toBeVisible();
        await expect(note(page)).toBeVisible();
        await expectDirectContact(page);
        await expect(visibleControls(page)).toHaveCount(0);

        // Tab from the heading on: every stop inside main is a link (crisis numbers, phone,
        // e-mail), none a control of the form.
        await page.getByRole("heading", { level: 1 }).click();
        const stops: string[] = [];
        for (let step = 0; step < 10; step++) {
          await page.keyboard.press("Tab");
          if ((await main(page).locator(":focus").count()) === 0) break;
          const link = main(page).locator("a:focus");
          await expect(link).toHaveCount(1);
          stops.push((await link.getAttribute("href")) ?? "");
        }
        expect(stops).toEqual([
          ...crisisStops(path),
          practice.phone.href,
          `mailto:${practice.email}`,
        ]);
      });
    }
  });
}

test.describe("contact pages with JavaScript", () => {
  test("/kontakt while scripts load: the note lies where the chooser appears, nothing moves", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/kontakt", { waitUntil: "commit" });
    await expect(note(page)).toBeVisible();
    await expectDirectContact(page);
    // The chooser's cards are buttons: none is shown, none takes the focus.
    await expect(visibleControls(page)).toHaveCount(0);
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Tab");
    await expect(phoneLink(page)).toBeFocused();
    const directTop = await pageTop(page.getByRole("heading", { name: "Telefon und E-Mail" }));

    release();
    await waitForHydration(page);
    await expect(note(page)).toBeHidden();
    await expect(page.locator(".form-card:visible")).toHaveCount(3);
    expect(await pageTop(page.getByRole("heading", { name: "Telefon und E-Mail" }))).toBe(
      directTop,
    );
  });

  for (const path of ["/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"]) {
    test(`${path} while scripts load: fields but no button; Enter does not submit; nothing moves`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      await expect(note(page)).toBeVisible();
      await expectDirectContact(page);
      await expect(visibleButtons(page)).toHaveCount(0);
      // The first Tab stop after the heading (and the crisis numbers) is the first field, not
      // the hidden way back.
      await page.getByRole("heading", { level: 1 }).click();
      for (const href of crisisStops(path)) {
        await page.keyboard.press("Tab");
        await expect(main(page).locator("a:focus")).toHaveAttribute("href", href);
      }
      await page.keyboard.press("Tab");
      const firstName = main(page).getByLabel("Vorname", { exact: true });
      await expect(firstName).toBeFocused();
      await firstName.fill("Anna");
      await page.keyboard.press("Enter");
      const fieldTop = await pageTop(firstName);

      release();
      await waitForHydration(page);
      await expect(note(page)).toBeHidden();
      await expect(visibleButtons(page).first()).toBeVisible();
      // No native submission happened: same URL, no reload, the entry is still there.
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(firstName).toHaveValue("Anna");
      expect(await pageTop(firstName)).toBe(fieldTop);
    });
  }

  test("hydrated: the note is gone and the wizard works as before", async ({ page }) => {
    await gotoReady(page, "/kontakt");
    await expect(note(page)).toBeHidden();
    await expect(note(page)).toHaveCount(1);
    await expectDirectContact(page);
    await page.getByRole("button", { name: /^Allgemeine Anfrage/ }).click();
    await expect(page.getByRole("heading", { name: "Allgemeine Anfrage" })).toBeFocused();
    await expect(page.getByLabel("Vorname", { exact: true })).toBeVisible();
  });

  for (const path of ["/kontakt", "/psychotherapie/kontakt"]) {
    test(`${path} before hydration passes axe`, async ({ page }) => {
      await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      await expect(note(page)).toBeVisible();
      await expectAxeClean(page);
    });
  }
});
