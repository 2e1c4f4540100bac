import { describe, expect, it } from "vitest";
import { notFound } from "./not-found.ts";

describe("exact strings of the specification", () => {
  it("404 page links home, both lines and the contact page", () => {
    expect(notFound.heading.trim()).not.toBe("");
    expect(notFound.links.map((l) => l.to)).toEqual([
      "/home",
      "/psychotherapie",
      "/sportphysiotherapie",
      "/kontakt",
    ]);
  });
});
