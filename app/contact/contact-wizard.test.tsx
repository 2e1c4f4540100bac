/**
 * Wizard logic that is cheaper to check in jsdom than in the browser: preselection, the way
 * back, gating, the live region, the focus after a step change, sending (one request at a time,
 * the request id on retries), success and failure. The wizard is rendered as the contact pages'
 * island (contact-island.tsx); the page around it is app/routes/contact.test.tsx. The browser
 * tests in e2e/contact-*.spec.ts cover the same flows end to end.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultValues } from "#contact/form-schemas.ts";
import type { FormType } from "#contact/form-types.ts";
import { SPEC_STEP_TITLES } from "#test-support/spec-steps.ts";
import { ContactIsland } from "./contact-island.tsx";

const SUCCESS =
  "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir.";

beforeAll(() => {
  // jsdom does not scroll; the wizard scrolls the form into view.
  Element.prototype.scrollIntoView = vi.fn();
});

type FetchCall = { url: string; init: RequestInit };
let calls: FetchCall[];
let answers: (() => Promise<Response>)[];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubEnv("NOTIFY_API_BASE", "/api/notify/");
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift();
      return answer ? answer() : Promise.resolve(new Response('{"id":"x"}', { status: 201 }));
    }),
  );
  window.history.replaceState(null, "", "/");
  // The drafts (contact-draft.test.tsx) would carry entries from one test into the next.
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The wizard as the contact page at `path` hydrates it (app/browser/contact-hydrate.tsx). */
function renderPage(path: string) {
  window.history.replaceState(null, "", path);
  return render(<ContactIsland path={path} />);
}

const body = (call: FetchCall | undefined) =>
  JSON.parse(String(call?.init.body)) as Record<string, unknown>;
const stepText = () => document.querySelector(".wizard-progress__text")?.textContent;

async function fillGeneral(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Vorname"), "Anna");
  await user.type(screen.getByLabelText("Nachname"), "Muster");
  await user.type(screen.getByLabelText("E-Mail-Adresse"), "anna@example.de");
  await user.type(screen.getByLabelText("Telefonnummer"), "0911 123");
  await user.type(screen.getByLabelText("Ihre Nachricht"), "Eine Frage");
  await user.click(screen.getByRole("checkbox", { name: /^Ich habe die Datenschutzerklärung/ }));
}

async function openGeneral(user: ReturnType<typeof userEvent.setup>) {
  renderPage("/kontakt");
  await user.click(screen.getByRole("link", { name: /^Allgemeine Anfrage/ }));
}

describe("preselection", () => {
  it("shows the chooser's three cards on /kontakt", () => {
    renderPage("/kontakt");
    const chooser = screen.getByRole("heading", { name: "Worum geht es bei Ihrer Anfrage?" })
      .parentElement as HTMLElement;
    const cards = within(within(chooser).getByRole("list")).getAllByRole("link");
    expect(cards.map((card) => card.querySelector(".form-card__title")?.textContent)).toEqual([
      "Psychotherapie",
      "Sportphysiotherapie",
      "Allgemeine Anfrage",
    ]);
  });

  it("shows the wizard on /psychotherapie/kontakt and the sports form on /sportphysiotherapie/kontakt", () => {
    const { unmount } = renderPage("/psychotherapie/kontakt");
    expect(stepText()).toBe("Schritt 1 von 8");
    unmount();
    renderPage("/sportphysiotherapie/kontakt");
    expect(screen.getByLabelText("Gewünschte Therapie")).toBeInTheDocument();
  });
});

describe("the forms as HTML (issue 31)", () => {
  /** The names the form posts natively: every named control, once each. */
  const postedNames = (form: HTMLFormElement) =>
    [...new Set([...form.elements].map((element) => (element as HTMLInputElement).name))]
      .filter(Boolean)
      .sort();
  /** The schema's keys the form shows, and `mode`; the hidden trigger and lastCalledPage are not rendered. */
  const expectedNames = (type: FormType) =>
    [
      ...Object.keys(defaultValues[type]).filter(
        (name) => name !== "trigger" && name !== "lastCalledPage",
      ),
      "mode",
    ].sort();

  it.each([
    ["/psychotherapie/kontakt", "psychotherapie"],
    ["/sportphysiotherapie/kontakt", "sportphysiotherapie"],
    ["/kontakt/allgemein", "general"],
  ] as const)("%s: every field of the schema is a named control of a real form", (path, type) => {
    renderPage(path);
    const form = document.querySelector("form") as HTMLFormElement;
    expect(form).toHaveAttribute("data-form-type", type);
    expect(form).toHaveAttribute("method", "post");
    expect(postedNames(form)).toEqual(expectedNames(type));
    const buttons = [...form.querySelectorAll("button")];
    expect(buttons.every((button) => button.type !== "button" || button.hidden)).toBe(true);
  });

  it("the way back to the chooser is a link to /kontakt", () => {
    renderPage("/kontakt/allgemein");
    expect(screen.getByRole("link", { name: "Andere Art der Anfrage wählen" })).toHaveAttribute(
      "href",
      "/kontakt",
    );
  });

  it("the psychotherapy form holds all eight steps, each a group under its title; only the current one is shown", () => {
    renderPage("/psychotherapie/kontakt");
    const steps = [...document.querySelectorAll<HTMLElement>(".wizard__step")];
    // The parts that share a title are numbered, for the page without script (contact-page.css
    // shows the number only there).
    expect(steps.map((step) => step.querySelector("h4")?.textContent)).toEqual(
      SPEC_STEP_TITLES.map((title, index) =>
        title === "Therapiebedarf" ? `${title} (${index} von 4)` : title,
      ),
    );
    expect(steps.map((step) => step.hidden)).toEqual([false, ...Array(7).fill(true)]);
    expect(screen.getByRole("group", { name: "Kontaktdaten" })).toBe(steps[0]);
    expect(screen.queryByRole("group", { name: "Therapiebedarf" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Anfrage senden" })).toBeNull();

    // The questions an answer opens are there, hidden, with the note for the page without script.
    // Its label's „(falls zutreffend)“ shows only where the form is one page (CSS, not in jsdom).
    const experience = screen.getByLabelText(
      "Welche Erfahrungen haben Sie mit früheren Therapien gemacht? (falls zutreffend)",
    );
    const conditional = experience.closest(".wizard__conditional") as HTMLElement;
    expect(conditional).toHaveAttribute("hidden");
    expect(conditional.querySelector(".wizard__condition")).toHaveTextContent(
      "Nur falls Sie oben „Ja“ gewählt haben:",
    );
    // While its condition does not hold (as prerendered, so on the one page without script):
    // described by the note, not required. Once it holds, the wizard shows it, required.
    expect(experience).not.toBeRequired();
    expect(experience).toHaveAccessibleDescription("Nur falls Sie oben „Ja“ gewählt haben:");
    act(() => {
      document.getElementById("psychotherapie-hasPreviousTherapy")?.click();
    });
    expect(experience).toBeRequired();
    expect(experience).not.toHaveAccessibleDescription(/Nur falls/);
    for (const label of [
      "Wer hat uns empfohlen?",
      "Name Ihrer Krankenversicherung",
      "Die Kostenübernahme ist bereits geklärt",
    ]) {
      expect(screen.getByLabelText(label, { exact: false }).closest("[hidden]")).not.toBeNull();
    }
  });
});

describe("chooser and the way back", () => {
  it("keeps the entries of a form and focuses the card it came from", async () => {
    const user = userEvent.setup();
    renderPage("/kontakt");
    await user.click(screen.getByRole("link", { name: /^Sportphysiotherapie/ }));
    expect(screen.getByRole("heading", { name: "Anfrage Sportphysiotherapie" })).toHaveFocus();
    await user.type(screen.getByLabelText("Vorname"), "Ben");
    await user.click(screen.getByRole("link", { name: "Andere Art der Anfrage wählen" }));
    expect(screen.getByRole("link", { name: /^Sportphysiotherapie/ })).toHaveFocus();
    await user.click(screen.getByRole("link", { name: /^Sportphysiotherapie/ }));
    expect(screen.getByLabelText("Vorname")).toHaveValue("Ben");
  });
});

describe("psychotherapy steps", () => {
  it("gates Weiter, marks the fields, focuses the summary; no message before", async () => {
    const user = userEvent.setup();
    renderPage("/psychotherapie/kontakt");
    expect(document.querySelectorAll(".field__error")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(stepText()).toBe("Schritt 1 von 8");
    const heading = await screen.findByText("Bitte prüfen Sie Ihre Angaben:");
    const summary = heading.closest(".error-summary") as HTMLElement;
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText("Vorname")).toHaveAccessibleDescription(
      "Bitte Ihren Vornamen eingeben.",
    );
    expect(within(summary).getAllByRole("link")).toHaveLength(5);
  });

  it("announces the new step and focuses its first field after 100 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage("/psychotherapie/kontakt");
    await user.type(screen.getByLabelText("Vorname"), "Anna");
    await user.type(screen.getByLabelText("Nachname"), "Muster");
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "anna@example.de");
    await user.type(screen.getByLabelText("Telefonnummer"), "0911 123");
    await user.type(screen.getByLabelText("Ihre Nachricht"), "Hallo");
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    await waitFor(() => expect(stepText()).toBe("Schritt 2 von 8"));
    expect(screen.getByRole("status")).toHaveTextContent("Schritt 2 von 8: Therapiebedarf");
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: "instant",
      block: "start",
    });
    expect(screen.getByLabelText("Beschwerden")).not.toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByLabelText("Beschwerden")).toHaveFocus();
  });
});

describe("sending", () => {
  it("posts JSON to {NOTIFY_API_BASE}, shows the success sentence and sets #contact-sent", async () => {
    const user = userEvent.setup();
    await openGeneral(user);
    await fillGeneral(user);
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    expect(await screen.findByText(SUCCESS)).toHaveFocus();
    expect(window.location.hash).toBe("#contact-sent");
    expect(document.querySelector("form")).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/notify/");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.headers).toEqual({ "content-type": "application/json; charset=utf-8" });
    expect(body(calls[0])).toMatchObject({ contactType: "general", mode: "default", website: "" });
  });

  it("one request at a time: the button is relabelled and aria-disabled while sending", async () => {
    const user = userEvent.setup();
    let respond: (response: Response) => void = () => {};
    answers.push(() => new Promise((resolve) => (respond = resolve)));
    await openGeneral(user);
    await fillGeneral(user);
    const send = screen.getByRole("button", { name: "Anfrage senden" });
    await user.click(send);
    const sending = await screen.findByRole("button", { name: "Anfrage wird gesendet …" });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    expect(sending).toHaveFocus();
    await user.click(sending);
    await act(async () => {
      respond(new Response("", { status: 201 }));
    });
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("a failure shows the banner and keeps the entries; a retry reuses the id, a change gets a new one", async () => {
    const user = userEvent.setup();
    answers.push(
      async () => new Response(JSON.stringify({ message: "Wartung" }), { status: 500 }),
      async () => new Response("", { status: 503 }),
    );
    await openGeneral(user);
    await fillGeneral(user);
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    const banner = await screen.findByText("Fehler: Wartung");
    expect(banner.parentElement).toHaveFocus();
    expect(screen.getByLabelText("Vorname")).toHaveValue("Anna");
    expect(window.location.hash).toBe("");

    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    expect(
      await screen.findByText("Fehler beim Senden der Anfrage (Status: 503)"),
    ).toBeInTheDocument();
    expect(body(calls[1]).id).toBe(body(calls[0]).id);

    await user.type(screen.getByLabelText("Ihre Nachricht"), " mehr");
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(body(calls[2]).id).not.toBe(body(calls[0]).id);
    expect(body(calls[2]).id).toMatch(/^[a-z0-9]{10}$/);
  });

  it("a new request after success starts from the chooser with an empty form", async () => {
    const user = userEvent.setup();
    await openGeneral(user);
    await fillGeneral(user);
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    await user.click(await screen.findByRole("button", { name: "Weitere Anfrage stellen" }));
    expect(window.location.hash).toBe("");
    expect(screen.getByRole("heading", { name: "Worum geht es bei Ihrer Anfrage?" })).toHaveFocus();
    await user.click(screen.getByRole("link", { name: /^Allgemeine Anfrage/ }));
    expect(screen.getByLabelText("Vorname")).toHaveValue("");
  });

  it("sends the honeypot's value as typed", async () => {
    const user = userEvent.setup();
    await openGeneral(user);
    await fillGeneral(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    await user.type(honeypot as HTMLInputElement, "https://spam.example");
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    await screen.findByText(SUCCESS);
    expect(body(calls[0]).website).toBe("https://spam.example");
  });
});
