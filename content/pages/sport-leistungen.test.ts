import { describe, expect, it } from "vitest";
import { collect, plain } from "#test-support/content-helpers.ts";
import type { ContentPage } from "../page-types.ts";
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
    // requirements §2: four phases of rehabilitation, five basic techniques of massage; their
    // wording is the practice's.
    expect(steps(sportLeistungen.rehabilitation)).toHaveLength(4);
    expect(steps(sportLeistungen["klassische-massage"])).toHaveLength(5);
    for (const title of [
      ...steps(sportLeistungen.rehabilitation),
      ...steps(sportLeistungen["klassische-massage"]),
    ]) {
      expect(title.trim()).not.toBe("");
    }
    const lymph = plain(
      collect(sportLeistungen.lymphdrainage, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    expect(lymph).toContain("30 bis 60 Minuten");
    expect(sportLeistungen.kiefergelenktherapie.heading).toContain("CMD");
  });
});
