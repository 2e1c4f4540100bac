import { describe, expect, it } from "vitest";
import { kosten } from "#content/pages/kosten.ts";
import { expectContactPanel, expectHeadingOutline, h1, renderPage } from "#test-support/pages.tsx";

describe("Costs", () => {
  it("Kosten states its facts and ends with a contact panel", () => {
    const { container } = renderPage("/psychotherapie/kosten");
    expect(h1()).toHaveTextContent(kosten.heading);
    for (const fact of ["20 bis 30 Minuten", "mindestens 24 Stunden", "mindestens 48 Stunden"]) {
      expect(container).toHaveTextContent(fact);
    }
    expectContactPanel(
      kosten.contactPanel.title,
      kosten.contactPanel.action,
      "/psychotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });
});
