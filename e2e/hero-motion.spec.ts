/**
 * The sports hero's one motion control: a single button pauses and resumes the typewriter and
 * the video together, on a phone (typewriter only) and on a wide screen (both). It exists only
 * once script runs and something moves: not in the prerendered HTML, not without JavaScript,
 * not under prefers-reduced-motion; and its appearance moves none of the hero's text.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

const PATH = "/sportphysiotherapie";
const FIRST = "Zurück in Ihren Sport.";

/** Every button in the hero, by its accessible name. */
const heroButtons = (page: Page) => page.locator("main .hero").getByRole("button");

const videoPaused = (page: Page) =>
  page.locator("main .hero video").evaluate((video: HTMLVideoElement) => video.paused);

test("the prerendered hero has no button, only the still text and picture", async ({ request }) => {
  const html = await (await request.get(PATH)).text();
  const hero = html.match(/<header class="hero[^"]*">([\s\S]*?)<\/header>/)?.[1] ?? "";
  expect(hero).toContain(FIRST);
  expect(hero).not.toContain("<button");
  expect(hero).not.toContain("<video");
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("one control pauses and resumes the video and the typewriter", async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    await hydrated(page);
    await expect.poll(() => videoPaused(page)).toBe(false);
    await expect(heroButtons(page)).toHaveText(["Bewegung anhalten"]);

    await heroButtons(page).click();
    await expect(heroButtons(page)).toHaveText(["Bewegung fortsetzen"]);
    await expect.poll(() => videoPaused(page)).toBe(true);
    await page.clock.runFor(20_000);
    await expect(page.locator(".typewriter__text")).toHaveText(FIRST);
    expect(await videoPaused(page)).toBe(true);

    await heroButtons(page).click();
    await expect(heroButtons(page)).toHaveText(["Bewegung anhalten"]);
    await expect.poll(() => videoPaused(page)).toBe(false);
    await page.clock.runFor(5_000);
    await expect(page.locator(".typewriter__text")).not.toHaveText(FIRST);
  });

  test("is one button on the psychotherapy landing too, for its video", async ({ page }) => {
    await page.goto("/psychotherapie");
    await hydrated(page);
    await expect.poll(() => videoPaused(page)).toBe(false);
    await expect(heroButtons(page)).toHaveText(["Bewegung anhalten"]);
    await heroButtons(page).click();
    await expect.poll(() => videoPaused(page)).toBe(true);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the control pauses the typewriter by keyboard, and keeps the focus", async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    await hydrated(page);
    await expect(page.locator("main .hero video")).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Bewegung anhalten" });
    await expect(toggle).toBeVisible();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Bewegung fortsetzen" })).toBeFocused();
    await page.clock.runFor(20_000);
    await expect(page.locator(".typewriter__text")).toHaveText(FIRST);
  });

  test("nothing moves and no control shows under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PATH);
    await hydrated(page);
    await expect(heroButtons(page)).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 320, height: 640 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the control's appearance moves no text of the hero", async ({ page, browser }) => {
      const boxes = (target: Page) =>
        target
          .locator("main .hero :is(h1, .hero__lead, .typewriter, .hero__actions)")
          .evaluateAll((elements) =>
            elements.map((element) => {
              const { x, y, width, height } = element.getBoundingClientRect();
              return { x, y, width, height };
            }),
          );
      const still = await browser.newContext({ viewport, javaScriptEnabled: false });
      try {
        const before = await still.newPage();
        await before.goto(PATH);
        await expect(before.locator("main .hero").getByRole("button")).toHaveCount(0);
        await page.goto(PATH);
        await hydrated(page);
        await expect(heroButtons(page)).toHaveText(["Bewegung anhalten"]);
        expect(await boxes(page)).toEqual(await boxes(before));
      } finally {
        await still.close();
      }
    });
  });
}
