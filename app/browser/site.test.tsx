import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageHero } from "#app/ui/page-hero.tsx";
import { Typewriter } from "#app/ui/typewriter.tsx";
import { sportLanding } from "#content/pages/sport-landing.ts";

/** The entry as a page runs it: once, on the page's prerendered HTML. */

type Prerendering = Document & { prerendering?: boolean };

function prerenderedHero() {
  document.body.innerHTML = renderToString(
    <PageHero heading="Sportphysiotherapie" motion="child">
      <Typewriter texts={sportLanding.typewriter} />
    </PageHero>,
  );
}

/** Runs the module as a fresh page would: a new module instance. */
async function runSite() {
  vi.resetModules();
  await import("./site.ts");
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      media: query,
      matches: query === "(prefers-reduced-motion: no-preference)",
      addEventListener: () => {},
    })),
  );
  delete document.documentElement.dataset.enhanced;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, "prerendering", { value: undefined, configurable: true });
  document.body.innerHTML = "";
});

describe("the site module", () => {
  it("marks the page enhanced once its parts are in place", async () => {
    prerenderedHero();
    expect(document.documentElement.dataset.enhanced).toBeUndefined();
    await runSite();
    expect(document.documentElement.dataset.enhanced).toBe("true");
    expect(screen.getByRole("button", { name: "Animation anhalten" })).toBeInTheDocument();
  });

  it("on a page prerendered for a likely click, starts the motion only when it is shown", async () => {
    prerenderedHero();
    Object.defineProperty(document as Prerendering, "prerendering", {
      value: true,
      configurable: true,
    });
    await runSite();
    expect(document.documentElement.dataset.enhanced).toBe("true");
    expect(screen.queryByRole("button")).toBeNull();
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(screen.getByRole("button", { name: "Animation anhalten" })).toBeInTheDocument();
  });
});
