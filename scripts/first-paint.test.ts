import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deferScriptsInPage, frameworkUrl, hydrateAfterLoad } from "./first-paint.ts";

const FRAMEWORK = "/assets/framework-0.js";

/** The shape React Router 8 prerenders (build/client/home/index.html, shortened). */
const ROUTER_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const page = (script: string) =>
  `<html><head><style>a{}</style><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/home-3.js"/></head><body><main>Text</main><script>window.__ctx={}</script><script type="module" async="">${script}</script></body></html>`;

describe("the prerendered pages' scripts", () => {
  it("lose their modulepreload links and keep everything else", () => {
    const html = deferScriptsInPage(page(ROUTER_SCRIPT), FRAMEWORK);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain("<style>a{}</style>");
    expect(html).toContain("<main>Text</main><script>window.__ctx={}</script>");
    expect(html).toContain('<script type="module">const nextTask');
  });

  /** Runs a rewritten script against a fake page; `step` lets one browser step happen. */
  function runScript(script: string, hero?: { decode: () => Promise<void> }) {
    const loaded: string[] = [];
    const listeners: Record<string, () => Promise<void>> = {};
    const pending: (() => void)[] = [];
    const window: Record<string, unknown> = {};
    const run = new Function(
      "document",
      "addEventListener",
      "window",
      "load",
      "requestAnimationFrame",
      "setTimeout",
      script.replaceAll("import(", "load("),
    );
    run(
      { readyState: "interactive", querySelector: () => hero ?? null },
      (type: string, listener: () => Promise<void>) => {
        listeners[type] = listener;
      },
      window,
      async (url: string) => {
        loaded.push(url);
        return { url };
      },
      (callback: () => void) => pending.push(callback),
      (callback: () => void) => pending.push(callback),
    );
    /** Lets the script's promises settle, then runs one waiting frame or timer callback. */
    const step = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { loaded, listeners, window, step };
  }

  it("start on the load event after a frame, the framework alone in a task before the rest", async () => {
    const { loaded, listeners, window, step } = runScript(
      hydrateAfterLoad(ROUTER_SCRIPT, FRAMEWORK),
    );
    expect(loaded).toEqual([]);
    const hydrated = listeners.load?.();
    expect(loaded).toEqual([]);
    await step(); // the frame
    expect(loaded).toEqual([]);
    await step(); // the task after it
    expect(loaded).toEqual([FRAMEWORK]);
    await step(); // a task of its own for the framework's evaluation
    await hydrated;
    expect(loaded).toEqual([
      FRAMEWORK,
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/home": { url: "/assets/home-3.js" },
    });
  });

  it("wait until the hero picture is decoded, and go on if it cannot be", async () => {
    let decoded: (() => void) | undefined;
    const hero = { decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const { loaded, listeners, step } = runScript(hydrateAfterLoad(ROUTER_SCRIPT, FRAMEWORK), hero);
    listeners.load?.();
    for (let i = 0; i < 3; i++) await step();
    expect(loaded).toEqual([]);
    decoded?.();
    for (let i = 0; i < 3; i++) await step();
    expect(loaded).toContain(FRAMEWORK);

    const broken = { decode: () => Promise.reject(new Error("EncodingError")) };
    const other = runScript(hydrateAfterLoad(ROUTER_SCRIPT, FRAMEWORK), broken);
    const hydrated = other.listeners.load?.();
    for (let i = 0; i < 3; i++) await other.step();
    await hydrated;
    expect(other.loaded).toContain("/assets/entry.client-4.js");
  });

  it("find the build's one framework chunk", async () => {
    const dir = mkdtempSync(join(tmpdir(), "first-paint-"));
    mkdirSync(join(dir, "assets"));
    await expect(frameworkUrl(dir)).rejects.toThrow(/one framework chunk/);
    writeFileSync(join(dir, "assets", "framework-Ab_1.js"), "");
    writeFileSync(join(dir, "assets", "site-Cd2.js"), "");
    expect(await frameworkUrl(dir)).toBe("/assets/framework-Ab_1.js");
  });

  it("fail the build when React Router writes a script of another shape", () => {
    expect(() => hydrateAfterLoad('import("/assets/entry.client-4.js");', FRAMEWORK)).toThrow(
      /unexpected React Router module script/,
    );
    expect(() => deferScriptsInPage("<html><body></body></html>", FRAMEWORK)).toThrow(
      /one module script/,
    );
  });
});
