/**
 * Crisis help one tap away (issue 22): the crisis note of content/crisis.ts with every number a
 * tel: link, on the psychotherapy contact page (also without JavaScript), on the wizard's first
 * step and in the crisis sections of the depression, trauma therapy and FAQ pages; step 8 links
 * the costs page; the psychotherapy consent names health data. No prerendered page shows a crisis
 * number outside a tel: link.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { fieldLabels } from "#contact/labels.ts";
import { crisisNote, crisisNumbers } from "#content/crisis.ts";
import { faq } from "#content/pages/faq.ts";
import { CLIENT_DIR } from "../scripts/build-dir.ts";
import { prerenderedHtmlFiles } from "../scripts/vnu.ts";
import { expectAxeClean } from "./axe.ts";
import {
  card,
  fillPsychotherapieUntil,
  form,
  openContactPage,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, gotoReady, test } from "./fixtures.ts";

const NUMBERS = Object.values(crisisNumbers);
/** The first number of the note: the emergency call. */
const EMERGENCY = NUMBERS[0] ?? { display: "", href: "" };

/** Every crisis number is in `scope` as a visible tel: link named as written for people. */
async function expectCrisisLinks(scope: Locator) {
  for (const number of NUMBERS) {
    const link = scope.locator(`a[href="${number.href}"]`);
    await expect(link, number.href).toHaveCount(1);
    await expect(link, number.href).toBeVisible();
    await expect(link, number.href).toHaveText(number.display);
  }
}

const note = (scope: Page | Locator) => scope.locator(".crisis-note");
const noteHeading = (scope: Page | Locator) =>
  scope.getByRole("heading", { name: crisisNote.heading, exact: true });

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const viewports = [
  { name: "phone", use: phone },
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { name, use } of viewports) {
  test.describe(`crisis help (${name})`, () => {
    test.use(use);

    test("/psychotherapie/kontakt: the note before the form, once, with tel: links", async ({
      page,
    }) => {
      await openContactPage(page, "/psychotherapie/kontakt");
      await waitForHydration(page);
      await expect(note(page)).toHaveCount(1);
      await expect(noteHeading(page)).toBeVisible();
      await expectCrisisLinks(note(page));
      const noteBox = await note(page).boundingBox();
      const formBox = await form(page).boundingBox();
      expect(noteBox && formBox && noteBox.y + noteBox.height <= formBox.y).toBe(true);
      await expectAxeClean(page);
    });
  });

  test.describe(`crisis help without JavaScript (${name})`, () => {
    test.use({ ...use, javaScriptEnabled: false });

    test("/psychotherapie/kontakt shows the note with its tel: links", async ({ page }) => {
      await openContactPage(page, "/psychotherapie/kontakt");
      await expect(noteHeading(page)).toBeVisible();
      await expectCrisisLinks(note(page).first());
    });
  });
}

// What the wizard's steps and the pages say is the same at every width: checked on the phone,
// where a visitor in crisis most likely reads it (the note's place before the form: above).
test.describe("crisis help in the wizard and the pages (phone)", () => {
  test.use(phone);

  test("/kontakt: the wizard's first step carries the note, step 8 links the costs, the consent names health data", async ({
    page,
  }) => {
    await openContactPage(page, "/kontakt");
    await waitForHydration(page);
    await expect(note(page)).toHaveCount(0);
    await card(page, /^Psychotherapie/).click();
    await expect(note(form(page))).toHaveCount(1);
    await expectCrisisLinks(note(form(page)));
    await expectAxeClean(page);

    await fillPsychotherapieUntil(page, 8);
    // Step 1 with its note is in the form, hidden (issue 31: every step is in the HTML).
    await expect(note(page)).toBeHidden();
    const costs = form(page).getByRole("link", { name: /^Kosten und Rahmenbedingungen/ });
    await expect(costs).toHaveAttribute("href", "/psychotherapie/kosten");
    await expect(costs).toHaveAttribute("target", "_blank");
    // The label as written, with the privacy link's "(öffnet in neuem Tab)" for screen readers.
    const [consent, privacy] = fieldLabels.psychotherapie.terms.split("Datenschutzerklärung");
    await expect(
      form(page).getByRole("checkbox", {
        name: new RegExp(`^${consent}Datenschutzerklärung \\(öffnet in neuem Tab\\)${privacy}$`),
      }),
    ).toBeVisible();
    expect(consent).toMatch(/^Ich willige ein, .*auch die zu meiner Gesundheit/);
  });

  test("the crisis sections of depression and trauma therapy, and the FAQ's crisis answer, with tel: links", async ({
    page,
  }) => {
    for (const path of [
      "/psychotherapie/leistungen/depressionen",
      "/psychotherapie/traumatherapie",
    ]) {
      await test.step(path, async () => {
        await gotoReady(page, path);
        const section = page.locator("section#krise");
        await expect(section).toHaveClass(/crisis-note/);
        await expectCrisisLinks(section);
        await expectAxeClean(page);
      });
    }
    await test.step("/psychotherapie/faq", async () => {
      await gotoReady(page, "/psychotherapie/faq");
      const crisisEntry = faq.psychotherapie.find((e) =>
        Object.values(crisisNumbers).every((number) => e.answer.includes(`href="${number.href}"`)),
      );
      expect(crisisEntry, "an answer of the FAQ with the crisis numbers").toBeDefined();
      const entry = page.locator("details", {
        has: page.getByRole("heading", { name: crisisEntry?.question, exact: true }),
      });
      await entry.locator("summary").click();
      await expectCrisisLinks(entry);
      await expectAxeClean(page);
    });
  });
});

test("no prerendered page shows a crisis number outside a tel: link", () => {
  const files = prerenderedHtmlFiles(CLIENT_DIR);
  expect(files.length).toBeGreaterThan(30);
  // The numbers as people write them, with any kind of space between the groups.
  const spaced = (display: string) => display.split(/\s+/).join("[\\s\\u00a0]*");
  const anyNumber = new RegExp(
    `(?<![\\d])(?:${NUMBERS.map((number) => spaced(number.display)).join("|")})(?![\\d])`,
  );
  let pagesWithNumbers = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const text = html
      .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, "")
      .replace(/<a\b[^>]*href="tel:[^"]*"[^>]*>[\s\S]*?<\/a>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replaceAll("&nbsp;", " ");
    expect(text, file).not.toMatch(anyNumber);
    if (html.includes(`href="${EMERGENCY.href}"`)) pagesWithNumbers++;
  }
  // The contact page, depression, trauma therapy with its cities, and the FAQ pages at least.
  expect(pagesWithNumbers).toBeGreaterThan(10);
});
