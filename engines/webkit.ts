/**
 * WebKit, Safari's engine: Debian's WebKitGTK MiniBrowser driven by WebKitWebDriver (W3C
 * WebDriver over HTTP), in a virtual X display (xvfb-run). One driver per test worker; one
 * browser session per page, so each test starts with a fresh tab (its own sessionStorage).
 *
 * - MiniBrowser's toolbar keeps its window ≥ 447 px wide; a GTK style of our own (in a private
 *   XDG_CONFIG_HOME) shrinks the toolbar so the page can be 360 px wide.
 * - The browser's settings come from MiniBrowser's options: `--enable-javascript=false`, and the
 *   default font size from a settings file (`--config`).
 * - W3C WebDriver cannot run a script before the page's own, nor read the console: the problem
 *   listeners (page-problems.ts) start after each load. What breaks earlier shows in the page
 *   itself: the site module marks the page enhanced, and every path checks its behaviour.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#test-support/server/free-port.ts";
import {
  clickPoint,
  type Engine,
  type EnginePage,
  type Key,
  type OpenOptions,
  pollUntil,
} from "./engine-page.ts";
import { listenForProblems, PROBLEMS_KEY, recordedProblems } from "./page-problems.ts";

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const GTK_STYLE = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 3px }";
/** The W3C WebDriver key codes of the keys the paths press. */
const KEY_CODES: Record<Key, string> = { Escape: "\uE00C", Tab: "\uE004", Enter: "\uE007" };
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

class WebDriverError extends Error {
  /** The W3C error code, e.g. "element not interactable"; none when no answer came. */
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

/** How long the driver waits for a page to load, and for a script's answer. */
const PAGE_LOAD_MS = 20_000;
const SCRIPT_MS = 20_000;
/** Longer than any command's own timeouts, so the driver's answer comes first. */
const ANSWER_MS = PAGE_LOAD_MS + SCRIPT_MS + 5_000;
/** A browser starts in about half a second. */
const SESSION_MS = 10_000;
const START_ATTEMPTS = 3;
/** How long the driver may lag behind a scroll of the page (seen: 0.1 s, on 2 busy cores). */
const DRIVER_LAG_MS = 2_000;

async function request(
  url: string,
  method: string,
  body?: unknown,
  answerMs = ANSWER_MS,
): Promise<unknown> {
  const what = `${method} ${new URL(url).pathname.replace(/^\/session\/[^/]+/, "")}`;
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(answerMs),
  }).catch((error: Error) => {
    throw new WebDriverError(
      `${what}${body ? ` ${JSON.stringify(body).slice(0, 80)}` : ""}: ${error.message}`,
    );
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = value as { error: string; message: string };
    throw new WebDriverError(`${what}: ${error}: ${message}`, error);
  }
  return value;
}

interface Driver {
  endpoint: string;
  stop(): void;
}

/** WebKitWebDriver in a virtual X display of its own, once it answers. */
async function startDriver(home: string): Promise<Driver> {
  const port = await freePort();
  const xvfb: ChildProcess = spawn(
    "xvfb-run",
    ["--auto-servernum", "WebKitWebDriver", `--port=${port}`, "--host=127.0.0.1"],
    { env: { ...process.env, XDG_CONFIG_HOME: home }, stdio: "ignore", detached: true },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  await pollUntil("WebKitWebDriver to listen", async () => {
    try {
      return ((await request(`${endpoint}/status`, "GET")) as { ready: boolean }).ready;
    } catch {
      return false;
    }
  });
  return {
    endpoint,
    stop() {
      try {
        // The whole group: xvfb-run, its X server, the driver and the browsers it started.
        if (xvfb.pid) process.kill(-xvfb.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

export async function startWebKit(): Promise<Engine> {
  const home = mkdtempSync(join(tmpdir(), "praxis-webkit-"));
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(join(home, "gtk-3.0", "gtk.css"), GTK_STYLE);
  let driver = await startDriver(home);
  let settingsFiles = 0;

  const newSession = async (args: string[]) =>
    (await request(
      `${driver.endpoint}/session`,
      "POST",
      {
        capabilities: {
          alwaysMatch: {
            browserName: "MiniBrowser",
            // A load that never ends fails the command, not the whole test's time.
            timeouts: { pageLoad: PAGE_LOAD_MS, script: SCRIPT_MS },
            "webkitgtk:browserOptions": { binary: MINIBROWSER, args },
          },
        },
      },
      SESSION_MS,
    )) as { sessionId: string };

  return {
    name: "webkit",
    async open(options) {
      const args = ["--automation"];
      if (options.javaScript === false) args.push("--enable-javascript=false");
      if (options.textSize !== undefined) {
        const file = join(home, `settings-${++settingsFiles}.ini`);
        const size = Math.round((16 * options.textSize) / 100);
        writeFileSync(file, `[websettings]\ndefault-font-size=${size}\n`);
        args.push(`--config=${file}`);
      }
      // A browser start sometimes never answers (about one in twenty-five under load, seen in
      // clean runs): that is the test machine's, not the site's. A new driver starts it again,
      // up to START_ATTEMPTS times in all.
      let session: { sessionId: string } | undefined;
      for (let attempt = 1; !session; attempt++) {
        try {
          session = await newSession(args);
        } catch (error) {
          if (attempt === START_ATTEMPTS) throw error;
          console.warn(`WebKit: a browser start did not answer (${String(error)}); a new driver`);
          driver.stop();
          driver = await startDriver(home);
        }
      }
      const page = new WebKitPage(`${driver.endpoint}/session/${session.sessionId}`, options);
      await page.resize(options.width, options.height);
      return page;
    },
    async stop() {
      driver.stop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

class WebKitPage implements EnginePage {
  readonly engine = "webkit";
  /** Problems of the documents left behind. */
  private earlier: string[] = [];

  private readonly session: string;
  private readonly options: OpenOptions;

  constructor(session: string, options: OpenOptions) {
    this.session = session;
    this.options = options;
  }

  private call(method: string, path: string, body?: unknown) {
    return request(`${this.session}${path}`, method, body);
  }

  async resize(width: number, height: number) {
    await this.call("POST", "/window/rect", { width, height });
    // The toolbar takes part of the window's height; the page gets the width exactly.
    const inner = await this.evaluate(() => window.innerWidth);
    if (inner !== width) throw new Error(`WebKit's page is ${inner} px wide, not ${width}`);
  }

  private async leaving(navigate: () => Promise<unknown>) {
    this.earlier.push(...(await this.currentProblems()));
    await navigate();
    await this.listen();
  }

  private async listen() {
    if (this.options.javaScript === false) return;
    await this.evaluate(listenForProblems, PROBLEMS_KEY);
  }

  private async currentProblems(): Promise<string[]> {
    if (this.options.javaScript === false) return [];
    try {
      return await this.evaluate(recordedProblems, PROBLEMS_KEY);
    } catch {
      return [];
    }
  }

  goto(path: string) {
    return this.leaving(() =>
      this.call("POST", "/url", { url: new URL(path, this.options.baseURL).href }),
    );
  }

  async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // Async, so a function may return a promise; its rejection comes back as an error.
    const script = `const done = arguments[arguments.length - 1];
      const args = Array.prototype.slice.call(arguments, 0, -1);
      Promise.resolve().then(() => (${fn.toString()}).apply(null, args)).then(
        (value) => done({ value: value === undefined ? null : value }),
        (error) => done({ error: String(error) + ' ' + (error && error.stack) }));`;
    const execute = () => this.call("POST", "/execute/async", { script, args });
    // Seldom (in about one clean run of three, each time right after a navigation, on 2 busy
    // cores) the driver misses the end of the load it waits for before the command and answers
    // "timeout" when the page-load time is up: the script has not run, and the page has long
    // loaded. It runs again, once; a page that truly never loads fails the second time too.
    const result = (await execute().catch((error: unknown) => {
      if (!(error instanceof WebDriverError && error.code === "timeout")) throw error;
      console.warn("WebKit: the driver missed the end of a load; the script runs again");
      return execute();
    })) as { value?: Awaited<R>; error?: string };
    if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
    return result.value as Awaited<R>;
  }

  waitFor<A extends unknown[]>(what: string, fn: (...args: A) => unknown, ...args: A) {
    return pollUntil(what, async () => Boolean(await this.evaluate(fn, ...args)));
  }

  private async find(selector: string): Promise<string> {
    const found = (await this.call("POST", "/element", {
      using: "css selector",
      value: selector,
    })) as Record<string, string>;
    const id = found[ELEMENT];
    if (!id) throw new Error(`no element ${selector}`);
    return id;
  }

  async click(selector: string) {
    await clickPoint(this, selector);
    const id = await this.find(selector);
    // Just after a new document's first scroll the driver can still see the element where it
    // was, out of view, while the page has it in view ("element not interactable": 1 click in 4
    // on a box after a link's navigation, 0.1 s later clickable). The driver's lag is given a
    // moment; an element hidden for longer fails, as a visitor's tap would miss it.
    const until = Date.now() + DRIVER_LAG_MS;
    for (;;) {
      try {
        await this.call("POST", `/element/${id}/click`, {});
        return;
      } catch (error) {
        const lag = error instanceof WebDriverError && error.code === "element not interactable";
        if (!lag || Date.now() > until) {
          const waited = lag ? ` (still after ${DRIVER_LAG_MS} ms)` : "";
          throw new Error(`click on ${selector}: ${(error as Error).message}${waited}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async type(selector: string, text: string) {
    const id = await this.find(selector);
    await this.call("POST", `/element/${id}/value`, { text });
  }

  async select(selector: string, value: string) {
    // W3C WebDriver chooses an option by a click on it (the list opens and closes by itself).
    await this.click(`${selector} option[value="${value}"]`);
  }

  async press(key: Key) {
    const code = KEY_CODES[key];
    await this.call("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: code },
            { type: "keyUp", value: code },
          ],
        },
      ],
    });
  }

  back() {
    return this.leaving(() => this.call("POST", "/back", {}));
  }

  forward() {
    return this.leaving(() => this.call("POST", "/forward", {}));
  }

  reload() {
    return this.leaving(() => this.call("POST", "/refresh", {}));
  }

  async problems() {
    return [...this.earlier, ...(await this.currentProblems())];
  }

  async close() {
    await this.call("DELETE", "");
  }
}
