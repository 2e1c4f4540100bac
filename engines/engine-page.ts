/**
 * What a test of the visitor's main paths can do with a page in any engine: the few things a
 * visitor does (open a URL, click, type, press a key, go Back and Forward, reload) and a look
 * into the page. One surface for the three engines, so a path is written once and runs in each
 * (chromium.ts: Playwright; webkit.ts: W3C WebDriver; firefox.ts: WebDriver BiDi through
 * puppeteer-core).
 */
export type EngineName = "chromium" | "webkit" | "firefox";

/** How the browser is set up, as a visitor sets theirs. */
export interface BrowserSettings {
  /** false: JavaScript switched off in the browser's settings. */
  javaScript?: boolean;
  /** The browser's default font size in percent of 16 px (the visitor's text size). */
  textSize?: number;
}

export interface OpenOptions extends BrowserSettings {
  /** Where the site is: the paths of `goto` are resolved against it. */
  baseURL: string;
  width: number;
  height: number;
}

export type Key = "Escape" | "Tab" | "Enter";

export interface EnginePage {
  readonly engine: EngineName;
  /**
   * Loads `path` of the site (or a URL) and waits for the load event, or with "parsed" only for
   * the document to be parsed (Firefox holds the load event for a script the page is still
   * loading; WebKit's driver returns at the load event, which does not wait for it).
   */
  goto(path: string, until?: "load" | "parsed"): Promise<void>;
  /** Runs `fn` in the page (its source is sent, so it uses nothing from the test's scope). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Waits until `fn` returns a truthy value in the page; fails naming `what`. */
  waitFor<A extends unknown[]>(
    what: string,
    fn: (...args: A) => unknown,
    ...args: A
  ): Promise<void>;
  /** A real click in the middle of the first element matching `selector` (scrolled into view). */
  click(selector: string): Promise<void>;
  /** Focuses the first element matching `selector` and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Chooses the option with `value` in the select matching `selector`, as a visitor does. */
  select(selector: string, value: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The browser's Back, Forward and Reload. */
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  /** Script errors and Content-Security-Policy violations seen since the page was opened. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** An engine's browser process(es), started once per test worker. */
export interface Engine {
  readonly name: EngineName;
  open(options: OpenOptions): Promise<EnginePage>;
  stop(): Promise<void>;
}

type Point = { x: number; y: number };

/**
 * How long an engine test waits for a condition in the page (a guard against hangs): longer than
 * a WebKit command the driver holds for a missed end of a load (webkit.ts, 20 s), so such a check
 * is one try that failed, not the test.
 */
export const WAIT_MS = 30_000;

/**
 * Polls `check` until it returns true or WAIT_MS have passed. A check that throws counts as not
 * yet (a page being replaced has no document for a moment); the last error is named on timeout.
 */
export async function pollUntil(what: string, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + WAIT_MS;
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > until) {
      const why = lastError === undefined ? "" : ` (last: ${String(lastError)})`;
      throw new Error(`waited ${WAIT_MS} ms for: ${what}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The box of the first element matching `selector`, scrolled well into view first when it is
 * not (the engines' drivers scroll it only to the viewport's edge, where the sticky header can
 * cover it; a scroll closes open menus, so only then). Runs in the page.
 */
export function boxInView(selector: string): (Point & { covered: boolean }) | null {
  const target = document.querySelector(selector);
  if (!target) return null;
  let box = target.getBoundingClientRect();
  if (box.top < 80 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) {
    target.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    box = target.getBoundingClientRect();
  }
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // An option has no box of its own where its list shows; the driver chooses it without a point.
  if (target instanceof HTMLOptionElement) return { x, y, covered: false };
  // What a click there would hit: the element or something inside it, not a layer above it.
  const hit = document.elementFromPoint(x, y);
  return { x, y, covered: !(hit && (hit === target || target.contains(hit))) };
}

/**
 * Where a click on the element lands: its centre once it stands still and nothing covers it (a
 * click while the page still moves, or while a floating layer passes over, would land elsewhere).
 */
export async function clickPoint(
  page: Pick<EnginePage, "evaluate">,
  selector: string,
): Promise<Point> {
  let last: Point | undefined;
  let point: Point | undefined;
  await pollUntil(`${selector} to stand still, uncovered`, async () => {
    const now = await page.evaluate(boxInView, selector);
    if (!now) throw new Error(`no element ${selector}`);
    [last, point] = [point, now];
    return !now.covered && last !== undefined && last.x === now.x && last.y === now.y;
  });
  if (!point) throw new Error(`no element ${selector}`);
  return point;
}
