import { describe, expect, it } from "vitest";
import { CITIES, CITY_SLUGS, cityName } from "./cities.ts";

describe("cities", () => {
  it("are written in German alphabetical order, the order the city line shows", () => {
    const names = CITY_SLUGS.map((slug) => CITIES[slug] ?? "");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de")));
  });

  it("name a known slug and ignore an unknown one", () => {
    expect(cityName("fuerth")).toBe("Fürth");
    expect(cityName("toString")).toBeUndefined();
    expect(cityName(undefined)).toBeUndefined();
  });
});
