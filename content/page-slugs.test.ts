import { describe, expect, it } from "vitest";
import {
  PSYCHOTHERAPIE_METHOD_SLUGS,
  PSYCHOTHERAPIE_SERVICE_SLUGS,
  SPORT_SERVICE_SLUGS,
} from "./page-slugs.ts";
import { psychotherapieLeistungen } from "./pages/psychotherapie-leistungen.ts";
import { psychotherapieMethoden } from "./pages/psychotherapie-methoden.ts";
import { sportLeistungen } from "./pages/sport-leistungen.ts";

describe("pages", () => {
  it("covers every route slug of requirements §2", () => {
    expect(Object.keys(psychotherapieLeistungen).sort()).toEqual(
      [...PSYCHOTHERAPIE_SERVICE_SLUGS].sort(),
    );
    expect(PSYCHOTHERAPIE_SERVICE_SLUGS).toHaveLength(12);
    expect(Object.keys(psychotherapieMethoden).sort()).toEqual(
      [...PSYCHOTHERAPIE_METHOD_SLUGS].sort(),
    );
    expect(Object.keys(sportLeistungen).sort()).toEqual([...SPORT_SERVICE_SLUGS].sort());
  });
});
