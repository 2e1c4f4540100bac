import { act, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateWizard } from "#app/browser/contact-hydrate.tsx";
import { ContactIsland } from "#app/contact/contact-island.tsx";
import { routeAt } from "#app/routes.ts";
import { crisisNote, crisisNumbers } from "#content/crisis.ts";
import { contactPage } from "#content/pages/kontakt.ts";
import { practice } from "#content/practice.ts";
import { expectHeadingOutline, plain, renderPage } from "#test-support/pages.tsx";

const PATHS = ["/kontakt", "/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"] as const;

/** The wizard's HTML in the page at `path`, as prerendered (the page is not left in the document). */
function wizardHtmlAt(path: string): string {
  const { container, unmount } = renderPage(path);
  const html = container.querySelector(".contact-wizard")?.innerHTML ?? "";
  unmount();
  container.remove();
  return html;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("contact page", () => {
  it("/kontakt: hero, heading, text, and the chooser's three cards in the wizard's HTML, links to each form's page", () => {
    const { container } = renderPage("/kontakt");
    expect(screen.getByRole("heading", { level: 1, name: "Kontakt" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Kontaktformular" })).toBeInTheDocument();
    for (const paragraph of contactPage.intro) {
      expect(screen.getByText(plain(paragraph))).toBeInTheDocument();
    }
    const wizard = container.querySelector(".contact-wizard") as HTMLElement;
    expect(
      within(wizard)
        .getAllByRole("link")
        .map((card) => [
          card.querySelector(".form-card__title")?.textContent,
          card.getAttribute("href"),
        ]),
    ).toEqual([
      ["Psychotherapie", "/psychotherapie/kontakt"],
      ["Sportphysiotherapie", "/sportphysiotherapie/kontakt"],
      ["Allgemeine Anfrage", "/kontakt/allgemein"],
    ]);
    expectHeadingOutline(container);
  });

  it("the mode of the URL preselects the form in the wizard's HTML", () => {
    expect(wizardHtmlAt("/psychotherapie/kontakt")).toContain("Schritt 1 von 8");
    expect(wizardHtmlAt("/sportphysiotherapie/kontakt")).toContain("Gewünschte Therapie");
    expect(wizardHtmlAt("/kontakt")).not.toContain("<form");
  });

  it("/psychotherapie/kontakt: the crisis note with tel: links before the wizard, outside it, once", () => {
    const { container } = renderPage("/psychotherapie/kontakt");
    const notes = container.querySelectorAll(".crisis-note");
    expect(notes).toHaveLength(1);
    const note = notes[0] as HTMLElement;
    expect(container.querySelector(".contact-wizard")?.contains(note)).toBe(false);
    expect(
      note.compareDocumentPosition(container.querySelector(".contact-wizard") as Node) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(note).getByRole("heading", { name: crisisNote.heading })).toBeInTheDocument();
    expect([...note.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(
      Object.values(crisisNumbers).map((number) => number.href),
    );
    expect(wizardHtmlAt("/psychotherapie/kontakt")).not.toContain("crisis-note");
    expectHeadingOutline(container);
  });

  it.each(["/kontakt", "/sportphysiotherapie/kontakt"])(
    "%s: no crisis note on the page",
    (path) => {
      const { container } = renderPage(path);
      expect(container.querySelector(".crisis-note")).toBeNull();
    },
  );

  it.each(PATHS)("%s loads the contact island besides the site's module", (path) => {
    expect(routeAt(path)?.page.scripts).toEqual(["contact"]);
  });

  it.each(PATHS)(
    "%s names phone and e-mail as links from content/practice.ts, outside the wizard, and no note that the form needs JavaScript",
    (path) => {
      const { container } = renderPage(path);
      const direct = screen.getByRole("region", { name: "Telefon und E-Mail" });
      expect(within(direct).getByRole("link", { name: practice.phone.display })).toHaveAttribute(
        "href",
        practice.phone.href,
      );
      expect(within(direct).getByRole("link", { name: practice.email })).toHaveAttribute(
        "href",
        `mailto:${practice.email}`,
      );
      expect(container.querySelector(".contact-wizard")?.contains(direct)).toBe(false);
      expect(container).not.toHaveTextContent(/JavaScript/);
    },
  );

  it.each([
    ["/psychotherapie/kontakt", "psychotherapie", "/api/notify/psychotherapie"],
    ["/sportphysiotherapie/kontakt", "sportphysiotherapie", "/api/notify/physiotherapie"],
  ])("%s: the form posts natively to the JSON path's URL, with the mode", (path, mode, action) => {
    vi.stubEnv("NOTIFY_API_BASE", "/api/notify/");
    const { container } = renderPage(path);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", action);
    expect(form.enctype).toBe("application/x-www-form-urlencoded");
    expect(form.noValidate).toBe(true);
    expect(new FormData(form).get("mode")).toBe(mode);
    expect(new FormData(form).get("website")).toBe("");
    vi.unstubAllEnvs();
  });
});

describe("the island", () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  /** The contact page's wizard as prerendered, in the document. */
  function prerendered(path: string, htmlOf = path) {
    window.history.replaceState(null, "", path);
    const container = document.createElement("div");
    container.className = "contact-wizard";
    container.innerHTML = wizardHtmlAt(htmlOf);
    document.body.append(container);
    return container;
  }

  it.each(PATHS)(
    "%s: the browser hydrates the prerendered HTML without a mismatch and keeps its nodes",
    async (path) => {
      const container = prerendered(path);
      const nodes = [...container.querySelectorAll("*")];
      // React's development build reports every difference, ids and attributes included.
      const errors = vi.spyOn(console, "error");
      const root = await act(async () => hydrateWizard(container));

      expect(errors).not.toHaveBeenCalled();
      expect(document.documentElement.dataset.hydrated).toBe("true");
      expect(nodes.filter((node) => !node.isConnected)).toEqual([]);
      act(() => root.unmount());
      container.remove();
    },
  );

  it("/kontakt/allgemein: the island starts on the general form, as prerendered, without a mismatch", async () => {
    const path = "/kontakt/allgemein";
    window.history.replaceState(null, "", path);
    const container = document.createElement("div");
    container.className = "contact-wizard";
    container.innerHTML = renderToString(<ContactIsland path={path} />);
    document.body.append(container);
    expect(container.querySelector("form")).toHaveAttribute("data-form-type", "general");
    expect(container.querySelector(".form-card")).toBeNull();
    const errors = vi.spyOn(console, "error");
    const root = await act(async () => hydrateWizard(container));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Allgemeine Anfrage" })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it("a mismatch is reported as an error", async () => {
    const container = prerendered("/psychotherapie/kontakt", "/kontakt");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = await act(async () => hydrateWizard(container));
    expect(errors.mock.calls.map((call) => String(call[0]))).toContain(
      "The contact form did not match its prerendered HTML:",
    );
    act(() => root.unmount());
    container.remove();
  });

  it("fields left before hydration are validated once hydrated, the others are not", async () => {
    const container = prerendered("/psychotherapie/kontakt");
    const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    // Recorded by the entry: left empty, and an address without "@". Typed but not left: the
    // last name, and the phone, which has the focus.
    const recorded = new Set<EventTarget>([control("Vorname"), control("E-Mail-Adresse")]);
    control("E-Mail-Adresse").value = "anna.example.de";
    control("Nachname").value = "Muster";
    control("Telefonnummer").value = "0911";
    control("Telefonnummer").focus();
    const onHydrated = vi.fn();
    const root = await act(async () => hydrateWizard(container, recorded, onHydrated));

    await waitFor(() => expect(onHydrated).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(control("Vorname")).toHaveAccessibleDescription("Bitte Ihren Vornamen eingeben."),
    );
    expect(control("E-Mail-Adresse")).toHaveAccessibleDescription(
      "Bitte Ihre E-Mail Adresse eingeben.",
    );
    expect(control("E-Mail-Adresse")).toHaveValue("anna.example.de");
    expect(control("Nachname")).not.toHaveAttribute("aria-invalid");
    expect(control("Nachname")).toHaveValue("Muster");
    // Not left yet: no message; nothing else either (the message field was never visited).
    expect(control("Telefonnummer")).toHaveFocus();
    expect(container.querySelectorAll(".field__error")).toHaveLength(2);
    act(() => root.unmount());
    container.remove();
  });
});
