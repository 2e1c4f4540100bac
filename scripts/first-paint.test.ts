import { describe, expect, it } from "vitest";
import { deferScriptsInPage, hydrateAfterLoad } from "./first-paint.ts";

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
    const html = deferScriptsInPage(page(ROUTER_SCRIPT));
    expect(html).not.toContain("modulepreload");
    expect(html).toContain("<style>a{}</style>");
    expect(html).toContain("<main>Text</main><script>window.__ctx={}</script>");
    expect(html).toContain('<script type="module">const hydrate');
  });

  it("start loading on the load event, all modules in parallel, then run the router's code", async () => {
    const script = hydrateAfterLoad(ROUTER_SCRIPT);
    expect(script).not.toMatch(/^import /m);
    const loaded: string[] = [];
    const listeners: Record<string, () => Promise<void>> = {};
    const window: Record<string, unknown> = {};
    const run = new Function(
      "document",
      "addEventListener",
      "window",
      "load",
      script.replaceAll("import(", "load("),
    );
    run(
      { readyState: "interactive" },
      (type: string, listener: () => Promise<void>) => {
        listeners[type] = listener;
      },
      window,
      async (url: string) => {
        loaded.push(url);
        return { url };
      },
    );
    expect(loaded).toEqual([]);
    await listeners.load?.();
    expect(loaded).toEqual([
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

  it("fail the build when React Router writes a script of another shape", () => {
    expect(() => hydrateAfterLoad('import("/assets/entry.client-4.js");')).toThrow(
      /unexpected React Router module script/,
    );
    expect(() => deferScriptsInPage("<html><body></body></html>")).toThrow(/one module script/);
  });
});
