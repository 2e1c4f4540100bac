/**
 * The frame in the other engines: the menus open by click and close with Escape (the focus back
 * on their summary), the FAQ keeps one answer open, the floating quick links step aside from
 * every control they would cover, and the hero's motion runs with a control that tells the truth.
 */
import { DESKTOP, expect, PHONE, test } from "./fixtures.ts";
import { enhanced, nextFrames } from "./page-checks.ts";

/** Whether the <details> around the element matching `selector` is open, and where the focus is. */
function menuState(selector: string) {
  const summary = document.querySelector(selector);
  return {
    open: (summary?.parentElement as HTMLDetailsElement | null)?.open ?? null,
    focused: document.activeElement === summary,
  };
}

test("the phone menu and a dropdown in it open by tap and close with Escape", async ({ open }) => {
  const page = await open(PHONE);
  await page.goto("/psychotherapie");
  await page.waitFor("the site module", enhanced);
  const menu = ".site-header__menu-toggle";
  await page.click(menu);
  expect(await page.evaluate(menuState, menu)).toEqual({ open: true, focused: true });
  const dropdown = ".site-header details details > summary";
  await page.click(dropdown);
  expect((await page.evaluate(menuState, dropdown)).open).toBe(true);
  await page.press("Escape");
  expect(await page.evaluate(menuState, dropdown)).toEqual({ open: false, focused: true });
  expect((await page.evaluate(menuState, menu)).open).toBe(true);
  await page.press("Escape");
  expect(await page.evaluate(menuState, menu)).toEqual({ open: false, focused: true });
});

test("a desktop dropdown opens by click and closes with Escape", async ({ open }) => {
  const page = await open(DESKTOP);
  await page.goto("/sportphysiotherapie");
  await page.waitFor("the site module", enhanced);
  const dropdown = ".site-nav__toggle";
  await page.click(dropdown);
  expect(await page.evaluate(menuState, dropdown)).toEqual({ open: true, focused: true });
  await page.press("Escape");
  expect(await page.evaluate(menuState, dropdown)).toEqual({ open: false, focused: true });
});

test("the FAQ opens one answer at a time", async ({ open }) => {
  const page = await open(PHONE);
  await page.goto("/psychotherapie/faq");
  const openAnswers = () =>
    [...document.querySelectorAll<HTMLDetailsElement>("main details.faq__item")].flatMap(
      (item, index) =>
        item.open && item.querySelector(".faq__answer")?.checkVisibility() ? [index] : [],
    );
  const questions = () => document.querySelectorAll("main details.faq__item").length;
  expect(await page.evaluate(questions)).toBeGreaterThanOrEqual(10);
  expect(await page.evaluate(openAnswers)).toEqual([]);
  await page.click("main details.faq__item:nth-of-type(1) > summary");
  expect(await page.evaluate(openAnswers)).toEqual([0]);
  await page.click("main details.faq__item:nth-of-type(2) > summary");
  expect(await page.evaluate(openAnswers)).toEqual([1]);
  await page.click("main details.faq__item:nth-of-type(2) > summary");
  expect(await page.evaluate(openAnswers)).toEqual([]);
});

/**
 * Scrolls the page from top to bottom and, at each stop, lists what the floating button covers
 * while it is shown; counts the stops where it stepped aside.
 */
async function walkThePage(): Promise<{ covered: string[]; aside: number }> {
  const frames = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const menu = document.querySelector<HTMLElement>(".quick-links");
  const toggle = menu?.querySelector("summary");
  if (!menu || !toggle) throw new Error("no quick links");
  const covered: string[] = [];
  let aside = 0;
  const end = document.documentElement.scrollHeight;
  for (let y = 0; y < end; y += Math.round(innerHeight / 3)) {
    scrollTo(0, y);
    await frames();
    if (menu.hasAttribute("data-aside")) {
      aside++;
      continue;
    }
    const button = toggle.getBoundingClientRect();
    for (const control of document.querySelectorAll(
      "main a[href], main button, main summary, main input, main select, main textarea",
    )) {
      const box = control.getBoundingClientRect();
      if (
        box.width > 0 &&
        control.checkVisibility() &&
        box.left < button.right &&
        button.left < box.right &&
        box.top < button.bottom &&
        button.top < box.bottom
      )
        covered.push(
          `at ${y} px: ${control.tagName.toLowerCase()} „${control.textContent?.trim().slice(0, 30)}“`,
        );
    }
  }
  return { covered, aside };
}

test("the floating quick links step aside from every control they would cover", async ({
  open,
}) => {
  const page = await open(PHONE);
  for (const path of ["/psychotherapie", "/sportphysiotherapie/faq"]) {
    await page.goto(path);
    await page.waitFor("the site module", enhanced);
    const { covered, aside } = await page.evaluate(walkThePage);
    expect(covered, path).toEqual([]);
    expect(aside, `${path}: stops where the button stepped aside`).toBeGreaterThan(0);
  }
});

/** The hero's video and control, as the visitor sees them. */
function heroState() {
  const video = document.querySelector<HTMLVideoElement>("main .hero video");
  return {
    control: document.querySelector("main .hero__motion button")?.textContent ?? null,
    playing: video ? !video.paused && video.currentTime > 0 : null,
    at: video?.currentTime ?? null,
  };
}

test("the hero's video plays on a wide screen and its control pauses and resumes it", async ({
  open,
}) => {
  const page = await open(DESKTOP);
  for (const path of ["/psychotherapie", "/sportphysiotherapie"]) {
    await page.goto(path);
    // The control's label follows the video's "playing" event, a task after the time moves.
    await page.waitFor(`${path}: the video plays, and the control offers to stop it`, () => {
      const video = document.querySelector<HTMLVideoElement>("main .hero video");
      const control = document.querySelector("main .hero__motion button")?.textContent;
      return video && !video.paused && video.currentTime > 0.3 && control === "Animation anhalten";
    });
    await page.click("main .hero__motion button");
    await page.waitFor(
      "the video pauses",
      () => document.querySelector<HTMLVideoElement>("main .hero video")?.paused,
    );
    const paused = await page.evaluate(heroState);
    expect(paused.control).toBe("Animation fortsetzen");
    await page.evaluate(nextFrames);
    expect((await page.evaluate(heroState)).at).toBe(paused.at);
    await page.click("main .hero__motion button");
    await page.waitFor(
      "the video plays again, and the control offers to stop it",
      (at) => {
        const video = document.querySelector<HTMLVideoElement>("main .hero video");
        const control = document.querySelector("main .hero__motion button")?.textContent;
        return (
          video &&
          !video.paused &&
          video.currentTime > (at ?? 0) &&
          control === "Animation anhalten"
        );
      },
      paused.at,
    );
  }
});

test("on a phone the hero has no video, and its control pauses the typewriter", async ({
  open,
}) => {
  const page = await open(PHONE);
  await page.goto("/sportphysiotherapie");
  await page.waitFor("the site module", enhanced);
  expect(await page.evaluate(heroState)).toEqual({
    control: "Animation anhalten",
    playing: null,
    at: null,
  });
  await page.click("main .hero__motion button");
  expect((await page.evaluate(heroState)).control).toBe("Animation fortsetzen");
});
