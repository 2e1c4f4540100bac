import { describe, expect, it } from "vitest";
import { cityNames, linksOf } from "#test-support/content-helpers.ts";
import { practice } from "../practice.ts";
import { traumatherapieLead, traumatherapiePage } from "./traumatherapie.ts";

/** Display names other than the practice's own town, which the copy names anyway. */
const otherCityNames = cityNames.filter((name) => name !== practice.address.city);

describe("exact strings of the specification", () => {
  it("trauma therapy: scroll target, method links, city-aware lead", () => {
    const page = traumatherapiePage();
    expect(page.scrollButton.label.trim()).not.toBe("");
    expect(page.sections.map((s) => s.id)).toContain(page.scrollButton.targetId);
    expect(linksOf(page.sections)).toEqual(
      expect.arrayContaining([
        "/psychotherapie/emdr",
        "/psychotherapie/systematische-therapie",
        "/psychotherapie/somatic-experiencing",
      ]),
    );
    expect(traumatherapieLead("Erlangen")).toContain("Erlangen");
    expect(traumatherapiePage("Erlangen").lead).toBe(traumatherapieLead("Erlangen"));
    for (const city of otherCityNames) expect(traumatherapieLead()).not.toContain(city);
  });
});
