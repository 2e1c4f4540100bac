import { describe, expect, it } from "vitest";
import { MODES } from "../mode.ts";
import { practice } from "../practice.ts";
import { ueberMich, ueberMichPage } from "./ueber-mich.ts";

describe("exact strings of the specification", () => {
  it("about page: intro per mode, four sections", () => {
    for (const mode of MODES) {
      const page = ueberMichPage(mode);
      expect(page.heading.trim()).not.toBe("");
      expect(page.name).toBe(practice.name);
      expect(page.intro.length).toBeGreaterThan(0);
      expect(page.sections.map((s) => s.id)).toEqual([
        "expertise",
        "arbeitsweise",
        "gruende",
        "zum-schluss",
      ]);
    }
    const intro = ueberMich.default.intro.join(" ");
    expect(intro).toContain("Psychotherapie");
    expect(intro).toContain("Sportphysiotherapie");
  });
});
