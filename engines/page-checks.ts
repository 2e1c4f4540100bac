/**
 * Looks into a page, run in the page by the engine tests (their source is sent to the browser,
 * so each function stands alone).
 */

/** What a visitor sees wrong with the page's layout: a sideways scroll, text off the screen. */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const scroll = document.documentElement.scrollWidth;
  if (scroll > width) problems.push(`the page scrolls sideways by ${scroll - width} px`);
  // Text whose box lies (partly) right of the screen: cut off for the visitor.
  for (const element of document.querySelectorAll("h1, h2, h3, h4, p, li, a, button, label")) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 1 && getComputedStyle(element).visibility !== "hidden")
      problems.push(
        `${element.tagName.toLowerCase()} „${element.textContent?.trim().slice(0, 40)}“ ends at ${Math.round(box.right)} px`,
      );
  }
  return problems;
}

/** The page's inline stylesheet applied (the CSP lets its hash through). */
export function styled(): boolean {
  return getComputedStyle(document.documentElement).getPropertyValue("--color-primary") !== "";
}

/** The site module ran: it marks the document when its listeners are in place. */
export function enhanced(): boolean {
  return document.documentElement.dataset.enhanced === "true";
}

/** Waits two frames: what a change of state lays out has been laid out. */
export function nextFrames(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}
