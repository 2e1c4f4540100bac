/** Helpers of the frame's browser tests: menus are <details>, opened by their <summary>. */
import { expect, type Locator, type Page } from "@playwright/test";

const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The summary labelled exactly `label` inside `scope`. */
export const summary = (scope: Page | Locator, label: string) =>
  scope.locator("summary").filter({ hasText: exactly(label) });

/** The <details> a summary belongs to. */
export const disclosureOf = (summaryLocator: Locator) => summaryLocator.locator("xpath=..");

export const headerNav = (page: Page) => page.getByRole("navigation", { name: "Hauptmenü" });
export const quickToggle = (page: Page) => summary(page, "FAQ & Kontakt");
export const menuToggle = (page: Page) => summary(page.locator(".site-header"), "Menü");

/**
 * Scrolls the page past the first screen (or to its end, on a shorter page), where the floating
 * quick links show; works without the page's script.
 */
export async function scrollPastFirstScreen(page: Page) {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        return window.scrollY >= Math.min(window.innerHeight, end);
      }),
    )
    .toBe(true);
  // The site's script closes the menus on "scroll", which the browser dispatches at its next
  // frame, before that frame's animation callbacks: a menu opened sooner would close again.
  await page.evaluate(() =>
    document.documentElement.dataset.enhanced === "true"
      ? new Promise((resolve) => requestAnimationFrame(resolve))
      : undefined,
  );
}

/** The hrefs of the visible links inside `scope`. */
export async function visibleHrefs(scope: Locator): Promise<string[]> {
  const links = await scope.getByRole("link").all();
  const hrefs: string[] = [];
  for (const link of links) {
    if (await link.isVisible()) hrefs.push((await link.getAttribute("href")) ?? "");
  }
  return hrefs;
}

type Box = { left: number; top: number; right: number; bottom: number; label: string };

/**
 * The links and buttons of the current viewport that the floating quick links' button covers,
 * as labels. Both boxes are cut to the viewport: what lies below the fold covers nothing.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  const found = await page.locator("body").evaluate((body) => {
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const onScreen = (element: Element): Box | null => {
      const rect = element.getBoundingClientRect();
      const box = {
        left: Math.max(rect.left, 0),
        top: Math.max(rect.top, 0),
        right: Math.min(rect.right, window.innerWidth),
        bottom: Math.min(rect.bottom, window.innerHeight),
        label: (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40),
      };
      return box.right > box.left && box.bottom > box.top ? box : null;
    };
    const toggle = body.querySelector(".quick-links > summary");
    const floating = toggle && visible(toggle) ? onScreen(toggle) : null;
    const controls = [
      ...body.querySelectorAll(
        "a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex='-1'])",
      ),
    ]
      .filter((element) => !element.closest(".quick-links") && visible(element))
      .map(onScreen)
      .filter((box): box is Box => box !== null);
    return { floating, controls };
  });
  const floating = found.floating;
  if (!floating) return [];
  return found.controls
    .filter(
      (control) =>
        control.left < floating.right &&
        floating.left < control.right &&
        control.top < floating.bottom &&
        floating.top < control.bottom,
    )
    .map((control) => control.label);
}

/**
 * The page's positions, one screen apart less a quarter of overlap (so that nothing passes
 * between two looks), from the top to the end.
 */
export async function scrollPositions(page: Page): Promise<number[]> {
  const { end, step } = await page.evaluate(() => ({
    end: document.documentElement.scrollHeight - window.innerHeight,
    step: Math.round(window.innerHeight * 0.75),
  }));
  const positions: number[] = [];
  for (let y = 0; y < end; y += step) positions.push(y);
  positions.push(end);
  return positions;
}

/** Whether the floating button, while shown, lies over the focused element. */
export const focusCovered = (page: Page) =>
  page.evaluate(() => {
    const toggle = document.querySelector(".quick-links > summary");
    const focused = document.activeElement;
    if (!toggle || !focused || focused === document.body || toggle.contains(focused)) return false;
    if (!toggle.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const a = toggle.getBoundingClientRect();
    const b = focused.getBoundingClientRect();
    return b.left < a.right && a.left < b.right && b.top < a.bottom && a.top < b.bottom;
  });

/** The floating button's top edge in page coordinates, and the first screen's height. */
export async function floatingTop(page: Page) {
  return quickToggle(page).evaluate((toggle) => ({
    top: toggle.getBoundingClientRect().top + window.scrollY,
    firstScreen: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  }));
}

/**
 * Clicks where the element is now, without scrolling it into view first: the page's scroll
 * padding makes Playwright scroll even for the sticky header, and any scroll closes the menus.
 */
export async function clickInPlace(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("the element is not rendered");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** A point of the viewport on plain page content: no control, no menu, no header. */
export async function plainPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => {
    for (let y = window.innerHeight - 20; y > 80; y -= 20) {
      for (let x = 20; x < window.innerWidth - 20; x += 20) {
        const element = document.elementFromPoint(x, y);
        if (element?.closest("main") && !element.closest("a, button, summary, input, label")) {
          return { x, y };
        }
      }
    }
    return null;
  });
  if (!point) throw new Error("no plain content on screen");
  return point;
}

type Marked = Window & { markedDocument?: boolean };

/** Marks the current document, so that a later check tells a document load from an update. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Marked).markedDocument = true;
  });
}

/** Whether the page still shows the document `markDocument` marked. */
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as Marked).markedDocument === true);
