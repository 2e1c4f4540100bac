/**
 * The fixtures of the engine tests (engines/*.engine.ts), run by Playwright Test in the projects
 * "chromium", "webkit" and "firefox" (playwright.config.ts) against the same production server
 * as e2e/:
 * `engine` starts the engine once per worker; `open` opens a fresh tab of it at a viewport
 * (the phone of the paths is 360 × 740, the desktop 1280 × 800) and, when the test ends, fails
 * it on a script error or CSP violation the tab saw.
 */
import { test as base, expect } from "@playwright/test";
import { startChromium } from "./chromium.ts";
import type { BrowserSettings, Engine, EngineName, EnginePage } from "./engine-page.ts";
import { startFirefox } from "./firefox.ts";
import { startWebKit } from "./webkit.ts";

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

type Viewport = { width: number; height: number };

type WorkerFixtures = { engineName: EngineName; engine: Engine };
type TestFixtures = {
  open: (viewport: Viewport, settings?: BrowserSettings) => Promise<EnginePage>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ["webkit", { option: true, scope: "worker" }],
  engine: [
    async ({ engineName }, use) => {
      const start = { chromium: startChromium, webkit: startWebKit, firefox: startFirefox };
      const engine = await start[engineName]();
      await use(engine);
      await engine.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  open: async ({ engine, baseURL }, use) => {
    const pages: EnginePage[] = [];
    await use(async (viewport, settings = {}) => {
      const page = await engine.open({ baseURL: baseURL ?? "", ...viewport, ...settings });
      pages.push(page);
      return page;
    });
    const problems: string[] = [];
    for (const page of pages) {
      problems.push(...(await page.problems()));
      await page.close();
    }
    expect(problems, "script errors and CSP violations").toEqual([]);
  },
});

export { expect };
