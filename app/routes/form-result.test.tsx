import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  canonicalOf,
  expectHeadingOutline,
  h1,
  headAt,
  hrefOf,
  metaContent,
  renderPage,
} from "#test-support/pages.tsx";

const SUCCESS =
  "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir.";

describe("the pages a form sent without JavaScript leads to", () => {
  it("after a psychotherapy request: the success sentence and the crisis note; noindex, no canonical", () => {
    const { container } = renderPage("/psychotherapie/kontakt/gesendet");
    expect(h1()).toHaveTextContent("Anfrage gesendet");
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole("note")).toBeInTheDocument();
    const meta = headAt("/psychotherapie/kontakt/gesendet");
    expect(canonicalOf(meta)).toBeUndefined();
    expect(metaContent(meta, "robots")).toBe("noindex");
    expectHeadingOutline(container);
  });

  it.each(["/sportphysiotherapie/kontakt/gesendet", "/kontakt/gesendet"])(
    "%s: the success sentence without the crisis note",
    (path) => {
      renderPage(path);
      expect(screen.getByText(SUCCESS)).toBeInTheDocument();
      expect(screen.queryByRole("note")).toBeNull();
    },
  );

  it.each([
    ["/psychotherapie/kontakt/nicht-gesendet", "/psychotherapie/kontakt"],
    ["/sportphysiotherapie/kontakt/nicht-gesendet", "/sportphysiotherapie/kontakt"],
    ["/kontakt/nicht-gesendet", "/kontakt/allgemein"],
  ])("%s: the slot the server fills, the way back to %s, phone and e-mail", (path, form) => {
    const { container } = renderPage(path);
    expect(h1()).toHaveTextContent("Anfrage nicht gesendet");
    const slot = container.querySelector("ul[data-form-problems]");
    expect(slot?.querySelectorAll("li")).toHaveLength(1);
    expect(slot).toHaveTextContent(
      "Die Kontakt-Anfrage konnte nicht abgeschickt werden. Bitte später erneut versuchen.",
    );
    expect(hrefOf("Formular neu öffnen (ohne Ihre Eingaben)")).toBe(form);
    expect(container.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(container.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(metaContent(headAt(path), "robots")).toBe("noindex");
    expectHeadingOutline(container);
  });
});
