/**
 * What sticks out of its box sideways: an element whose border box reaches past the content box
 * of the element it sits in. A heading or button that keeps its longest word's width in a flex
 * column (align-items: flex-start) or an auto grid track does that at larger text: in Chromium
 * it runs into its panel's padding or past its edge and may stay on screen, in WebKit (other
 * fonts) the same box pushed /sportphysiotherapie sideways (issue 30). The viewport checks do
 * not see it; this does, in any engine (the function runs in the page, with nothing of
 * Playwright's).
 */
import type { Page } from "@playwright/test";

export type StickOut = { what: string; by: number };

/** Every element of the page's body that sticks out of its parent's content box, in px. */
export function sticksOut(page: Page): Promise<StickOut[]> {
  return page.evaluate(findStickOuts);
}

/** Runs in the page. Exported for engines that evaluate a function's source themselves. */
export function findStickOuts(): StickOut[] {
  const found: StickOut[] = [];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join(".")}` : ""} «${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30)}»`;
  const px = (value: string) => Number.parseFloat(value) || 0;
  for (const element of document.body.querySelectorAll("*")) {
    const parent = element.parentElement;
    if (!parent || element.closest(".visually-hidden, svg, template")) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
    const outer = getComputedStyle(parent);
    // Placed on purpose (overlays, decorations), turned (an arrow's corners), or in a box
    // that scrolls sideways by design, or a parent without a box of its own.
    if (style.position === "absolute" || style.position === "fixed") continue;
    if (style.transform !== "none" || outer.display === "contents") continue;
    if (/auto|scroll/.test(outer.overflowX)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const around = parent.getBoundingClientRect();
    const left = around.left + px(outer.borderLeftWidth) + px(outer.paddingLeft);
    const right = around.right - px(outer.borderRightWidth) - px(outer.paddingRight);
    // A negative margin reaches out on purpose.
    const by = Math.max(
      box.right - right - Math.max(0, -px(style.marginRight)),
      left - box.left - Math.max(0, -px(style.marginLeft)),
    );
    if (by > 1) found.push({ what: `${name(element)} sticks out of ${name(parent)}`, by });
  }
  return found;
}
