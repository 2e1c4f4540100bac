import { describe, expect, it } from "vitest";
import { impressum } from "#content/pages/impressum.ts";
import { imprintFacts, practice } from "#content/practice.ts";
import { expectHeadingOutline, h2Texts, hrefOf, plain, renderPage } from "#test-support/pages.tsx";

describe("Imprint", () => {
  it("Impressum has every item of requirements §2", () => {
    const { container } = renderPage("/impressum");
    expect(h2Texts()).toEqual(
      expect.arrayContaining(impressum.sections.map((s) => plain(s.heading))),
    );
    expect(container.querySelector(`a[href="${practice.phone.href}"]`)).not.toBeNull();
    expect(container.querySelector(`a[href="mailto:${practice.email}"]`)).not.toBeNull();
    for (const fact of [
      practice.name,
      practice.address.street,
      "§ 4 Nr. 14 UStG",
      practice.licence.title,
      practice.licence.granted,
      practice.licence.authority,
      ...imprintFacts.associations,
      imprintFacts.liabilityInsurance.insurer,
      imprintFacts.sportsPhysiotherapy.title,
      imprintFacts.sportsPhysiotherapy.authority,
      "nicht bereit",
      "Haftung für Inhalte",
      "Urheberrecht",
    ]) {
      expect(container).toHaveTextContent(plain(fact));
    }
    expect(hrefOf(/Heilpraktikergesetz\)/)).toBe("https://www.gesetze-im-internet.de/heilprg/");
    expectHeadingOutline(container);
  });
});
