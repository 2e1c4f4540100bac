import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPORT_SERVICE_SLUGS } from "#content/page-slugs.ts";
import { sportLeistungen } from "#content/pages/sport-leistungen.ts";
import { expectContentPage, h1, plain, renderPage, stepsAfter } from "#test-support/pages.tsx";

describe("Sports service pages", () => {
  it.each(SPORT_SERVICE_SLUGS)("/sportphysiotherapie/%s ends with the small panel", (slug) => {
    const { panel } = expectContentPage(`/sportphysiotherapie/${slug}`, sportLeistungen[slug], {
      title: "Persönliches Beratungsgespräch",
      action: "Jetzt einen Termin anfragen",
      contact: "/sportphysiotherapie/kontakt",
    });
    expect(panel).toHaveClass("contact-panel--small");
  });

  it("rehabilitation: the four phases in order", () => {
    renderPage("/sportphysiotherapie/rehabilitation");
    expect(stepsAfter("Die vier Phasen der Rehabilitation")).toEqual([
      "Akutphase",
      "Kraft und Stabilität",
      "Sportspezifische Vorbereitung",
      "Rückkehr in den Sport und Prävention",
    ]);
  });

  it("classic massage: the five basic techniques", () => {
    renderPage("/sportphysiotherapie/klassische-massage");
    expect(stepsAfter("Die fünf Grundtechniken")).toHaveLength(5);
  });

  it("lymphatic drainage lasts 30 to 60 minutes", () => {
    const { container } = renderPage("/sportphysiotherapie/lymphdrainage");
    expect(plain(container.textContent ?? "")).toMatch(/30 bis 60 Minuten/);
  });

  it("jaw joint therapy names CMD; medical training therapy has its page", () => {
    renderPage("/sportphysiotherapie/kiefergelenktherapie");
    expect(h1()).toHaveTextContent("Kiefergelenktherapie (CMD)");
    expect(screen.getAllByText(/craniomandibuläre Dysfunktion/).length).toBeGreaterThan(0);
  });
});
