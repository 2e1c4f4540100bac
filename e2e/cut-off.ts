/**
 * What a page cuts off at larger text (WCAG 1.4.4), in any engine: the function runs in the
 * page, with nothing of Playwright's (text-size.spec.ts, engines/pages.engine.ts).
 */

/**
 * What the page cuts off, each with its width in px: a sideways scroll of the page, an element
 * that clips (overflow hidden or clip, or an ellipsis) text it has no room for, and text of its
 * own that lies beyond the viewport's edges. Scrolls to the page's end first: the footer is
 * laid out when it comes near (content-visibility: auto). Runs in the page.
 */
export async function cutOffText(): Promise<{ what: string; by: number }[]> {
  await document.fonts.ready;
  window.scrollTo(0, document.documentElement.scrollHeight);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const problems: { what: string; by: number }[] = [];
  const width = window.innerWidth;
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join(".")}` : ""} «${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30)}»`;
  const sideways = document.documentElement.scrollWidth - width;
  if (sideways > 0) problems.push({ what: "the page scrolls sideways", by: sideways });
  for (const element of document.body.querySelectorAll("*")) {
    if (element.closest(".visually-hidden, [aria-hidden='true'], svg")) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const text = (element.textContent ?? "").trim();
    if (!text) continue;
    const style = getComputedStyle(element);
    const clips = (value: string) => value === "hidden" || value === "clip";
    if (clips(style.overflowX) || style.textOverflow === "ellipsis") {
      const by = element.scrollWidth - element.clientWidth;
      if (by > 1) problems.push({ what: `${name(element)} cuts off text sideways`, by });
    }
    if (clips(style.overflowY)) {
      const by = element.scrollHeight - element.clientHeight;
      if (by > 1) problems.push({ what: `${name(element)} cuts off text below`, by });
    }
    // Text of its own (not only its children's) that lies beyond the viewport's edges.
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim(),
    );
    if (ownText) {
      const rect = element.getBoundingClientRect();
      const by = Math.max(rect.right - width, -rect.left);
      if (rect.width > 0 && by > 1) problems.push({ what: `${name(element)} off screen`, by });
    }
  }
  return problems;
}
