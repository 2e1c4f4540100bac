/**
 * Hydration of each contact page's prerendered markup by the real island, through the page's
 * entry (app/browser/contact.tsx): React must find exactly the markup it rendered, also after a
 * press taken over before hydration (marked busy while the island loads). Any mismatch React
 * reports, any recoverable error and any other console error fails the test.
 */
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderedPage } from "#test-support/pages.tsx";
import { islandOnDemand } from "./contact.tsx";

type HydrateWizard = typeof import("./contact-hydrate.tsx")["hydrateWizard"];

let root: ReturnType<HydrateWizard> | undefined;
let consoleErrors: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  // jsdom does not scroll; the wizard scrolls to what it shows.
  Element.prototype.scrollIntoView = vi.fn();
});

beforeEach(() => {
  sessionStorage.clear();
  consoleErrors = vi.spyOn(console, "error");
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

/**
 * The page at `path` as the build writes it, with its entry running and the real island held
 * until `release` is called.
 */
function page(path: string) {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = prerenderedPage(path);
  const wizard = document.querySelector(".contact-wizard");
  if (!wizard) throw new Error(`no wizard on ${path}`);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  islandOnDemand(
    wizard,
    async () => {
      await held;
      const island = await import("./contact-hydrate.tsx");
      const hydrateWizard: HydrateWizard = (...args) => {
        root = island.hydrateWizard(...args);
        return root;
      };
      return { hydrateWizard };
    },
    false,
  );
  return {
    wizard,
    hydrate: async () => {
      await act(async () => release());
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe("true"), {
        timeout: 4000,
      });
    },
  };
}

const PAGES = [
  { path: "/kontakt", press: () => screen.getByRole("link", { name: /^Allgemeine Anfrage/ }) },
  {
    path: "/psychotherapie/kontakt",
    press: () => screen.getByRole("button", { name: "Weiter" }),
  },
  {
    path: "/sportphysiotherapie/kontakt",
    press: () => screen.getByRole("button", { name: "Anfrage senden" }),
  },
  {
    path: "/kontakt/allgemein",
    press: () => screen.getByRole("button", { name: "Anfrage senden" }),
  },
];

/** What the press leads to once hydrated: the form opened, or the error summary. */
async function expectPressAnswered(path: string) {
  if (path === "/kontakt") {
    expect(await screen.findByRole("heading", { name: "Allgemeine Anfrage" })).toHaveFocus();
  } else {
    expect(await screen.findByText("Bitte prüfen Sie Ihre Angaben:")).toBeInTheDocument();
  }
}

describe.each(PAGES)("$path", ({ path, press }) => {
  it("hydrates without a mismatch or a console error", async () => {
    const { wizard, hydrate } = page(path);
    wizard.querySelector("input, a")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await hydrate();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("hydrates without a mismatch after a press taken over before, and answers the press", async () => {
    const { hydrate } = page(path);
    const pressed = press();
    pressed.click();
    expect(pressed).toHaveAttribute("aria-busy", "true");
    await hydrate();
    await expectPressAnswered(path);
    expect(document.querySelector("[aria-busy]")).toBeNull();
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
