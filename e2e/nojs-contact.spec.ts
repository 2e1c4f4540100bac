/**
 * The contact pages where the island never runs (issue 31): with JavaScript off, and with the
 * island's script blocked. The forms are shown and post natively; the psychotherapy form is one
 * page (all eight steps, each a group under its title, the questions an answer opens with a note
 * saying when, no „Weiter“, „Zurück“ or progress, „Anfrage senden“ at the end); /kontakt's cards
 * are links to each form's page; phone and e-mail stay. axe needs JavaScript in the page, so it
 * checks the one-page layout with the island blocked (the same rules as without JavaScript), and
 * the prerendered wizard before hydration.
 */
import type { Locator, Page } from "@playwright/test";
import { practice } from "#content/practice.ts";
import { SPEC_STEP_TITLES } from "#test-support/spec-steps.ts";
import { expectAxeClean } from "./axe.ts";
import { button, PERSON, PSY } from "./contact-helpers.ts";
import { expect, holdScripts, test } from "./fixtures.ts";

const main = (page: Page) => page.locator("main");
const form = (page: Page) => page.locator("form.contact-form");

/** The notes of the questions an answer opens, in page order. */
const CONDITION_NOTES = [
  "Nur falls Sie oben „Ja“ gewählt haben:",
  "Nur falls Sie oben „Empfehlung“ gewählt haben:",
  "Nur falls Sie gesetzlich oder privat versichert sind:",
];

async function expectDirectContact(page: Page) {
  await expect(main(page).locator(`a[href="${practice.phone.href}"]`)).toBeVisible();
  await expect(main(page).locator(`a[href="mailto:${practice.email}"]`)).toBeVisible();
}

/** Where an element's box ends and starts, to check the order the visitor sees. */
const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

/**
 * The eight parts' headings on one page: the four parts that share the title „Therapiebedarf“
 * are numbered, so each can be told apart.
 */
const ONE_PAGE_TITLES = SPEC_STEP_TITLES.map((title, index) =>
  title === "Therapiebedarf" ? `${title} (${index} von 4)` : title,
);

/** The questions an answer opens, as their labels read where the form is one page. */
const CONDITIONAL_LABELS = [
  `${PSY.previousTherapyExperience} (falls zutreffend)`,
  PSY.empfehlung,
  PSY.versicherungsName,
];

/** The psychotherapy form as one page: every step and question shown, nothing of the wizard. */
async function expectOnePage(page: Page) {
  const groups = form(page).locator("fieldset.wizard__step");
  await expect(groups).toHaveCount(8);
  for (const [index, title] of ONE_PAGE_TITLES.entries()) {
    const group = groups.nth(index);
    await expect(group).toBeVisible();
    await expect(group.getByRole("heading", { level: 4 })).toHaveText(title);
    // Each a group named by its own title, in the accessibility tree (not only shown).
    await expect(form(page).getByRole("group", { name: title, exact: true })).toHaveCount(1);
  }
  await expect(form(page).locator(".wizard__condition")).toHaveText(CONDITION_NOTES);
  await expectConditionalQuestions(page);
  await expect(button(page, "Weiter")).toHaveCount(0);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.locator(".wizard-progress__text")).toBeHidden();
  const send = button(page, "Anfrage senden");
  await expect(send).toBeVisible();
  expect(await top(send)).toBeGreaterThan(await top(groups.nth(7)));
}

/**
 * A question an answer opens is described by the note that names its condition and does not
 * claim to be required (it may not apply); the one required under its condition says in its
 * label that it counts only then.
 */
async function expectConditionalQuestions(page: Page) {
  for (const [index, label] of CONDITIONAL_LABELS.entries()) {
    const control = form(page).getByLabel(label, { exact: true });
    await expect(control).toBeVisible();
    await expect(control).not.toHaveAttribute("required");
    await expect(control).not.toHaveAttribute("aria-required");
    await expect(control).toHaveAccessibleDescription(CONDITION_NOTES[index] ?? "");
  }
  const coverage = form(page).getByRole("checkbox", { name: PSY.kostenuebernahmeGeklaert });
  await expect(coverage).toHaveAccessibleDescription(CONDITION_NOTES[2] ?? "");
}

test.describe("contact pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("/psychotherapie/kontakt: the form as one page, posted by the browser", async ({ page }) => {
    await page.goto("/psychotherapie/kontakt");
    await expectDirectContact(page);
    await expect(form(page)).toHaveAttribute("method", "post");
    await expect(form(page)).toHaveAttribute("action", "/api/notify/psychotherapie");
    await expectOnePage(page);
    // The prerendered slider's value text would claim 5 whatever the visitor chose.
    await expect(page.getByRole("slider", { name: PSY.burdenScale })).not.toHaveAttribute(
      "aria-valuetext",
    );
  });

  for (const { width, textSize } of [
    { width: 390, textSize: 100 },
    { width: 320, textSize: 200 },
  ]) {
    test(`the burden scale's numbers stand under the slider's stops (${width} px, text ${textSize} %)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      // The browser's text size, as a visitor sets it (e2e/text-size.spec.ts).
      const session = await page.context().newCDPSession(page);
      await session.send("Page.setFontSizes", {
        fontSizes: { standard: (16 * textSize) / 100, fixed: (13 * textSize) / 100 },
      });
      await page.goto("/psychotherapie/kontakt");
      const slider = page.getByRole("slider", { name: PSY.burdenScale });
      const scale = form(page).locator(".range__scale");
      await expect(scale).toHaveAttribute("aria-hidden", "true");
      await expect(scale.locator("li")).toHaveText([
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
      ]);
      await slider.scrollIntoViewIfNeeded();
      const sliderBox = await slider.boundingBox();
      const boxes = await scale.locator("li").evaluateAll((items) =>
        items.map((item) => {
          // The number's own glyphs: the item is a box of no width that centres them.
          const range = document.createRange();
          range.selectNodeContents(item);
          const { left, right, top, bottom } = range.getBoundingClientRect();
          return { left, right, top, bottom };
        }),
      );
      for (const [index, box] of boxes.entries()) {
        const next = boxes[index + 1];
        // Apart from the next number: beside it, or on another line.
        if (next) {
          const apart = box.right < next.left || box.bottom <= next.top || next.bottom <= box.top;
          expect(apart, `${index + 1} and ${index + 2} apart`).toBe(true);
        }
        // A click on the slider right above a number sets the slider to that number.
        await page.mouse.click(
          (box.left + box.right) / 2,
          (sliderBox?.y ?? 0) + (sliderBox?.height ?? 0) / 2,
        );
        await expect(slider).toHaveValue(String(index + 1));
      }
      // On screen: the first and last number overhang the track by at most half a glyph.
      expect(boxes[0]?.left).toBeGreaterThanOrEqual(0);
      expect(boxes.at(-1)?.right).toBeLessThanOrEqual(width);
    });
  }

  test("/kontakt: the cards are links to each form's page; the general form there, and the way back", async ({
    page,
  }) => {
    await page.goto("/kontakt");
    await expectDirectContact(page);
    const cards = main(page).locator(".form-card");
    await expect(cards).toHaveCount(3);
    expect(
      await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(["/psychotherapie/kontakt", "/sportphysiotherapie/kontakt", "/kontakt/allgemein"]);

    await page.getByRole("link", { name: /^Allgemeine Anfrage/ }).click();
    await expect(page).toHaveURL(/\/kontakt\/allgemein$/);
    await expect(page.getByRole("heading", { level: 3, name: "Allgemeine Anfrage" })).toBeVisible();
    await expect(form(page)).toHaveAttribute("action", "/api/notify/");
    await expect(button(page, "Anfrage senden")).toBeVisible();
    await expectDirectContact(page);
    await page.getByRole("link", { name: "Andere Art der Anfrage wählen" }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
  });
});

test.describe("contact pages whose island does not load", () => {
  // The island's blocked request, and the not-sent page's status 400.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("the psychotherapy form is one page and posts natively, form-encoded", async ({ page }) => {
    await page.route(/\/assets\/contact-hydrate-[^/]+\.js$/, (route) => route.abort("failed"));
    const posts: { url: string; contentType?: string; body: string }[] = [];
    page.on("request", (request) => {
      if (request.method() !== "POST") return;
      posts.push({
        url: request.url(),
        contentType: request.headers()["content-type"],
        body: request.postData() ?? "",
      });
    });
    await page.goto("/psychotherapie/kontakt");
    // Turning to the form asks for the island (decision 020), whose request fails.
    await form(page).getByLabel("Vorname", { exact: true }).focus();
    await expect(page.locator("html")).toHaveAttribute("data-island", "failed");
    await expectOnePage(page);
    // axe runs only with JavaScript; the layout is the one without (contact-page.css).
    await expectAxeClean(page);

    await form(page).getByLabel("Vorname", { exact: true }).fill(PERSON.firstName);
    await form(page).getByRole("group", { name: PSY.hasPreviousTherapy }).getByLabel("Ja").check();
    await form(page).getByLabel(PSY.terms).check();
    await button(page, "Anfrage senden").click();
    // The server answers the incomplete form with its not-sent page (a real page: a stub
    // without the site's CSS would end Chromium's view transition with a console error).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anfrage nicht gesendet");
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(new URL(post?.url ?? "").pathname).toBe("/api/notify/psychotherapie");
    expect(post?.contentType).toBe("application/x-www-form-urlencoded");
    const fields = new URLSearchParams(post?.body);
    expect(Object.fromEntries(fields)).toMatchObject({
      firstName: PERSON.firstName,
      hasPreviousTherapy: "JA",
      burdenScale: "5",
      terms: "on",
      mode: "psychotherapie",
      website: "",
    });
    // Unchecked boxes post nothing, as browsers do.
    expect(fields.has("montag")).toBe(false);
  });
});

test("/psychotherapie/kontakt before hydration passes axe (the steps not shown are hidden)", async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto("/psychotherapie/kontakt", { waitUntil: "commit" });
  await expect(button(page, "Weiter")).toBeVisible();
  await expect(form(page).locator("fieldset.wizard__step:visible")).toHaveCount(1);
  await expectAxeClean(page);
});
