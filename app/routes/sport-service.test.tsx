import { describe, expect, it } from "vitest";
import { SPORT_SERVICE_SLUGS } from "#content/page-slugs.ts";
import { sportLeistungen } from "#content/pages/sport-leistungen.ts";
import { expectContentPage, h1, plain, renderPage, stepsAfter } from "#test-support/pages.tsx";

describe("Sports service pages", () => {
  it.each(SPORT_SERVICE_SLUGS)("/sportphysiotherapie/%s ends with the small panel", (slug) => {
    const { panel } = expectContentPage(`/sportphysiotherapie/${slug}`, sportLeistungen[slug], {
      title: "Persönliches Beratungsgespräch",
      action: "Jetzt einen Termin anfragen",
      contact: "/sportphysiotherapie/kontakt",
    });
    expect(panel).toHaveClass("contact-panel--small");
  });

  /** The page's one numbered list: the heading above it and its items' titles. */
  const stepsOf = (slug: keyof typeof sportLeistungen) => {
    const section = sportLeistungen[slug].sections.find((s) => s.steps !== undefined);
    return {
      heading: section?.heading ?? `no numbered list on ${slug}`,
      titles: (section?.steps ?? []).map((step) => plain(step.title)),
    };
  };

  it("rehabilitation: the four phases in order", () => {
    renderPage("/sportphysiotherapie/rehabilitation");
    const { heading, titles } = stepsOf("rehabilitation");
    expect(titles).toHaveLength(4);
    expect(stepsAfter(heading).map(plain)).toEqual(titles);
  });

  it("classic massage: the five basic techniques", () => {
    renderPage("/sportphysiotherapie/klassische-massage");
    const { heading, titles } = stepsOf("klassische-massage");
    expect(titles).toHaveLength(5);
    expect(stepsAfter(heading).map(plain)).toEqual(titles);
  });

  it("lymphatic drainage lasts 30 to 60 minutes", () => {
    const { container } = renderPage("/sportphysiotherapie/lymphdrainage");
    expect(plain(container.textContent ?? "")).toMatch(/30 bis 60 Minuten/);
  });

  it("jaw joint therapy names CMD; medical training therapy has its page", () => {
    renderPage("/sportphysiotherapie/kiefergelenktherapie");
    expect(h1()).toHaveTextContent(plain(sportLeistungen.kiefergelenktherapie.heading));
    expect(h1()).toHaveTextContent("CMD");
  });
});
