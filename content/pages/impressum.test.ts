import { describe, expect, it } from "vitest";
import { collect, collectLegalLinks, plain } from "#test-support/content-helpers.ts";
import { imprintFacts, practice } from "../practice.ts";
import { impressum } from "./impressum.ts";

describe("exact strings of the specification", () => {
  it("imprint lists every item of requirements §2", () => {
    expect(impressum.sections.map((s) => s.id)).toEqual([
      "anbieter",
      "kontakt",
      "umsatzsteuer",
      "berufsbezeichnung",
      "aufsichtsbehoerde",
      "berufsverband",
      "berufshaftpflicht",
      "sportphysiotherapie",
      "streitbeilegung",
      "haftung-inhalte",
      "haftung-links",
      "urheberrecht",
    ]);
    const text = plain(
      collect(impressum, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    for (const fact of [
      practice.name,
      practice.address.street,
      practice.phone.display,
      practice.email,
      "§ 4 Nr. 14 UStG",
      practice.licence.title,
      practice.licence.granted,
      practice.licence.authority,
      ...imprintFacts.associations,
      imprintFacts.liabilityInsurance.insurer,
      imprintFacts.liabilityInsurance.address,
      imprintFacts.sportsPhysiotherapy.title,
      imprintFacts.sportsPhysiotherapy.authority,
      "nicht bereit",
      "Verbraucherschlichtungsstelle",
    ]) {
      expect(text).toContain(plain(fact));
    }
    expect(collectLegalLinks(impressum)).toEqual(
      expect.arrayContaining([
        "https://www.gesetze-im-internet.de/heilprg/",
        `mailto:${practice.email}`,
        practice.phone.href,
      ]),
    );
  });
});
