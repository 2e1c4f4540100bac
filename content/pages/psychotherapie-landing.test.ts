import { describe, expect, it } from "vitest";
import { linksOf } from "#test-support/content-helpers.ts";
import { practice } from "../practice.ts";
import {
  psychotherapieLanding,
  psychotherapieLandingMeta,
  psychotherapieLandingTitle,
} from "./psychotherapie-landing.ts";

describe("exact strings of the specification", () => {
  it("psychotherapy landing page", () => {
    expect(psychotherapieLanding.meta.title).toBe(
      `Psychotherapie in Oberasbach | ${practice.name} - Wege zur inneren Stärke`,
    );
    expect(psychotherapieLandingTitle({ name: "Kim Beispiel" })).toBe(
      "Psychotherapie in Oberasbach | Kim Beispiel - Wege zur inneren Stärke",
    );
    expect(psychotherapieLandingMeta(practice, "Fürth").description).toContain("Fürth");
    expect(psychotherapieLanding.tagline).toBe("Wege zur inneren Stärke und Stabilität");
    expect(psychotherapieLanding.cityHero.above).toBe("Ihr");
    expect(psychotherapieLanding.cityHero.title).toBe(practice.licence.title);
    expect(psychotherapieLanding.cityHero.below("Nürnberg")).toBe("in der Umgebung Nürnberg");
    expect(psychotherapieLanding.topics.map((t) => t.id)).toEqual([
      "belastende-erlebnisse",
      "stress",
      "angststoerungen",
      "depressionen",
      "trauma",
    ]);
    const links = linksOf(psychotherapieLanding.topics);
    for (const path of [
      "/psychotherapie/leistungen/emdr-traumatherapie",
      "/psychotherapie/leistungen/angststoerungen",
      "/psychotherapie/leistungen/depressionen",
    ]) {
      expect(links).toContain(path);
    }
    expect(psychotherapieLanding.whyMe.link.to).toBe("/psychotherapie/warum-psychotherapie");
  });
});
