import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldLabels } from "#contact/labels.ts";
import { datenschutz } from "#content/pages/datenschutz.ts";
import { expectHeadingOutline, h2Texts, plain, renderPage } from "#test-support/pages.tsx";

describe("Privacy", () => {
  it("Datenschutz has every section of requirements §2, with a table of contents", () => {
    const { container } = renderPage("/datenschutz");
    expect(h2Texts()).toEqual(
      expect.arrayContaining(datenschutz.sections.map((s) => plain(s.heading))),
    );
    const contents = screen.getByRole("navigation", { name: "Inhalt" });
    expect(within(contents).getAllByRole("link")).toHaveLength(datenschutz.sections.length);
    for (const section of datenschutz.sections) {
      expect(container.querySelector(`#${section.id}`)).not.toBeNull();
    }
    expectHeadingOutline(container);
  });

  // The statement and the forms live in different parts (content/, contact/): this is where
  // both meet, so the consent the page quotes is the one the forms ask for.
  it("quotes the health-data consent of the forms that ask about health, word for word", () => {
    const { container } = renderPage("/datenschutz");
    const consent = fieldLabels.psychotherapie.terms.split(" Die Datenschutzerklärung")[0] ?? "";
    expect(consent).toMatch(/auch die zu meiner Gesundheit/);
    expect(fieldLabels.sportphysiotherapie.terms).toBe(fieldLabels.psychotherapie.terms);
    expect(plain(container.textContent ?? "")).toContain(`„${consent}“`);
  });
});
