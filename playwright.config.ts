/**
 * The browser tests against the production server on the build (BUILD_DIR), on a free port,
 * with a data folder of their own: e2e/ in Debian's Chromium, and the visitor's main paths in
 * engines/ in Chromium, WebKit and Firefox (decision 016).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "#test-support/chromium.ts";
import { freePort } from "#test-support/server/free-port.ts";
import type { EngineName } from "./engines/engine-page.ts";
import { BUILD_DIR, CLIENT_DIR } from "./scripts/build-dir.ts";

// A free loopback port, chosen once: the workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "praxis-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig<object, { engineName: EngineName }>({
  fullyParallel: true,
  // A guard against hangs, not a speed check: on CI's 2-core machine Chromium's renderers, two
  // workers and the server share the cores, and an axe run or an eight-step keyboard walk took
  // up to twice the default 30 s there (measured 2026-11-23).
  timeout: 90_000,
  // Two on two cores, wherever it runs: the suite is CPU-bound, yet a second worker fills the
  // moments one waits on the server or a timer (whole suite 456 s with one, 380 s with two,
  // measured 2026-11-27). The same number everywhere keeps local runs like CI's.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  // Parallel runs (BUILD_DIR=build-x) keep their results apart.
  outputDir:
    basename(BUILD_DIR) === "build" ? "test-results" : `test-results/${basename(BUILD_DIR)}`,
  use: {
    baseURL,
    // No trace by default: recording one on every test, even without DOM snapshots, cost 8 % of
    // the Chromium specs' time only to be thrown away when they pass (measured 2026-12-07: 70 s
    // against 77 s for three specs). A failure keeps its screenshot and the page's ARIA snapshot
    // (error-context.md); for a trace, run the spec again with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [
    // e2e/ and the visitor's main paths (engines/, which start a Chromium of their own with the
    // same flags: engines/chromium.ts).
    {
      name: "chromium",
      testDir: ".",
      testMatch: ["e2e/**/*.spec.ts", "engines/*.engine.ts"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch, engineName: "chromium" },
    },
    // The visitor's main paths in the other engines (engines/README.md says which and why). A
    // failure there keeps no screenshot: Playwright records none of these browsers.
    ...(["webkit", "firefox"] as const).map((engineName) => ({
      name: engineName,
      testDir: "engines",
      testMatch: "*.engine.ts",
      use: { engineName, screenshot: "off" as const },
    })),
  ],
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_DIR: CLIENT_DIR,
      LOG_LEVEL: "warn",
      // The browser tests send many requests from one address; the limit itself is tested in server/.
      RATE_LIMIT_WINDOWS: "1000/1m",
      INTAKE_LIMIT: "off",
    },
  },
});
