/**
 * The heroes' motion and their one control (WCAG 2.2.2), run by the site module
 * (app/browser/hero-motion.ts): a single button pauses and resumes the typewriter and the video
 * together, on a phone (typewriter only) and on a wide screen (both). It exists only once the
 * script runs and something moves: not in the prerendered HTML, not without JavaScript, not
 * under prefers-reduced-motion; and its appearance moves none of the hero's text. The video
 * plays only on a wide screen, with motion welcome and without Save-Data, and goes again when
 * that changes.
 */
import type { Page } from "@playwright/test";
import { media } from "#content/media.ts";
import { sportLanding } from "#content/pages/sport-landing.ts";
import { escapeRegExp } from "./contact-helpers.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";

const PATH = "/sportphysiotherapie";
const POSTERS = {
  psychotherapie: media.videos.psychotherapie.poster.src,
  sportphysiotherapie: media.videos.sportphysiotherapie.poster.src,
};
const TEXTS = sportLanding.typewriter;
const [FIRST] = TEXTS;
/** One of the typewriter's texts, complete (the copy may have non-breaking spaces). */
const A_WHOLE_TEXT = new RegExp(
  `^(${TEXTS.map((text) => escapeRegExp(text).replace(/[ \u00a0]/g, "\\s")).join("|")})$`,
);
/** `text` as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/** Every button in the hero, by its accessible name. */
const heroButtons = (page: Page) => page.locator("main .hero").getByRole("button");
const heroVideo = (page: Page) => page.locator("main .hero video");
const typewriterLine = (page: Page) => page.locator(".typewriter__text");

const videoPaused = (page: Page) =>
  heroVideo(page).evaluate((video: HTMLVideoElement) => video.paused);

/**
 * Expects the typewriter to stand still on a whole text for 20 s of the page's clock, and
 * returns that text. Which one: the page may have rotated before the control was pressed.
 */
async function standsStill(page: Page): Promise<string> {
  await expect(typewriterLine(page)).toHaveText(A_WHOLE_TEXT);
  const still = (await typewriterLine(page).textContent()) ?? "";
  await page.clock.runFor(20_000);
  await expect(typewriterLine(page)).toHaveText(still);
  return still;
}

test("the prerendered hero has no button and no video, only the still text and picture", async ({
  request,
}) => {
  const html = await (await request.get(PATH)).text();
  const hero = html.match(/<header class="hero[^"]*">([\s\S]*?)<\/header>/)?.[1] ?? "";
  expect(hero).toContain(asHtml(FIRST));
  expect(hero).toContain('fetchPriority="high"');
  expect(hero).not.toContain("<button");
  // The video waits in an inert template, which loads nothing.
  const templates = hero.match(/<template>[\s\S]*?<\/template>/g) ?? [];
  expect(templates).toHaveLength(1);
  expect(templates[0]).toContain("<video");
  expect(hero.replace(/<template>[\s\S]*?<\/template>/g, "")).not.toContain("<video");
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("one control pauses and resumes the video and the typewriter", async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    await scriptsReady(page);
    await expect.poll(() => videoPaused(page)).toBe(false);
    await expect(heroVideo(page)).toHaveAttribute("data-ready");
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    expect(await heroVideo(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(
      /\.webm$/,
    );
    await expect(heroVideo(page)).toHaveAttribute("aria-hidden", "true");

    await heroButtons(page).click();
    await expect(heroButtons(page)).toHaveText(["Animation fortsetzen"]);
    await expect.poll(() => videoPaused(page)).toBe(true);
    const still = await standsStill(page);
    expect(await videoPaused(page)).toBe(true);

    await heroButtons(page).click();
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    await expect.poll(() => videoPaused(page)).toBe(false);
    await page.clock.runFor(5_000);
    await expect(typewriterLine(page)).not.toHaveText(still);

    // Motion unwelcome: the video and its control go, the poster stays.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(heroVideo(page)).toHaveCount(0);
    await expect(heroButtons(page)).toHaveCount(0);
    await expect(
      page.locator(`main .hero img[src="${POSTERS.sportphysiotherapie}"]`),
    ).toBeVisible();
  });

  test("on the psychotherapy landing too, one button for its video: told to load as told to play; paused by it or by the browser, resumed by it; gone while the screen is narrow or motion unwelcome", async ({
    page,
  }) => {
    await page.goto("/psychotherapie");
    await scriptsReady(page);
    await expect.poll(() => videoPaused(page)).toBe(false);
    // WebKit never starts a preload="none" video on play(); preload="auto" starts it at once.
    await expect(heroVideo(page)).toHaveAttribute("preload", "auto");
    await expect(heroVideo(page)).toHaveAttribute("data-ready");
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    // Loaded to play on: a playing video drops back to HAVE_CURRENT_DATA for a moment whenever
    // its decoder falls behind (a busy machine, the loop's end), so the state is waited for.
    await expect
      .poll(() => heroVideo(page).evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(3);
    // WebM, the first of its sources, and nothing for assistive technology.
    expect(await heroVideo(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(
      /\.webm$/,
    );
    await expect(heroVideo(page)).toHaveAttribute("aria-hidden", "true");

    await heroButtons(page).click();
    await expect(heroButtons(page)).toHaveText(["Animation fortsetzen"]);
    await expect.poll(() => videoPaused(page)).toBe(true);
    await heroButtons(page).click();
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    await expect.poll(() => videoPaused(page)).toBe(false);

    // The browser pauses the video on its own: the control says so and resumes it.
    await heroVideo(page).evaluate((video: HTMLVideoElement) => video.pause());
    await expect(heroButtons(page)).toHaveText(["Animation fortsetzen"]);
    await heroButtons(page).click();
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    await expect.poll(() => videoPaused(page)).toBe(false);

    await page.setViewportSize({ width: 700, height: 768 });
    await expect(heroVideo(page)).toHaveCount(0);
    await expect(heroButtons(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(() => videoPaused(page)).toBe(false);
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(heroVideo(page)).toHaveCount(0);
    await expect(heroButtons(page)).toHaveCount(0);
    await expect(page.locator(`main .hero img[src="${POSTERS.psychotherapie}"]`)).toBeVisible();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await expect.poll(() => videoPaused(page)).toBe(false);
  });

  test("a video the browser refuses to play keeps its poster, and the control offers to start it", async ({
    page,
  }) => {
    // As Safari in Low Power Mode refuses autoplay: the first play() of the page is rejected.
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      let refused = false;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (refused) return play.call(this);
        refused = true;
        return Promise.reject(new DOMException("refused", "NotAllowedError"));
      };
    });
    await page.goto("/psychotherapie");
    await scriptsReady(page);
    await expect(heroButtons(page)).toHaveText(["Animation fortsetzen"]);
    expect(await videoPaused(page)).toBe(true);
    await expect(heroVideo(page)).not.toHaveAttribute("data-ready");
    await expect(page.locator("main .hero img")).toBeVisible();

    await heroButtons(page).click();
    await expect(heroVideo(page)).toHaveAttribute("data-ready");
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    expect(await videoPaused(page)).toBe(false);
  });

  test("when the browser pauses the video on its own, the control says so and resumes it", async ({
    page,
  }) => {
    await page.goto("/psychotherapie");
    await scriptsReady(page);
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    await heroVideo(page).evaluate((video: HTMLVideoElement) => video.pause());
    await expect(heroButtons(page)).toHaveText(["Animation fortsetzen"]);
    await heroButtons(page).click();
    await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
    await expect.poll(() => videoPaused(page)).toBe(false);
  });

  test("with Save-Data only the poster shows, and the video is never fetched", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/video/")) videoRequests.push(request.url());
    });
    // Chromium sets Save-Data from the browser's settings only; the page sees what it would see.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => Object.assign(new EventTarget(), { saveData: true }),
      });
    });
    await page.goto("/psychotherapie");
    await scriptsReady(page);
    await expect(page.locator("main .hero img")).toBeVisible();
    await expect(heroVideo(page)).toHaveCount(0);
    await expect(heroButtons(page)).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the control pauses the typewriter by keyboard, and keeps the focus", async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    await scriptsReady(page);
    await expect(heroVideo(page)).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Animation anhalten" });
    await expect(toggle).toBeVisible();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Animation fortsetzen" })).toBeFocused();
    await standsStill(page);
  });

  test("the video is never fetched on a phone", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/video/")) videoRequests.push(request.url());
    });
    await page.goto("/psychotherapie");
    await scriptsReady(page);
    await expect(page.locator("main .hero img")).toBeVisible();
    await expect(heroVideo(page)).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });

  test("nothing moves and no control shows under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(PATH);
    await scriptsReady(page);
    await expect(heroButtons(page)).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(typewriterLine(page)).toHaveText(FIRST);
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
        await scriptsReady(page);
        await expect(heroButtons(page)).toHaveText(["Animation anhalten"]);
        expect(await boxes(page)).toEqual(await boxes(before));
      } finally {
        await still.close();
      }
    });
  });
}
