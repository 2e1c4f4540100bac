import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectContactPanel,
  expectHeadingOutline,
  hrefOf,
  renderPage,
} from "#test-support/pages.tsx";

describe("Trauma therapy page", () => {
  it("has a scroll button to its first section and the links to three methods", () => {
    const { container } = renderPage("/psychotherapie/traumatherapie");
    const scroll = screen.getByRole("link", { name: "Mehr erfahren" });
    expect(scroll).toHaveAttribute("href", "#was-ist-ein-trauma");
    expect(container.querySelector("#was-ist-ein-trauma h2")).toHaveTextContent(
      "Was ist ein Trauma?",
    );
    expect(hrefOf("Mehr über EMDR")).toBe("/psychotherapie/emdr");
    expect(hrefOf("Mehr über systemische Therapie")).toBe("/psychotherapie/systematische-therapie");
    expect(hrefOf("Mehr über Somatic Experiencing")).toBe("/psychotherapie/somatic-experiencing");
    expectContactPanel(
      "Den ersten Schritt gehen",
      "Jetzt Termin anfragen",
      "/psychotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });
});
