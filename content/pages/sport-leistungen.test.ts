import { describe, expect, it } from "vitest";
import { collect, plain, sectionText } from "#test-support/content-helpers.ts";
import type { ContentPage, Section } from "../page-types.ts";
import { sportLeistungen } from "./sport-leistungen.ts";

describe("exact strings of the specification", () => {
  it("sports service pages use the small panel", () => {
    for (const page of Object.values(sportLeistungen)) {
      expect(page.contactPanel).toEqual({
        title: "Persönliches Beratungsgespräch",
        action: "Jetzt einen Termin anfragen",
        size: "small",
      });
    }
  });

  it("rehabilitation, massage and lymphatic drainage", () => {
    const steps = (page: ContentPage) =>
      page.sections.flatMap((s) => s.steps ?? []).map((s) => s.title);
    expect(steps(sportLeistungen.rehabilitation)).toEqual([
      "Akutphase",
      "Kraft und Stabilität",
      "Sportspezifische Vorbereitung",
      "Rückkehr in den Sport und Prävention",
    ]);
    expect(steps(sportLeistungen["klassische-massage"])).toEqual([
      "Effleurage (Streichungen)",
      "Petrissage (Knetungen)",
      "Friktionen (Reibungen)",
      "Tapotement (Klopfungen)",
      "Vibrationen",
    ]);
    const lymph = plain(
      collect(sportLeistungen.lymphdrainage, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    expect(lymph).toContain("30 bis 60 Minuten");
    expect(
      plain(sectionText(sportLeistungen.kiefergelenktherapie.sections[0] as Section)),
    ).toContain("craniomandibuläre Dysfunktion");
  });
});
