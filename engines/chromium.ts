/**
 * Chromium, the engine of most visitors' browsers: Debian's Chromium driven by Playwright, with
 * the flags of the e2e/ suite (test-support/chromium.ts). One browser per test worker; one
 * browser context per page, so each test starts with a fresh tab (its own sessionStorage). The
 * browser's settings as a visitor sets them: JavaScript off in the context, the default font
 * size through Chromium's font settings (DevTools protocol). A page's problems are what
 * e2e/fixtures.ts fails every test on: console errors, page errors and CSP violations, from the
 * first byte of every page, and any request that leaves the machine.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { chromiumLaunch } from "#test-support/chromium.ts";
import {
  clickPoint,
  type Engine,
  type EnginePage,
  type Key,
  type OpenOptions,
  pollUntil,
} from "./engine-page.ts";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export async function startChromium(): Promise<Engine> {
  let browser: Promise<Browser> | undefined;
  return {
    name: "chromium",
    async open(options) {
      browser ??= chromium.launch(chromiumLaunch);
      const context = await (await browser).newContext({
        viewport: { width: options.width, height: options.height },
        javaScriptEnabled: options.javaScript !== false,
      });
      const problems: string[] = [];
      // Pages answered with an error status on purpose (a not-sent page's 400): Chromium alone
      // logs such a page as a failed load; a path checks the page it expects itself. A failed
      // subresource still counts.
      const refusedPages = new Set<string>();
      context.on("response", (response) => {
        if (response.status() >= 400 && response.request().isNavigationRequest())
          refusedPages.add(response.url());
      });
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        const failedLoad = message.text().startsWith("Failed to load resource:");
        if (failedLoad && refusedPages.has(message.location().url)) return;
        problems.push(`console: ${message.text()}`);
      });
      context.on("weberror", (error) => problems.push(`error: ${error.error().message}`));
      context.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && !LOCAL_HOSTS.has(url.hostname))
          problems.push(`request off the machine: ${request.url()}`);
      });
      // Chromium reports a CSP violation only as an event in the page (which may swallow it).
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const page = await context.newPage();
      // The leave prompt (beforeunload, while entries are unsent): the paths leave on purpose.
      page.on("dialog", (dialog) => void dialog.accept());
      if (options.textSize !== undefined) {
        const session = await context.newCDPSession(page);
        await session.send("Page.setFontSizes", {
          fontSizes: {
            standard: Math.round((16 * options.textSize) / 100),
            fixed: Math.round((13 * options.textSize) / 100),
          },
        });
      }
      return new ChromiumPage(context, page, options, problems);
    },
    async stop() {
      if (browser) await (await browser).close();
    },
  };
}

class ChromiumPage implements EnginePage {
  readonly engine = "chromium";

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
    // As source, as the other drivers send it: Playwright's own evaluate takes one argument.
    return this.page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<
      Awaited<R>
    >;
  }

  waitFor<A extends unknown[]>(what: string, fn: (...args: A) => unknown, ...args: A) {
    return pollUntil(what, async () => Boolean(await this.evaluate(fn, ...args)));
  }

  async click(selector: string) {
    // At the element's point once it stands still, as in the other engines.
    const { x, y } = await clickPoint(this, selector);
    await this.page.mouse.click(x, y);
  }

  async type(selector: string, text: string) {
    await this.page.locator(selector).first().pressSequentially(text);
  }

  async select(selector: string, value: string) {
    await this.page.locator(selector).first().selectOption(value);
  }

  async press(key: Key) {
    await this.page.keyboard.press(key);
  }

  // The browser's own traversal; the paths wait for what the visitor sees next (a page from the
  // back/forward cache fires no load event).
  async back() {
    await this.page.goBack({ waitUntil: "commit" });
  }

  async forward() {
    await this.page.goForward({ waitUntil: "commit" });
  }

  async reload() {
    await this.page.reload({ waitUntil: "load" });
  }

  async problems() {
    return [...this.recorded];
  }

  async close() {
    await this.context.close();
  }
}
