/**
 * The shared test fixture: every browser test fails when the page sends a request to any
 * host but the local server (the site makes no third-party request) or logs a console error.
 */
import { test as base, expect, type Page } from "@playwright/test";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

type Fixtures = {
  /** Console and page errors a test expects, e.g. the browser's note about a 404 answer. */
  allowedConsoleErrors: RegExp[];
  externalRequests: string[];
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  externalRequests: [
    async ({ context }, use) => {
      // Seen, not intercepted: a route would hold every request of the page for a round trip
      // through this process (7 % of four specs' time, measured 2026-11-27). Such a request
      // goes nowhere: Chromium resolves no other host (test-support/chromium.ts).
      const external: string[] = [];
      context.on("request", (request) => {
        const url = new URL(request.url());
        if (
          (url.protocol === "http:" || url.protocol === "https:") &&
          !LOCAL_HOSTS.has(url.hostname)
        ) {
          external.push(request.url());
        }
      });
      await use(external);
      expect(external, "requests that left localhost").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    // On the context, not its page: a test that only sends requests opens no page then, which
    // cost a renderer process per test. Every page of the context is watched.
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!allowedConsoleErrors.some((allowed) => allowed.test(text))) errors.push(text);
      };
      context.on("console", (message) => {
        if (message.type() === "error") record(message.text());
      });
      // A note the browser makes itself can reach the page as an error too (a page transition
      // cut short rejects its promises with „Transition was skipped“): allowed as either.
      context.on("weberror", (webError) => record(webError.error().message));
      // A Content-Security-Policy violation is an error too, even when the page swallows it.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page's scripts have run, so its controls respond: the site module marks
 * <html data-enhanced> once its listeners are in place (every page), and the contact island
 * marks <html data-hydrated> once React has hydrated the form (contact pages only), which it
 * does when the visitor turns to the form (decision 020): a `focusin` inside it, without
 * moving the focus.
 */
export async function scriptsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    const wizard = document.querySelector(".contact-wizard");
    if (wizard && html.dataset.hydrated !== "true") {
      wizard.querySelector("a, input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
    return html.dataset.enhanced === "true" && (!wizard || html.dataset.hydrated === "true");
  });
}

/** Opens a page and waits until its scripts have run. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await scriptsReady(page);
  return response;
}

/**
 * Holds the site's JavaScript until the returned function is called, as on a slow connection:
 * the page stays as prerendered meanwhile. The modules a page carries in its HTML (decision 008)
 * are taken out of each page it loads and served as files that arrive on release, which the
 * page's policy allows (`script-src 'self'`); script files (the contact form's island) wait too.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route("**/assets/**/*.js", async (route) => {
    await released;
    const index = /\/assets\/held-(\d+)\.js$/.exec(route.request().url())?.[1];
    if (index === undefined) return route.continue();
    await route.fulfill({ contentType: "text/javascript", body: held[Number(index)] ?? "" });
  });
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="module"([^>]*)>([\s\S]*?)<\/script>/g,
      (element, attributes: string, code: string) => {
        if (code === "") return element;
        held.push(code);
        return `<script type="module"${attributes} src="/assets/held-${held.length - 1}.js"></script>`;
      },
    );
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers, body });
  });
  return release;
}
