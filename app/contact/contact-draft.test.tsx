/**
 * The wizard's drafts in the tab (decision 015) in jsdom: what is written while typing (never
 * the honeypot), the silent restore with the step and the form shown, entries typed before
 * hydration winning over the draft, erasing on send and on a confirmed „Eingaben verwerfen“,
 * and a storage that throws. The browser's reload, Back and Forward are
 * e2e/contact-draft.spec.ts.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateWizard } from "#app/browser/contact-hydrate.tsx";
import { SPEC_MESSAGES } from "#test-support/spec-messages.ts";
import { ContactIsland } from "./contact-island.tsx";
import { DRAFT_KEY } from "./draft-storage.ts";

const SUCCESS =
  "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir.";
const TRIGGER = "Was hat Sie dazu bewogen, sich gerade jetzt Hilfe zu suchen?";
const STEP_KEY = "contactWizardStep";

beforeAll(() => {
  // jsdom has neither: the wizard scrolls; the dialog is modal.
  Element.prototype.scrollIntoView = vi.fn();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response('{"id":"x"}', { status: 201 })),
  );
  vi.stubEnv("NOTIFY_API_BASE", "/api/notify/");
  // The wizard's Back through its entries; jsdom's traversal would arrive late or not at all.
  vi.spyOn(window.history, "go").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStorage.clear();
});

const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");
const stepText = () => document.querySelector(".wizard-progress__text")?.textContent;

function storeDraft(draft: object) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, ...draft }));
}

function renderPage(path: string) {
  window.history.replaceState(window.history.state, "", path);
  return render(<ContactIsland path={path} />);
}

async function openGeneral(user: ReturnType<typeof userEvent.setup>) {
  renderPage("/kontakt");
  await user.click(screen.getByRole("link", { name: /^Allgemeine Anfrage/ }));
}

describe("writing the draft", () => {
  it("keeps what is typed and the form shown, never the honeypot", async () => {
    const user = userEvent.setup();
    await openGeneral(user);
    await user.type(screen.getByLabelText("Vorname"), "Anna");
    await user.type(
      document.querySelector<HTMLInputElement>("#general-website") as HTMLInputElement,
      "https://spam.example",
    );
    expect(stored()).toEqual({
      version: 1,
      forms: { general: { values: { firstName: "Anna" } } },
      open: { path: "/kontakt", form: "general" },
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain("spam");
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("keeps the psychotherapy step", async () => {
    const user = userEvent.setup();
    renderPage("/psychotherapie/kontakt");
    await user.type(screen.getByLabelText("Vorname"), "Anna");
    await user.type(screen.getByLabelText("Nachname"), "Muster");
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "anna@example.de");
    await user.type(screen.getByLabelText("Telefonnummer"), "0911 123");
    await user.type(screen.getByLabelText("Ihre Nachricht"), "Hallo");
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    await waitFor(() => expect(stepText()).toBe("Schritt 2 von 8"));
    expect(stored().forms.psychotherapie).toMatchObject({
      step: 2,
      values: { firstName: "Anna", message: "Hallo" },
    });
  });
});

describe("restoring the draft", () => {
  it("shows the step of the history entry with the entries, silently", async () => {
    storeDraft({
      forms: {
        psychotherapie: {
          values: { firstName: "Anna", seekingHelpTrigger: "Ein Anlass", website: "x" },
          step: 3,
        },
      },
    });
    // Reloaded on step 3: the entry of before is still the current one.
    window.history.replaceState({ [STEP_KEY]: { load: "before", run: 0, step: 3, first: 1 } }, "");
    renderPage("/psychotherapie/kontakt");
    await waitFor(() => expect(stepText()).toBe("Schritt 3 von 8"));
    expect(screen.getByLabelText(TRIGGER)).toHaveValue("Ein Anlass");
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole("status")).toHaveTextContent("");
    expect(document.querySelector<HTMLInputElement>("#psychotherapie-website")).toHaveValue("");
    // The entries of before are taken up: „Zurück“ goes back through them.
    expect(window.history.state[STEP_KEY]).toMatchObject({ load: "before", step: 3 });
    await userEvent.setup().click(screen.getByRole("button", { name: "Zurück" }));
    expect(window.history.go).toHaveBeenCalledWith(-1);
  });

  it("arrived anew (no step entry), shows the draft's step", async () => {
    storeDraft({ forms: { psychotherapie: { values: { firstName: "Anna" }, step: 2 } } });
    renderPage("/psychotherapie/kontakt");
    await waitFor(() => expect(stepText()).toBe("Schritt 2 von 8"));
    expect(window.history.state[STEP_KEY]).toMatchObject({ step: 2, first: 2 });
  });

  it.each([9, 99, -3])(
    "starts on step 1 with the entries when the stored step is %i (no step of the wizard)",
    async (step) => {
      storeDraft({ forms: { psychotherapie: { values: { firstName: "Anna" }, step } } });
      window.history.replaceState({ [STEP_KEY]: { load: "before", run: 0, step, first: 1 } }, "");
      renderPage("/psychotherapie/kontakt");
      expect(await screen.findByLabelText("Vorname")).toHaveValue("Anna");
      expect(stepText()).toBe("Schritt 1 von 8");
      expect(window.history.state[STEP_KEY]).toMatchObject({ step: 1, first: 1 });
    },
  );

  it("opens the form shown last on its page, with its entries and the leave guard", async () => {
    const add = vi.spyOn(window, "addEventListener");
    storeDraft({
      forms: { general: { values: { firstName: "Anna", terms: true } } },
      open: { path: "/kontakt", form: "general" },
    });
    renderPage("/kontakt");
    expect(await screen.findByLabelText("Vorname")).toHaveValue("Anna");
    expect(
      screen.getByRole("checkbox", { name: /^Ich habe die Datenschutzerklärung/ }),
    ).toBeChecked();
    expect(add.mock.calls.some(([type]) => type === "beforeunload")).toBe(true);
    expect(screen.getByRole("heading", { name: "Allgemeine Anfrage" })).not.toHaveFocus();
  });

  it("lets entries typed into the prerendered form before hydration win over the draft", async () => {
    storeDraft({
      forms: { sportphysiotherapie: { values: { firstName: "Alt", lastName: "Muster" } } },
    });
    const path = "/sportphysiotherapie/kontakt";
    window.history.replaceState(null, "", path);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactIsland path={path} />);
    document.body.append(container);
    const early = container.querySelector<HTMLInputElement>("#sportphysiotherapie-firstName");
    if (!early) throw new Error("no first name field");
    early.value = "Neu";
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ContactIsland path={path} />);
    });
    expect(early).toHaveValue("Neu");
    expect(container.querySelector("#sportphysiotherapie-lastName")).toHaveValue("Muster");
    expect(stored().forms.sportphysiotherapie.values).toEqual({
      firstName: "Neu",
      lastName: "Muster",
    });
    act(() => root?.unmount());
    container.remove();
  });
});

/**
 * The page at `path` as the browser has it before the form's script ran: the prerendered form,
 * with `before` done to it (the browser's own form restoration, a visitor typing).
 */
function prerendered(path: string, before: (container: HTMLElement) => void = () => {}) {
  window.history.replaceState(window.history.state, "", path);
  const container = document.createElement("div");
  container.className = "contact-wizard";
  container.innerHTML = renderToString(<ContactIsland path={path} />);
  document.body.append(container);
  before(container);
  return container;
}

function fieldOf(container: HTMLElement, id: string): HTMLInputElement {
  const field = container.querySelector<HTMLInputElement>(`#${id}`);
  if (!field) throw new Error(`no field #${id}`);
  return field;
}

/** Whether leaving the page now asks first (the leave guard cancels a cancelable beforeunload). */
function leaveAsks(): boolean {
  const leave = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(leave);
  return leave.defaultPrevented;
}

/** Removes the pages hydrated by `hydrate` after each test. */
const hydratedPages: (() => void)[] = [];
afterEach(() => {
  for (const remove of hydratedPages.splice(0)) remove();
});

/**
 * Hydrates the page as app/browser/contact.tsx does, until <html data-hydrated>; `left`: the
 * fields the visitor left before.
 */
async function hydrate(container: HTMLElement, left: ReadonlySet<EventTarget> = new Set()) {
  let root: ReturnType<typeof hydrateWizard> | undefined;
  hydratedPages.push(() => {
    act(() => root?.unmount());
    container.remove();
    delete document.documentElement.dataset.hydrated;
  });
  await act(async () => {
    root = hydrateWizard(container, left);
  });
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe("true"));
}

describe("a form the browser restored itself before hydration (Firefox)", () => {
  it("counts its entries as unsent: „Eingaben verwerfen“ and the leave guard, until discarded", async () => {
    storeDraft({ forms: { sportphysiotherapie: { values: { firstName: "Anna" } } } });
    const container = prerendered("/sportphysiotherapie/kontakt", (page) => {
      fieldOf(page, "sportphysiotherapie-firstName").value = "Anna";
    });
    await hydrate(container);
    expect(fieldOf(container, "sportphysiotherapie-firstName")).toHaveValue("Anna");
    expect(screen.getByRole("button", { name: "Eingaben verwerfen" })).toBeInTheDocument();
    expect(leaveAsks()).toBe(true);

    const user = userEvent.setup();
    await user.type(fieldOf(container, "sportphysiotherapie-lastName"), "M");
    expect(screen.getByRole("button", { name: "Eingaben verwerfen" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Eingaben verwerfen" }));
    await user.click(screen.getByRole("button", { name: "Ja, verwerfen" }));
    expect(fieldOf(container, "sportphysiotherapie-firstName")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Eingaben verwerfen" })).toBeNull();
    expect(leaveAsks()).toBe(false);
  });

  it("shows no message for what it put back: the visitor has not left a field on this load", async () => {
    storeDraft({ forms: { sportphysiotherapie: { values: { email: "erika@" } } } });
    const container = prerendered("/sportphysiotherapie/kontakt", (page) => {
      fieldOf(page, "sportphysiotherapie-email").value = "erika@";
    });
    await hydrate(container);
    expect(fieldOf(container, "sportphysiotherapie-email")).toHaveValue("erika@");
    expect(container.querySelector(".field__error-text")).toBeNull();
    expect(container.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});

describe("a silent restore", () => {
  it("shows no message for a draft's entries until the visitor leaves the field", async () => {
    storeDraft({
      forms: {
        sportphysiotherapie: { values: { email: "erika@", firstName: "A".repeat(3_000_000) } },
      },
    });
    const container = prerendered("/sportphysiotherapie/kontakt");
    await hydrate(container);
    const email = fieldOf(container, "sportphysiotherapie-email");
    expect(email).toHaveValue("erika@");
    expect(container.querySelector(".field__error-text")).toBeNull();
    expect(container.querySelector('[aria-invalid="true"]')).toBeNull();

    const user = userEvent.setup();
    await user.click(email);
    await user.tab();
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("still treats a field typed in and left before hydration as left, and only that one", async () => {
    const container = prerendered("/sportphysiotherapie/kontakt", (page) => {
      fieldOf(page, "sportphysiotherapie-email").value = "erika@";
      fieldOf(page, "sportphysiotherapie-phone").value = "x";
    });
    const email = fieldOf(container, "sportphysiotherapie-email");
    await hydrate(container, new Set([email]));
    expect(email).toHaveValue("erika@");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(SPEC_MESSAGES.email);
    expect(fieldOf(container, "sportphysiotherapie-phone")).not.toHaveAttribute("aria-invalid");
  });
});

describe("erasing the draft", () => {
  it("on a successful send", async () => {
    const user = userEvent.setup();
    await openGeneral(user);
    await user.type(screen.getByLabelText("Vorname"), "Anna");
    await user.type(screen.getByLabelText("Nachname"), "Muster");
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "anna@example.de");
    await user.type(screen.getByLabelText("Telefonnummer"), "0911 123");
    await user.type(screen.getByLabelText("Ihre Nachricht"), "Eine Frage");
    await user.click(screen.getByRole("checkbox", { name: /^Ich habe die Datenschutzerklärung/ }));
    expect(stored()).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    await screen.findByText(SUCCESS);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("on „Eingaben verwerfen“, after asking; „Nein, behalten“ keeps everything", async () => {
    const user = userEvent.setup();
    await openGeneral(user);
    expect(screen.queryByRole("button", { name: "Eingaben verwerfen" })).toBeNull();
    await user.type(screen.getByLabelText("Vorname"), "Anna");
    const opener = screen.getByRole("button", { name: "Eingaben verwerfen" });
    expect(opener).toHaveAttribute("aria-haspopup", "dialog");

    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Eingaben verwerfen?" });
    expect(dialog).toHaveAccessibleDescription(/wird gelöscht/);
    expect(screen.getByRole("button", { name: "Nein, behalten" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Nein, behalten" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
    expect(screen.getByLabelText("Vorname")).toHaveValue("Anna");
    expect(stored().forms.general).toBeDefined();

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Ja, verwerfen" }));
    expect(screen.getByLabelText("Vorname")).toHaveValue("");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByRole("heading", { name: "Allgemeine Anfrage" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Eingaben verwerfen" })).toBeNull();
  });

  it("on „Eingaben verwerfen“ in the wizard: back to step 1 through the entries", async () => {
    storeDraft({ forms: { psychotherapie: { values: { firstName: "Anna" }, step: 3 } } });
    window.history.replaceState({ [STEP_KEY]: { load: "before", run: 0, step: 3, first: 1 } }, "");
    renderPage("/psychotherapie/kontakt");
    await waitFor(() => expect(stepText()).toBe("Schritt 3 von 8"));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Eingaben verwerfen" }));
    await user.click(screen.getByRole("button", { name: "Ja, verwerfen" }));
    expect(window.history.go).toHaveBeenLastCalledWith(-2);
    // The browser arrives at the first entry.
    act(() => {
      window.dispatchEvent(
        new PopStateEvent("popstate", {
          state: { [STEP_KEY]: { load: "before", run: 0, step: 1, first: 1 } },
        }),
      );
    });
    expect(stepText()).toBe("Schritt 1 von 8");
    expect(screen.getByLabelText("Vorname")).toHaveValue("");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(window.history.state[STEP_KEY]).toMatchObject({ run: 1, step: 1 });
  });
});

describe("a storage that throws", () => {
  it("leaves the form working, without a draft", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const errors = vi.spyOn(console, "error");
    const user = userEvent.setup();
    await openGeneral(user);
    await user.type(screen.getByLabelText("Vorname"), "Anna");
    expect(screen.getByLabelText("Vorname")).toHaveValue("Anna");
    expect(errors).not.toHaveBeenCalled();
  });
});
