/**
 * The shared test fixture: every browser test fails when the page sends a request to any
 * host but the local server (the site makes no third-party request) or logs a console error.
 */
import { test as base, expect, type Page } from "@playwright/test";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

type Fixtures = {
  /** Console errors a test expects, e.g. the browser's note about a 404 answer. */
  allowedConsoleErrors: RegExp[];
  externalRequests: string[];
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  externalRequests: [
    async ({ context }, use) => {
      const external: string[] = [];
      await context.route(
        (url) =>
          (url.protocol === "http:" || url.protocol === "https:") && !LOCAL_HOSTS.has(url.hostname),
        (route) => {
          external.push(route.request().url());
          return route.abort("blockedbyclient");
        },
      );
      await use(external);
      expect(external, "requests that left localhost").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (
          message.type() === "error" &&
          !allowedConsoleErrors.some((allowed) => allowed.test(text))
        ) {
          errors.push(text);
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // A Content-Security-Policy violation is an error too, even when the page swallows it.
      await page.addInitScript(() => {
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
 * Waits until React has hydrated the page, so its controls respond. The root layout marks
 * <html> from an effect, and effects run only after the whole page's first commit. Waits as
 * long as the test may: hydration starts after the load event and the hero's paint.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Opens a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/**
 * Holds the app's JavaScript until the returned function is called, as on a slow connection:
 * the page stays prerendered (not hydrated) meanwhile.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
