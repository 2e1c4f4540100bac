/**
 * Decision 011: every navigation is a document load, and it must feel instant. The page's
 * speculation rules (app/speculation-rules.ts) let Chromium prerender a link's page while the
 * pointer rests on it; the CSP allows the inline rule set by its hash (server/static-site.ts);
 * cross-document view transitions run only without prefers-reduced-motion; back and forward
 * behave as the browser makes them behave (a fragment link within a page: the trauma page's
 * scroll button in pages-screens.spec.ts).
 *
 * Why part of this file drives Chromium itself: Chromium refuses to prerender for a page that
 * has a DevTools session attached directly to its page target
 * (devtools_instrumentation.cc, IsPrerenderAllowed: HasSessionsWithoutTabTargetSupport; the
 * prerender then fails with "PrerenderingDisabledByDevTools"). Playwright attaches to every page
 * that way, so no Playwright page ever prerenders. The tests of the prerender therefore launch
 * the same Chromium binary with the same flags and talk to it over the DevTools pipe through a
 * tab target, as DevTools itself does.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import type { Page } from "@playwright/test";
import { chromiumLaunch } from "#test-support/chromium.ts";
import { BENCH_PAGES } from "../scripts/page-weight.ts";
import { test as base, expect, gotoReady } from "./fixtures.ts";
import { markDocument, sameDocument } from "./frame-helpers.ts";

// --- A small DevTools protocol client over Chromium's pipe -------------------------------

type Message = {
  id?: number;
  method?: string;
  // biome-ignore lint/suspicious/noExplicitAny: protocol payloads, read field by field
  params?: any;
  // biome-ignore lint/suspicious/noExplicitAny: protocol payloads, read field by field
  result?: any;
  error?: { message: string };
  sessionId?: string;
};

class DevToolsPipe {
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (message: Message) => void; reject: (error: Error) => void }
  >();
  /** Every event so far: a wait looks at the past first, so no event is missed. */
  readonly events: Message[] = [];
  private readonly waiters = new Set<{
    predicate: (event: Message) => boolean;
    resolve: (event: Message) => void;
  }>();
  private readonly listeners: ((event: Message) => void)[] = [];
  private readonly input: Writable;

  constructor(input: Writable, output: Readable) {
    this.input = input;
    let buffer = "";
    output.setEncoding("utf8");
    output.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
        this.receive(JSON.parse(buffer.slice(0, end)) as Message);
        buffer = buffer.slice(end + 1);
      }
    });
    // Killing Chromium at the end of a test can reset the pipe while a read is under way; an
    // unhandled stream error would fail whatever test the worker runs then. A call still waiting
    // for an answer fails with it; otherwise the browser is gone on purpose.
    const fail = (error: Error) => {
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    output.on("error", fail);
    input.on("error", fail);
  }

  private receive(message: Message): void {
    const call = message.id === undefined ? undefined : this.pending.get(message.id);
    if (call && message.id !== undefined) {
      this.pending.delete(message.id);
      if (message.error) call.reject(new Error(message.error.message));
      else call.resolve(message);
      return;
    }
    this.events.push(message);
    for (const listener of this.listeners) listener(message);
    for (const waiter of this.waiters) {
      if (waiter.predicate(message)) {
        this.waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  }

  // biome-ignore lint/suspicious/noExplicitAny: protocol results, read field by field
  async send(method: string, params: object = {}, sessionId?: string): Promise<any> {
    const id = ++this.nextId;
    const answer = new Promise<Message>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return (await answer).result;
  }

  onEvent(listener: (event: Message) => void): void {
    this.listeners.push(listener);
  }

  /** The first event, already received or still to come, that `predicate` accepts. */
  event(predicate: (event: Message) => boolean): Promise<Message> {
    const seen = this.events.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.add({ predicate, resolve }));
  }
}

/** A Chromium tab driven through its tab target, so that its pages may prerender. */
class Tab {
  /** Console errors, exceptions, CSP violations and requests off the server, of every page. */
  readonly problems: string[] = [];
  /** Session ids of the tab's documents in the order they attached (prerenders too). */
  readonly pages: string[] = [];
  /** Each document's watchers, in place once its promise settles. */
  private readonly watched = new Map<string, Promise<void>>();
  readonly devtools: DevToolsPipe;
  readonly origin: string;
  readonly close: () => Promise<void>;

  private constructor(devtools: DevToolsPipe, origin: string, close: () => Promise<void>) {
    this.devtools = devtools;
    this.origin = origin;
    this.close = close;
  }

  static async launch(origin: string): Promise<Tab> {
    const profile = mkdtempSync(join(tmpdir(), "praxis-prerender-"));
    const chromium = spawn(
      chromiumLaunch.executablePath,
      [
        ...chromiumLaunch.args,
        "--headless",
        "--remote-debugging-pipe",
        `--user-data-dir=${profile}`,
        "--window-size=1280,900",
        "about:blank",
      ],
      { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
    );
    const exited = new Promise((resolve) => chromium.once("exit", resolve));
    const close = async () => {
      chromium.kill("SIGTERM");
      await exited;
      // Chromium's helper processes can still write into the profile for a moment after the
      // browser has exited ("ENOTEMPTY" once in a clean run): the removal tries again then.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    };
    const devtools = new DevToolsPipe(chromium.stdio[3] as Writable, chromium.stdio[4] as Readable);
    const tab = new Tab(devtools, origin, close);
    try {
      await tab.attach();
    } catch (error) {
      await close();
      throw error;
    }
    return tab;
  }

  private async attach(): Promise<void> {
    const tabAttached = this.devtools.event(
      (event) =>
        event.method === "Target.attachedToTarget" && event.params.targetInfo.type === "tab",
    );
    await this.devtools.send("Target.setAutoAttach", {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: true,
      filter: [{ type: "tab" }],
    });
    const tabSession: string = (await tabAttached).params.sessionId;
    // Every document of the tab, prerenders included, is watched.
    this.devtools.onEvent((event) => {
      if (event.method === "Target.attachedToTarget" && event.sessionId === tabSession) {
        this.watched.set(event.params.sessionId, this.watch(event.params.sessionId));
      }
    });
    const firstPage = this.devtools.event(
      (event) => event.method === "Target.attachedToTarget" && event.sessionId === tabSession,
    );
    await this.devtools.send(
      "Target.setAutoAttach",
      // Holding a prerender until the watchers are in place (waitForDebuggerOnStart) makes this
      // Chromium kill its renderer; Log.enable and Runtime.enable report what came before.
      { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      tabSession,
    );
    await this.watched.get((await firstPage).params.sessionId);
  }

  private async watch(session: string): Promise<void> {
    this.pages.push(session);
    this.devtools.onEvent((event) => {
      if (event.sessionId !== session) return;
      if (event.method === "Runtime.consoleAPICalled" && event.params.type === "error") {
        this.problems.push(
          `console: ${event.params.args.map((arg: { value?: unknown }) => arg.value).join(" ")}`,
        );
      } else if (event.method === "Runtime.exceptionThrown") {
        this.problems.push(`exception: ${event.params.exceptionDetails.text}`);
      } else if (event.method === "Log.entryAdded" && event.params.entry.level === "error") {
        this.problems.push(`log: ${event.params.entry.text}`);
      } else if (event.method === "Network.requestWillBeSent") {
        const url = new URL(event.params.request.url);
        if (url.protocol.startsWith("http") && url.origin !== this.origin) {
          this.problems.push(`request off the server: ${url.href}`);
        }
      }
    });
    for (const domain of ["Runtime", "Log", "Network", "Page", "Preload"]) {
      await this.devtools.send(`${domain}.enable`, {}, session);
    }
    await this.devtools.send("Page.setLifecycleEventsEnabled", { enabled: true }, session);
    // As the shared fixture does: a CSP violation is an error even when nothing else logs it.
    await this.devtools.send(
      "Page.addScriptToEvaluateOnNewDocument",
      {
        source: `document.addEventListener("securitypolicyviolation", (event) =>
          console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI));`,
      },
      session,
    );
  }

  /** Loads `path` in the tab's current document and waits for its load event. */
  async open(path: string): Promise<string> {
    const session = this.pages.at(-1) as string;
    const { loaderId } = await this.devtools.send(
      "Page.navigate",
      { url: this.origin + path },
      session,
    );
    await this.devtools.event(
      (event) =>
        event.sessionId === session &&
        event.method === "Page.lifecycleEvent" &&
        event.params.name === "load" &&
        event.params.loaderId === loaderId,
    );
    return session;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the page's JSON answer
  async evaluate(session: string, expression: string): Promise<any> {
    const { result, exceptionDetails } = await this.devtools.send(
      "Runtime.evaluate",
      { expression, returnByValue: true, awaitPromise: true },
      session,
    );
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
    return result.value;
  }

  /** Moves the mouse onto the first element `selector` finds, scrolled into view. */
  async hover(session: string, selector: string): Promise<{ x: number; y: number }> {
    const { x, y } = await this.evaluate(
      session,
      `(() => {
        const element = document.querySelector(${JSON.stringify(selector)});
        element.scrollIntoView({ block: "center" });
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      })()`,
    );
    // From beside the element onto it, as a pointer arrives.
    for (const [dx, dy] of [
      [-40, -40],
      [0, 0],
    ] as const) {
      await this.devtools.send(
        "Input.dispatchMouseEvent",
        { type: "mouseMoved", x: x + dx, y: y + dy },
        session,
      );
    }
    return { x, y };
  }

  async click(session: string, point: { x: number; y: number }): Promise<void> {
    for (const type of ["mousePressed", "mouseReleased"]) {
      await this.devtools.send(
        "Input.dispatchMouseEvent",
        { type, ...point, button: "left", clickCount: 1 },
        session,
      );
    }
  }

  /** The prerender's outcome for `path`: "Ready", or "Failure" with Chromium's reason. */
  async prerenderOutcome(path: string): Promise<{ status: string; reason?: string }> {
    const event = await this.devtools.event(
      (candidate) =>
        candidate.method === "Preload.prerenderStatusUpdated" &&
        new URL(candidate.params.key.url).pathname === path &&
        ["Ready", "Success", "Failure"].includes(candidate.params.status),
    );
    return { status: event.params.status, reason: event.params.prerenderStatus };
  }

  /** The tab's document whose location is `path` (a prerender has a session of its own). */
  async documentAt(path: string): Promise<string> {
    for (const session of this.pages) {
      const location = await this.evaluate(session, "location.pathname").catch(() => undefined);
      if (location === path) return session;
    }
    throw new Error(`no document of the tab is at ${path}`);
  }
}

const test = base.extend<{ tab: Tab }>({
  tab: async ({ baseURL }, use) => {
    const tab = await Tab.launch(new URL(baseURL as string).origin);
    await use(tab);
    await tab.close();
  },
});

// --- Speculation rules ----------------------------------------------------------------------

const RULES_SCRIPT = /<script type="speculationrules">([\s\S]*?)<\/script>/;

test("every page type carries one rule set, allowed by the page's CSP hash and supported", async ({
  page,
  request,
}) => {
  for (const [, path] of BENCH_PAGES) {
    const response = await request.get(path);
    const html = await response.text();
    const rules = html.match(RULES_SCRIPT)?.[1] ?? "";
    expect(html.match(new RegExp(RULES_SCRIPT, "g")), path).toHaveLength(1);
    const hash = createHash("sha256").update(rules).digest("base64");
    expect(response.headers()["content-security-policy"], path).toContain(`'sha256-${hash}'`);
  }
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await gotoReady(page, "/home");
  expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
});

test("Chromium takes the rule set: every same-site page link, never the API, media or assets", async ({
  tab,
}) => {
  const home = await tab.open("/home");
  const ruleSet = await tab.devtools.event(
    (event) => event.sessionId === home && event.method === "Preload.ruleSetUpdated",
  );
  // A rule set Chromium could not parse, or that the CSP blocked, has an error (or no event).
  expect(ruleSet.params.ruleSet.errorType, ruleSet.params.ruleSet.errorMessage).toBeUndefined();

  // Links a page could have that must never be prerendered, and one that must be.
  const excluded = ["/api/health", "/media/logo.svg", "/assets/probe.js", "https://example.org/"];
  await tab.evaluate(
    home,
    `(() => {
      for (const href of ${JSON.stringify([...excluded, "/impressum?probe"])}) {
        const link = document.createElement("a");
        link.href = href;
        link.textContent = href;
        document.querySelector("main").append(link);
      }
    })()`,
  );
  const pageLinks: string[] = await tab.evaluate(
    home,
    // Chromium leaves out links that are not rendered (in a closed <details>), as a pointer
    // cannot reach them; the footer's (content-visibility: auto) count.
    `[...document.querySelectorAll("a[href^='/']")]
      .filter((link) => link.checkVisibility())
      .map((link) => new URL(link.href))
      .filter((url) => !/^\\/(api|media|assets)\\//.test(url.pathname))
      .map((url) => url.pathname + url.search)`,
  );
  // Chromium reports the candidates again each time it has matched more links (a link in a
  // subtree it has not styled yet comes later), so the check waits for the newest report.
  const latestCandidates = () => {
    const sources = tab.devtools.events.findLast(
      (event) =>
        event.sessionId === home && event.method === "Preload.preloadingAttemptSourcesUpdated",
    )?.params.preloadingAttemptSources as { key: { url: string; action: string } }[] | undefined;
    return (sources ?? [])
      .filter((source) => source.key.action === "Prerender")
      .map((source) => {
        const url = new URL(source.key.url);
        return url.origin === tab.origin ? url.pathname + url.search : url.href;
      })
      .sort();
  };
  await expect
    .poll(latestCandidates)
    .toEqual(expect.arrayContaining([...pageLinks, "/impressum?probe"]));
  const candidates = new Set(latestCandidates());
  expect(pageLinks.length).toBeGreaterThan(5);
  for (const link of pageLinks) expect(candidates, link).toContain(link);
  for (const link of excluded) expect(candidates, link).not.toContain(link);
  expect([...candidates].filter((url) => /^\/(api|media|assets)\//.test(url))).toEqual([]);
  expect(tab.problems).toEqual([]);
});

test("hovering a link prerenders its page, and the click shows the prerendered page", async ({
  tab,
}) => {
  const home = await tab.open("/home");
  const link = await tab.hover(home, 'main a[href="/psychotherapie"]');
  // "moderate" eagerness: Chromium starts after the pointer rested on the link for 200 ms.
  const outcome = await tab.prerenderOutcome("/psychotherapie");
  expect(outcome.status, outcome.reason).toBe("Ready");
  const next = await tab.documentAt("/psychotherapie");
  expect(await tab.evaluate(next, "document.prerendering")).toBe(true);

  await tab.click(home, link);
  const shown = await tab.evaluate(
    next,
    `new Promise((resolve) => {
      const report = () => resolve({
        prerendering: document.prerendering,
        visibility: document.visibilityState,
        activationStart: performance.getEntriesByType("navigation")[0].activationStart,
      });
      if (document.prerendering) document.addEventListener("prerenderingchange", report, { once: true });
      else report();
    })`,
  );
  expect(shown.prerendering).toBe(false);
  expect(shown.visibility).toBe("visible");
  // Set only for a page that was activated from a prerender.
  expect(shown.activationStart).toBeGreaterThan(0);
  // The site module runs in the prerendered page as in a loaded one.
  expect(
    await tab.evaluate(
      next,
      `new Promise((resolve) => {
        const done = () => document.documentElement.dataset.enhanced === "true";
        if (done()) return resolve(true);
        new MutationObserver((_, observer) => { if (done()) { observer.disconnect(); resolve(true); } })
          .observe(document.documentElement, { attributes: true });
      })`,
    ),
  ).toBe(true);
  expect(tab.problems).toEqual([]);
});

// --- View transitions -----------------------------------------------------------------------

/** Follows a same-site link and says whether the new page was revealed with a view transition. */
async function revealedWithTransition(page: Page): Promise<boolean> {
  await page.addInitScript(() => {
    addEventListener("pagereveal", (event) => {
      Object.assign(window, { revealTransition: event.viewTransition !== null });
    });
  });
  await gotoReady(page, "/home");
  await page.locator('main a[href="/psychotherapie"]').first().click();
  await expect(page).toHaveURL(/\/psychotherapie$/);
  // pagereveal fires before the page's first frame, once per page.
  await page.waitForFunction(() => "revealTransition" in window);
  return page.evaluate(() => (window as unknown as { revealTransition: boolean }).revealTransition);
}

test("a navigation between pages is a cross-document view transition", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await revealedWithTransition(page)).toBe(true);
});

test("under prefers-reduced-motion a navigation has no view transition", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await revealedWithTransition(page)).toBe(false);
});

test("the only @view-transition rule sits inside prefers-reduced-motion: no-preference", async ({
  page,
}) => {
  await gotoReady(page, "/home");
  const rules = await page.evaluate(() => {
    const found: { media: string[]; navigation: string }[] = [];
    const visit = (list: CSSRuleList, media: string[]) => {
      for (const rule of list) {
        if (rule instanceof CSSMediaRule) visit(rule.cssRules, [...media, rule.conditionText]);
        else if (rule instanceof CSSViewTransitionRule) {
          found.push({ media, navigation: rule.navigation });
        }
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules, []);
    return found;
  });
  expect(rules).toEqual([
    { media: ["(prefers-reduced-motion: no-preference)"], navigation: "auto" },
  ]);
});

// --- History and focus -------------------------------------------------------------------------

test("back and forward restore each page and its scroll position; a new page starts at its top with focus at the document", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await gotoReady(page, "/psychotherapie");
  const link = page.locator('main a[href="/psychotherapie/leistungen/act"]').first();
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);

  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(/\/psychotherapie\/leistungen\/act$/);
  await expect(page.locator("h1")).toBeVisible();
  // A new document, not a page our script drew in place.
  expect(await sameDocument(page)).toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // Focus starts at the document: the first Tab reaches the skip link.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/psychotherapie$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.goForward();
  await expect(page).toHaveURL(/\/psychotherapie\/leistungen\/act$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => history.scrollRestoration)).toBe("auto");
});

test("in the browser, clicking through the site loads documents and their files, never data", async ({
  page,
}) => {
  const requests: { type: string; path: string }[] = [];
  page
    .context()
    .on("request", (request) =>
      requests.push({ type: request.resourceType(), path: new URL(request.url()).pathname }),
    );

  await gotoReady(page, "/home");
  // Links in the pages' copy, as a visitor follows them.
  await page.locator('main a[href="/psychotherapie"]').first().click();
  await expect(page).toHaveURL(/\/psychotherapie$/);
  await page.locator('main a[href="/psychotherapie/leistungen/angststoerungen"]').first().click();
  await expect(page).toHaveURL(/\/angststoerungen$/);
  await page.locator('main a[href="/psychotherapie/kontakt"]').first().click();
  await expect(page).toHaveURL(/\/psychotherapie\/kontakt$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/angststoerungen$/);

  // A client-side router would fetch the next page's data or its route manifest instead.
  expect(requests.filter(({ type }) => type === "fetch" || type === "xhr")).toEqual([]);
  // The recording saw the pages' own requests: each page's document at least.
  expect(requests.filter(({ type }) => type === "document").map(({ path }) => path)).toContain(
    "/psychotherapie/kontakt",
  );
});
