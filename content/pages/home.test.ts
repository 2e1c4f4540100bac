import { describe, expect, it } from "vitest";
import { home } from "./home.ts";

describe("exact strings of the specification", () => {
  it("home", () => {
    expect(home.tagline).toBe("Körper. Geist. Stärke.");
    expect(home.links.map((l) => l.to)).toEqual(["/psychotherapie", "/sportphysiotherapie"]);
    for (const link of home.links) expect(link.description.length).toBeGreaterThan(20);
  });
});
