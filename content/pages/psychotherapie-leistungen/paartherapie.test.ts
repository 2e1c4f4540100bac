import { describe, expect, it } from "vitest";
import { cityNames } from "#test-support/content-helpers.ts";
import { psychotherapieLeistungen } from "../psychotherapie-leistungen.ts";
import { paartherapieInvitation, paartherapiePage } from "./paartherapie.ts";

describe("exact strings of the specification", () => {
  it("couples therapy invitation names a known city, Oberasbach by default, none when unknown", () => {
    expect(paartherapieInvitation("Oberasbach")).toContain("Oberasbach");
    expect(paartherapieInvitation("Fürth")).toContain("Fürth");
    const withoutCity = paartherapieInvitation(undefined);
    for (const city of cityNames) expect(withoutCity).not.toContain(city);
    expect(withoutCity.trim()).not.toBe("");
    const section = paartherapiePage("Zirndorf").sections.find((s) => s.id === "erstgespraech");
    expect(section?.paragraphs[0]).toBe(paartherapieInvitation("Zirndorf"));
    expect(psychotherapieLeistungen.paartherapie).toEqual(paartherapiePage("Oberasbach"));
  });
});
