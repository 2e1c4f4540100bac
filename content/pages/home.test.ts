import { describe, expect, it } from "vitest";
import { home } from "./home.ts";

describe("exact strings of the specification", () => {
  it("home", () => {
    expect(home.tagline).toBe("Körper. Geist. Stärke.");
    expect(home.links.map((l) => l.to)).toEqual(["/psychotherapie", "/sportphysiotherapie"]);
    for (const link of home.links) expect(link.description.length).toBeGreaterThan(20);
  });

  it("turns the file's break marks „|“ into soft hyphens, which only the bottom bar shows", () => {
    for (const link of home.links) expect(link.label).not.toContain("|");
    expect(home.links.map((link) => link.label.replaceAll("\u00ad", ""))).toEqual([
      "Psychotherapie",
      "Sportphysiotherapie",
    ]);
    expect(home.links.every((link) => link.label.includes("\u00ad"))).toBe(true);
  });
});
