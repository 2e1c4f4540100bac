import { describe, expect, it } from "vitest";
import { linksOf, plain } from "#test-support/content-helpers.ts";
import { SPORT_SERVICE_SLUGS } from "../page-slugs.ts";
import { practice } from "../practice.ts";
import { sportLanding, sportLandingTitle } from "./sport-landing.ts";

describe("exact strings of the specification", () => {
  it("sports landing page", () => {
    expect(sportLanding.meta.title).toBe(
      `Sportphysiotherapie Oberasbach | ${practice.brand} - Für Ihre schnelle Regeneration`,
    );
    expect(sportLandingTitle({ brand: "B" })).toBe(
      "Sportphysiotherapie Oberasbach | B - Für Ihre schnelle Regeneration",
    );
    expect(sportLanding.contactPanel).toEqual({
      title: "Persönliches Beratungsgespräch",
      action: "Jetzt einen Termin anfragen",
    });
    expect(sportLanding.typewriter).toHaveLength(3);
    expect(sportLanding.sections.map((s) => s.id)).toEqual([
      "leistungen",
      "wann-sinnvoll",
      "ablauf",
      "erfahrung",
    ]);
    const [services, when] = sportLanding.sections;
    expect(linksOf(services).sort()).toEqual(
      SPORT_SERVICE_SLUGS.map((s) => `/sportphysiotherapie/${s}`).sort(),
    );
    // Prevention, acute care, rehabilitation, performance, competition support (requirements §1).
    expect(when?.cards).toHaveLength(5);
    for (const card of when?.cards ?? []) expect(plain(card.title).trim()).not.toBe("");
  });
});
