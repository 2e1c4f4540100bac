/**
 * The contact pages' entry (app/browser/contact.tsx) on prerendered HTML: when it loads the
 * island (a draft to restore, or the visitor turning to the form), what it takes over before hydration
 * (a submit, a plain click on a link the wizard follows in place) and replays once hydrated,
 * and the page without the island when its script fails. The island itself is a fake here,
 * except in the last block, which runs the real one: a send before hydration goes out once.
 */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactIsland } from "#app/contact/contact-island.tsx";
import { DRAFT_KEY } from "#app/contact/draft-storage.ts";
import { ISLAND_WAIT_MS, islandOnDemand } from "./contact.tsx";
import { DRAFT_KEY_ATTRIBUTE, ISLAND_ATTRIBUTE } from "./entries.ts";

type HydrateWizard = typeof import("./contact-hydrate.tsx")["hydrateWizard"];

const SUCCESS =
  "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir.";

/** The wizard of the page at `path` as prerendered, in the document. */
function prerendered(path: string): HTMLElement {
  window.history.replaceState(null, "", path);
  const wizard = document.createElement("div");
  wizard.className = "contact-wizard";
  wizard.innerHTML = renderToString(<ContactIsland path={path} />);
  document.body.append(wizard);
  return wizard;
}

/**
 * A fake island: `load` resolves once `arrive` is called, its hydration ends when `hydrated` is
 * called. `busyAtHydration` lists the elements marked busy when hydration began.
 */
function fakeIsland() {
  let arrive: () => void = () => {};
  let onHydrated: () => void = () => {};
  const busyAtHydration: Element[] = [];
  const hydrateWizard = vi.fn<HydrateWizard>((container, _recorded, done) => {
    busyAtHydration.push(...container.querySelectorAll("[aria-busy]"));
    onHydrated = done ?? (() => {});
    return {} as ReturnType<HydrateWizard>;
  });
  const load = vi.fn(
    () =>
      new Promise<{ hydrateWizard: HydrateWizard }>((resolve) => {
        arrive = () => resolve({ hydrateWizard });
      }),
  );
  return {
    load,
    hydrateWizard,
    busyAtHydration,
    /** The island's code arrives and hydrates; the replay comes a task later. */
    hydrate: async () => {
      arrive();
      await waitFor(() => expect(hydrateWizard).toHaveBeenCalledOnce());
      onHydrated();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** What reaches the page after the entry: whether anyone past it saw `type`, and how. */
function watchBeyond(wizard: HTMLElement, type: string) {
  const seen: { prevented: boolean; submitter?: Element | null }[] = [];
  // Added after the entry's listener, on the same element, as React's are.
  wizard.addEventListener(
    type,
    (event) => {
      seen.push({
        prevented: event.defaultPrevented,
        submitter: (event as SubmitEvent).submitter,
      });
      // jsdom implements neither a form's navigation nor a link's.
      event.preventDefault();
    },
    true,
  );
  return seen;
}

/** „Anfrage senden“ (its two labels share the button) or „Weiter“. */
const button = (wizard: HTMLElement, label: "Anfrage senden" | "Weiter") =>
  wizard.querySelector(
    label === "Weiter" ? ".contact-form__next" : ".contact-form__send",
  ) as HTMLButtonElement;

beforeEach(() => {
  // The dom tests share one jsdom: another file's draft would make the entry hydrate at once.
  sessionStorage.clear();
});

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.island;
  vi.restoreAllMocks();
});

describe("loading the island", () => {
  it("loads nothing while the visitor only reads the page", async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => new Promise<never>(() => {}));
      islandOnDemand(prerendered("/kontakt"), load);
      vi.advanceTimersByTime(60_000);
      document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ["focusin", () => new FocusEvent("focusin", { bubbles: true })],
    ["pointerdown", () => new Event("pointerdown", { bubbles: true })],
    ["keydown", () => new KeyboardEvent("keydown", { bubbles: true, key: "a" })],
    ["input", () => new Event("input", { bubbles: true })],
  ])("loads it once, at once, when the visitor turns to the form (%s)", async (_type, event) => {
    const wizard = prerendered("/kontakt/allgemein");
    const island = fakeIsland();
    islandOnDemand(wizard, island.load, false);
    document.body.dispatchEvent(event());
    expect(island.load).not.toHaveBeenCalled();
    wizard.querySelector("input")?.dispatchEvent(event());
    expect(island.load).toHaveBeenCalledOnce();
    wizard.querySelector("textarea")?.dispatchEvent(event());
    await island.hydrate();
    expect(island.load).toHaveBeenCalledOnce();
    expect(island.hydrateWizard).toHaveBeenCalledWith(
      wizard,
      expect.any(Set),
      expect.any(Function),
    );
  });

  /** The contact script's element as the page has it: the island's URL and the draft's key. */
  const contactScript = () => {
    const script = document.createElement("script");
    script.setAttribute(ISLAND_ATTRIBUTE, "/assets/island.js");
    script.setAttribute(DRAFT_KEY_ATTRIBUTE, DRAFT_KEY);
    document.body.append(script);
    return script;
  };

  it("loads it at once when the tab holds a draft under the key the page names", () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    const script = contactScript();
    try {
      islandOnDemand(prerendered("/kontakt"), load);
      expect(load).not.toHaveBeenCalled();
      sessionStorage.setItem("anotherKey", "{}");
      islandOnDemand(prerendered("/kontakt"), load);
      expect(load).not.toHaveBeenCalled();
      sessionStorage.setItem(DRAFT_KEY, "{}");
      islandOnDemand(prerendered("/kontakt"), load);
      expect(load).toHaveBeenCalledOnce();
    } finally {
      sessionStorage.clear();
      script.remove();
    }
  });

  it("without a readable storage, waits for the visitor", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const load = vi.fn(() => new Promise<never>(() => {}));
    const script = contactScript();
    islandOnDemand(prerendered("/kontakt"), load);
    script.remove();
    expect(Storage.prototype.getItem).toHaveBeenCalledWith(DRAFT_KEY);
    expect(load).not.toHaveBeenCalled();
  });
});

describe("before hydration", () => {
  it("a submit is stopped, hydrates at once and is pressed again once hydrated", async () => {
    const wizard = prerendered("/kontakt/allgemein");
    const island = fakeIsland();
    islandOnDemand(wizard, island.load, false);
    const submits = watchBeyond(wizard, "submit");
    const send = button(wizard, "Anfrage senden");
    const form = send.form as HTMLFormElement;
    // The browser's own submit event (a click on the button, or Enter in a field).
    const early = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: send });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    expect(island.load).toHaveBeenCalledOnce();

    await island.hydrate();
    // The replay is the visitor's click again, which the hydrated form handles.
    expect(submits).toEqual([{ prevented: false, submitter: send }]);
    // Hydrated: the entry takes nothing over any more.
    send.click();
    expect(submits).toHaveLength(2);
  });

  it("a plain click on a chooser card is taken over and replayed; a click for a new tab is not", async () => {
    const wizard = prerendered("/kontakt");
    const island = fakeIsland();
    islandOnDemand(wizard, island.load, false);
    const clicks = watchBeyond(wizard, "click");
    const card = wizard.querySelector<HTMLAnchorElement>('a[data-form-type="general"]');
    if (!card) throw new Error("no card");
    expect(card.getAttribute("href")).toBe("/kontakt/allgemein");

    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    card.dispatchEvent(newTab);
    expect(clicks).toEqual([{ prevented: false, submitter: undefined }]);
    expect(island.load).not.toHaveBeenCalled();

    const plain = new MouseEvent("click", { bubbles: true, cancelable: true });
    card.querySelector(".form-card__title")?.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(clicks).toHaveLength(1);
    await island.hydrate();
    expect(clicks).toHaveLength(2);
  });

  it("of two early presses only the last is marked busy, and neither once hydrated", async () => {
    const wizard = prerendered("/kontakt");
    const island = fakeIsland();
    islandOnDemand(wizard, island.load, false);
    watchBeyond(wizard, "click");
    const card = (type: string) =>
      wizard.querySelector(`a[data-form-type="${type}"]`) as HTMLAnchorElement;
    card("general").click();
    expect(card("general").getAttribute("aria-busy")).toBe("true");
    card("psychotherapie").click();
    expect(card("general").hasAttribute("aria-busy")).toBe(false);
    expect(card("psychotherapie").getAttribute("aria-busy")).toBe("true");
    await island.hydrate();
    // Unmarked before hydration began: React finds the markup it rendered.
    expect(island.busyAtHydration).toEqual([]);
    expect(wizard.querySelectorAll("[aria-busy]")).toHaveLength(0);
  });

  it("only the last of several early submits is replayed", async () => {
    const wizard = prerendered("/kontakt/allgemein");
    const island = fakeIsland();
    islandOnDemand(wizard, island.load, false);
    const submits = watchBeyond(wizard, "submit");
    const send = button(wizard, "Anfrage senden");
    send.click();
    send.click();
    expect(submits).toEqual([]);
    await island.hydrate();
    expect(submits).toHaveLength(1);
  });

  it("nothing is replayed when the hydrated wizard no longer shows it (a restored draft's step)", async () => {
    const wizard = prerendered("/psychotherapie/kontakt");
    const island = fakeIsland();
    islandOnDemand(wizard, island.load, false);
    const submits = watchBeyond(wizard, "submit");
    button(wizard, "Weiter").click();
    // The draft's restore shows step 3 instead of step 1, where „Weiter“ was pressed.
    const steps = wizard.querySelectorAll<HTMLElement>(".wizard__step");
    steps[0]?.setAttribute("hidden", "");
    steps[2]?.removeAttribute("hidden");
    await island.hydrate();
    expect(submits).toEqual([]);
  });
});

describe("when the island's script fails to load", () => {
  it("lays the page out as without JavaScript and lets a pending send and later ones go natively", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const wizard = prerendered("/psychotherapie/kontakt");
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    islandOnDemand(wizard, load, false);
    const submits = watchBeyond(wizard, "submit");
    // „Anfrage senden“, hidden in the wizard until step 8, pressed as where the form is one page.
    const send = button(wizard, "Anfrage senden");
    send.click();
    expect(submits).toEqual([]);
    await waitFor(() => expect(document.documentElement.dataset.island).toBe("failed"));
    expect(submits).toEqual([{ prevented: false, submitter: send }]);
    send.click();
    expect(submits).toHaveLength(2);
    expect(submits[1]?.prevented).toBe(false);
  });

  it("marks a pending press busy at once; a script that stalls hands it to the browser after ISLAND_WAIT_MS", async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const wizard = prerendered("/kontakt/allgemein");
      // The island's request never settles.
      islandOnDemand(wizard, () => new Promise(() => {}), false);
      const submits = watchBeyond(wizard, "submit");
      const send = button(wizard, "Anfrage senden");
      send.click();
      expect(send.getAttribute("aria-busy")).toBe("true");
      expect(submits).toEqual([]);
      vi.advanceTimersByTime(ISLAND_WAIT_MS - 1);
      expect(submits).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(document.documentElement.dataset.island).toBe("failed");
      expect(send.hasAttribute("aria-busy")).toBe(false);
      expect(submits).toEqual([{ prevented: false, submitter: send }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a press the island answers in time is not handed to the browser as well", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const wizard = prerendered("/kontakt/allgemein");
      const island = fakeIsland();
      islandOnDemand(wizard, island.load, false);
      const submits = watchBeyond(wizard, "submit");
      button(wizard, "Anfrage senden").click();
      await island.hydrate();
      expect(submits).toHaveLength(1);
      vi.advanceTimersByTime(ISLAND_WAIT_MS);
      expect(submits).toHaveLength(1);
      expect(document.documentElement.dataset.island).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a pending „Weiter“: the steps after it now show on the page", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const wizard = prerendered("/psychotherapie/kontakt");
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    islandOnDemand(wizard, load, false);
    const submits = watchBeyond(wizard, "submit");
    button(wizard, "Weiter").click();
    await waitFor(() => expect(document.documentElement.dataset.island).toBe("failed"));
    expect(submits).toEqual([]);
  });
});

describe("with the real island", () => {
  let root: ReturnType<HydrateWizard> | undefined;
  beforeAll(() => {
    // jsdom does not scroll; the success message is scrolled into view.
    Element.prototype.scrollIntoView = vi.fn();
  });
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubEnv("NOTIFY_API_BASE", "/api/notify/");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"id":"x"}', { status: 201 })),
    );
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.hydrated;
    sessionStorage.clear();
  });

  it("„Anfrage senden“ before hydration: the entries typed before are sent once, as JSON", async () => {
    const wizard = prerendered("/kontakt/allgemein");
    const user = userEvent.setup();
    let hydrate: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      hydrate = resolve;
    });
    // The real island, held until `hydrate`; its root is kept to unmount it after the test.
    const load = async () => {
      await held;
      const island = await import("./contact-hydrate.tsx");
      const hydrateWizard: HydrateWizard = (...args) => {
        root = island.hydrateWizard(...args);
        return root;
      };
      return { hydrateWizard };
    };
    islandOnDemand(wizard, load, false);
    const typeInto = (label: string, text: string) => {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      field.value = text;
    };
    typeInto("Vorname", "Anna");
    typeInto("Nachname", "Muster");
    typeInto("E-Mail-Adresse", "anna@example.de");
    typeInto("Telefonnummer", "0911 123");
    typeInto("Ihre Nachricht", "Eine Frage");
    (
      screen.getByRole("checkbox", {
        name: /^Ich habe die Datenschutzerklärung/,
      }) as HTMLInputElement
    ).checked = true;
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    expect(fetch).not.toHaveBeenCalled();

    await act(async () => hydrate());
    // Loading, hydrating and sending take a while on a busy machine.
    expect(await screen.findByText(SUCCESS, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/notify/");
    expect(JSON.parse(String(init.body))).toMatchObject({
      firstName: "Anna",
      message: "Eine Frage",
      mode: "default",
      contactType: "general",
    });
  });
});
