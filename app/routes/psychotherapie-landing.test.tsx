import { describe, expect, it } from "vitest";
import { psychotherapieLanding } from "#content/pages/psychotherapie-landing.ts";
import { practice } from "#content/practice.ts";
import {
  expectContactPanel,
  expectHeadingOutline,
  h2Texts,
  hrefOf,
  plain,
  renderPage,
  structuredData,
} from "#test-support/pages.tsx";

describe("Psychotherapy landing page", () => {
  it("describes the practice as a MedicalBusiness in JSON-LD", () => {
    const { container } = renderPage("/psychotherapie");
    const data = structuredData(container);
    expect(data["@type"]).toBe("MedicalBusiness");
    expect(data.url).toBe(`${practice.siteUrl}/psychotherapie`);
  });

  it("has the five topics with the spec's links, why me and the contact panel", () => {
    const { container } = renderPage("/psychotherapie");
    const { topics, whyMe, contactPanel } = psychotherapieLanding;
    expect(topics).toHaveLength(5);
    expect(h2Texts()).toEqual(expect.arrayContaining(topics.map((topic) => plain(topic.heading))));
    for (const path of [
      "/psychotherapie/leistungen/emdr-traumatherapie",
      "/psychotherapie/leistungen/angststoerungen",
      "/psychotherapie/leistungen/depressionen",
    ]) {
      expect(container.querySelector(`.topics a[href="${path}"]`)).not.toBeNull();
    }
    expect(hrefOf(whyMe.link.label)).toBe("/psychotherapie/warum-psychotherapie");
    expectContactPanel(contactPanel.title, contactPanel.action, "/psychotherapie/kontakt");
    expectHeadingOutline(container);
  });
});
