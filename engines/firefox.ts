/**
 * Firefox: Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core (no geckodriver,
 * nothing downloaded). One browser per test worker and setting (JavaScript off and the text size
 * are preferences, set at launch); one browser context per page, so each test starts with a
 * fresh tab (its own sessionStorage). The console's errors and the page's errors (uncaught
 * errors, rejections and CSP violations, which Firefox reports as page errors) are recorded from
 * the first byte of every page.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import {
  type BrowserSettings,
  clickPoint,
  type Engine,
  type EnginePage,
  type Key,
  type OpenOptions,
  pollUntil,
} from "./engine-page.ts";

const FIREFOX = "/usr/bin/firefox-esr";

function preferences({ javaScript, textSize }: BrowserSettings): Record<string, unknown> {
  const prefs: Record<string, unknown> = {};
  if (javaScript === false) prefs["javascript.enabled"] = false;
  if (textSize !== undefined) {
    prefs["font.size.variable.x-western"] = Math.round((16 * textSize) / 100);
    prefs["font.size.monospace.x-western"] = Math.round((13 * textSize) / 100);
  }
  return prefs;
}

export async function startFirefox(): Promise<Engine> {
  const browsers = new Map<string, Promise<Browser>>();
  const browserFor = (settings: BrowserSettings) => {
    const prefs = preferences(settings);
    const key = JSON.stringify(prefs);
    let browser = browsers.get(key);
    if (!browser) {
      browser = puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX,
        headless: true,
        extraPrefsFirefox: prefs,
      });
      browsers.set(key, browser);
    }
    return browser;
  };

  return {
    name: "firefox",
    async open(options) {
      const browser = await browserFor(options);
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`error: ${String(error)}`));
      // The leave prompt (beforeunload, while entries are unsent): the paths leave on purpose.
      page.on("dialog", (dialog) => void dialog.accept());
      await page.setViewport({ width: options.width, height: options.height });
      return new FirefoxPage(context, page, options, problems);
    },
    async stop() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
    },
  };
}

class FirefoxPage implements EnginePage {
  readonly engine = "firefox";

  private readonly context: BrowserContext;
  private readonly page: Page;
  private readonly options: OpenOptions;
  private readonly recorded: string[];

  constructor(context: BrowserContext, page: Page, options: OpenOptions, recorded: string[]) {
    this.context = context;
    this.page = page;
    this.options = options;
    this.recorded = recorded;
  }

  async goto(path: string, until: "load" | "parsed" = "load") {
    await this.page.goto(new URL(path, this.options.baseURL).href, {
      waitUntil: until === "load" ? "load" : "domcontentloaded",
    });
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
    return this.page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<Awaited<R>>;
  }

  waitFor<A extends unknown[]>(what: string, fn: (...args: A) => unknown, ...args: A) {
    return pollUntil(what, async () => Boolean(await this.evaluate(fn, ...args)));
  }

  async click(selector: string) {
    // By the mouse at the element's point: puppeteer's own click waits on the page's script,
    // which never answers with JavaScript off.
    const { x, y } = await clickPoint(this, selector);
    await this.page.mouse.click(x, y);
  }

  async type(selector: string, text: string) {
    await this.page.type(selector, text);
  }

  async select(selector: string, value: string) {
    await this.page.select(selector, value);
  }

  async press(key: Key) {
    // The paths' key names are puppeteer-core's own.
    await this.page.keyboard.press(key);
  }

  // Back and Forward as the history's own traversal, left to run: puppeteer's goBack waits for
  // a load event that a page restored from the back/forward cache never fires. The paths wait
  // for what the visitor sees next.
  async back() {
    if (this.options.javaScript === false) return this.atOnce(() => history.back());
    await this.page.evaluate(() => void setTimeout(() => history.back()));
  }

  /**
   * With JavaScript off the page runs no timer: the traversal starts within the evaluation, which
   * the leaving page may end before it answers.
   */
  private async atOnce(traverse: () => void) {
    await this.page.evaluate(traverse).catch(() => undefined);
  }

  async forward() {
    await this.page.evaluate(() => void setTimeout(() => history.forward()));
  }

  async reload() {
    await this.page.reload({ waitUntil: "load" });
  }

  async problems() {
    // Firefox reports a CSP violation as a page error (recorded above).
    return [...this.recorded];
  }

  async close() {
    await this.context.close();
  }
}
