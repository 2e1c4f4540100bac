import { describe, expect, it } from "vitest";
import { practice } from "#content/practice.ts";
import {
  expectContactPanel,
  expectHeadingOutline,
  h2Texts,
  hrefOf,
  renderPage,
  structuredData,
} from "#test-support/pages.tsx";

describe("Psychotherapy landing page", () => {
  it("describes the practice as a MedicalBusiness in JSON-LD", () => {
    const { container } = renderPage("/psychotherapie");
    const data = structuredData(container);
    expect(data["@type"]).toBe("MedicalBusiness");
    expect(data.url).toBe(`${practice.siteUrl}/psychotherapie`);
  });

  it("has the five topics with the spec's links, why me and the contact panel", () => {
    const { container } = renderPage("/psychotherapie");
    expect(h2Texts()).toEqual(
      expect.arrayContaining([
        "Belastende Erlebnisse",
        "Stress und Überlastung",
        "Angststörungen",
        "Depressionen",
        "Trauma",
      ]),
    );
    for (const path of [
      "/psychotherapie/leistungen/emdr-traumatherapie",
      "/psychotherapie/leistungen/angststoerungen",
      "/psychotherapie/leistungen/depressionen",
    ]) {
      expect(container.querySelector(`.topics a[href="${path}"]`)).not.toBeNull();
    }
    expect(hrefOf("Fünf Gründe für meine Praxis")).toBe("/psychotherapie/warum-psychotherapie");
    expectContactPanel(
      "Vereinbaren Sie ein erstes Gespräch",
      "Jetzt Termin anfragen",
      "/psychotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });
});
