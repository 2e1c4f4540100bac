/**
 * WCAG AA contrast of every hero text against the pixels really behind it, at phone, tablet and
 * desktop widths, with the backdrop on its still picture (reduced motion: no video; phones never
 * get one). The text is made transparent, the hero photographed, and for each text fragment the
 * worst pixel of its box decides: ≥ 4.5:1, or ≥ 3:1 for large text (≥ 24 px, or ≥ 18.66 px bold).
 * Where the video plays (768 px and wider) its frames, paused at points through the loop, too.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, scriptsReady, test } from "./fixtures.ts";

/** The narrowest phone, a common phone, a tablet and a laptop: where the veil's layout changes. */
const WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;

/** Every kind of hero: the backdrops, a city variant, the light band of both modes. */
const PAGES = [
  "/home",
  "/psychotherapie",
  "/psychotherapie/fuerth",
  "/sportphysiotherapie",
  "/sportphysiotherapie/rehabilitation",
] as const;

const HERO = "main .hero, main .home__stage";
/** A selector for `tail` inside the hero. */
const inHero = (tail: string) =>
  HERO.split(", ")
    .map((hero) => `${hero} ${tail}`)
    .join(", ");

type Fragment = {
  text: string;
  /** Box of one line of the text, in CSS pixels of the page (not the viewport). */
  box: { x: number; y: number; width: number; height: number };
  rgb: [number, number, number];
  large: boolean;
};

/** Each visible text node of the hero, one box per line, with its colour and size. */
async function fragments(page: Page): Promise<Fragment[]> {
  return page.locator(HERO).evaluate((hero) => {
    const found: Fragment[] = [];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!parent || text === "" || parent.closest(".visually-hidden")) continue;
      const style = getComputedStyle(parent);
      // The typewriter's invisible copies stand where each of its texts will be typed.
      const rotating = parent.closest(".typewriter__sizer") !== null;
      if (!rotating && (style.visibility !== "visible" || Number(style.opacity) === 0)) continue;
      const channels = style.color.match(/[\d.]+/g)?.map(Number) ?? [];
      const size = Number.parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        found.push({
          text,
          box: {
            x: rect.x + window.scrollX,
            y: rect.y + window.scrollY,
            width: rect.width,
            height: rect.height,
          },
          rgb: [channels[0] ?? 0, channels[1] ?? 0, channels[2] ?? 0],
          large: size >= 24 || (bold && size >= 18.66),
        });
      }
    }
    return found;
  });
}

/** WCAG 2 relative luminance of an sRGB colour with 0–255 channels. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Waits for the hero's picture and fonts, so the photograph is what a visitor sees. */
async function settled(page: Page): Promise<void> {
  await scriptsReady(page);
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(selector)].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    inHero("img"),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Leaves only the background: the hero's text transparent, the fixed frame hidden. */
async function hideText(page: Page): Promise<void> {
  // Through the CSSOM, which the page's CSP allows (a <style> it would refuse). The quick links
  // and the home page's bottom bar float over the hero but are not the text's background.
  await page.evaluate((selector) => {
    for (const hero of document.querySelectorAll(selector)) {
      for (const element of [hero, ...hero.querySelectorAll("*")]) {
        const style = (element as HTMLElement).style;
        style.setProperty("color", "transparent", "important");
        style.setProperty("text-shadow", "none", "important");
      }
    }
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).position === "fixed") element.style.visibility = "hidden";
    }
  }, HERO);
}

type Result = { text: string; large: boolean; worst: number; required: number };

/**
 * Photographs the page and finds, per text fragment, its worst contrast to a pixel behind it.
 * Over a video only the viewport is photographed: a full-page photograph made Chromium report a
 * change of the video's media queries now and then, which removes and re-adds the video.
 */
async function measure(page: Page, texts: readonly Fragment[], fullPage = true): Promise<Result[]> {
  if (!fullPage) {
    const height = page.viewportSize()?.height ?? 0;
    for (const { box, text } of texts) expect(box.y + box.height, text).toBeLessThanOrEqual(height);
  }
  const shot = await page.screenshot({ fullPage, animations: "disabled" });
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = info.width / (await page.evaluate(() => document.documentElement.scrollWidth));
  return texts.map((fragment) => {
    const text = luminance(fragment.rgb);
    const x0 = Math.max(0, Math.floor(fragment.box.x * scale));
    const y0 = Math.max(0, Math.floor(fragment.box.y * scale));
    const x1 = Math.min(info.width, Math.ceil((fragment.box.x + fragment.box.width) * scale));
    const y1 = Math.min(info.height, Math.ceil((fragment.box.y + fragment.box.height) * scale));
    let worst = Number.POSITIVE_INFINITY;
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const at = (y * info.width + x) * info.channels;
        const background = luminance([data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]);
        worst = Math.min(worst, ratio(text, background));
      }
    }
    return {
      text: fragment.text.slice(0, 40),
      large: fragment.large,
      worst: Math.round(worst * 100) / 100,
      required: fragment.large ? 3 : 4.5,
    };
  });
}

/** Logs the figures (they go into reports) and fails on any fragment below its minimum. */
function check(label: string, results: readonly Result[]): void {
  console.log(
    `${label}: ${results.map((r) => `${r.worst}${r.large ? "L" : ""} «${r.text}»`).join(" | ")}`,
  );
  const failing = results.filter((result) => result.worst < result.required);
  expect(failing, `${label}: hero texts below AA contrast`).toEqual([]);
}

for (const viewport of WIDTHS) {
  test.describe(`hero text contrast at ${viewport.width} px`, () => {
    test.use({ viewport });

    // One test per width, a step per page: a fresh browser context per page cost more than
    // its measurement.
    test(PAGES.join(", "), async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const path of PAGES) {
        await test.step(path, async () => {
          await page.goto(path);
          await settled(page);
          await expect(page.locator(inHero("video"))).toHaveCount(0);
          const texts = await fragments(page);
          expect(texts.length, `${path}: text fragments in the hero`).toBeGreaterThan(0);
          await hideText(page);
          check(`${viewport.width}px ${path}`, await measure(page, texts));
        });
      }
    });
  });
}

/** Where the video plays, the frames behind the text must hold the same contrast. */
for (const viewport of WIDTHS.filter((size) => size.width >= 768)) {
  test.describe(`hero text contrast over the video at ${viewport.width} px`, () => {
    test.use({ viewport });

    // One test per width, a step per page, as above.
    test("/psychotherapie, /sportphysiotherapie", async ({ page }) => {
      for (const path of ["/psychotherapie", "/sportphysiotherapie"]) {
        await test.step(path, async () => {
          await page.goto(path);
          await settled(page);
          const video = page.locator(inHero("video"));
          await expect(video).toHaveAttribute("data-ready");
          await page.getByRole("button", { name: "Animation anhalten" }).click();
          await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
          const texts = await fragments(page);
          await hideText(page);
          const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
          for (const share of [0, 0.5, 0.95]) {
            const time = duration * share;
            await video.evaluate((v: HTMLVideoElement, to) => {
              v.currentTime = to;
            }, time);
            await expect
              .poll(() => video.evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 2))
              .toBe(true);
            check(
              `${viewport.width}px ${path} video at ${time.toFixed(1)} s`,
              await measure(page, texts, false),
            );
          }
        });
      }
    });
  });
}
