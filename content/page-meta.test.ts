import { describe, expect, it } from "vitest";
import { cityNames } from "#test-support/content-helpers.ts";
import { pageMeta } from "./page-meta.ts";
import { psychotherapieLandingMeta } from "./pages/psychotherapie-landing.ts";
import { paartherapiePage } from "./pages/psychotherapie-leistungen.ts";
import { traumatherapiePage } from "./pages/traumatherapie.ts";
import { practice } from "./practice.ts";

describe("pages", () => {
  it("every page in the meta index has a title and a description of at most 170 characters", () => {
    expect(Object.keys(pageMeta).length).toBeGreaterThanOrEqual(35);
    for (const [path, meta] of Object.entries(pageMeta)) {
      expect(path.startsWith("/"), path).toBe(true);
      expect(meta.title.trim(), path).not.toBe("");
      expect(meta.description.length, path).toBeLessThanOrEqual(170);
    }
  });

  it("city variants keep their descriptions short", () => {
    for (const city of [undefined, ...cityNames]) {
      const metas = [
        psychotherapieLandingMeta(practice, city),
        traumatherapiePage(city).meta,
        paartherapiePage(city).meta,
      ];
      for (const meta of metas)
        expect(meta.description.length, String(city)).toBeLessThanOrEqual(170);
    }
  });

  it("page titles and descriptions are unique", () => {
    const metas = Object.values(pageMeta);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
  });
});
