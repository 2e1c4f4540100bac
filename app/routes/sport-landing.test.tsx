import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPORT_SERVICE_SLUGS } from "#content/page-slugs.ts";
import { sportLanding } from "#content/pages/sport-landing.ts";
import { practice } from "#content/practice.ts";
import {
  expectContactPanel,
  expectHeadingOutline,
  h1,
  h2Texts,
  headAt,
  metaContent,
  plain,
  renderPage,
  structuredData,
} from "#test-support/pages.tsx";

describe("Sports landing page", () => {
  it("has the hero with the typewriter, the four sections and the contact panel", () => {
    const { container } = renderPage("/sportphysiotherapie");
    expect(h1()).toHaveTextContent(plain(sportLanding.hero.heading));
    expect(container.querySelector(".hero .typewriter__text")).toHaveTextContent(
      plain(sportLanding.typewriter[0]),
    );
    expect(sportLanding.sections).toHaveLength(4);
    expect(h2Texts()).toEqual(
      expect.arrayContaining(sportLanding.sections.map((section) => plain(section.heading))),
    );
    for (const slug of SPORT_SERVICE_SLUGS) {
      const link = container.querySelector(`#leistungen a[href="/sportphysiotherapie/${slug}"]`);
      expect(link, slug).not.toBeNull();
    }
    // "Mehr erfahren" five times would not say where it leads: each names its service.
    const rehabilitation = sportLanding.sections
      .flatMap((section) => section.cards ?? [])
      .find((card) => card.link?.to === "/sportphysiotherapie/rehabilitation");
    expect(
      screen.getByRole("link", {
        name: `${rehabilitation?.link?.label}: ${rehabilitation?.title}`,
      }),
    ).toHaveAttribute("href", "/sportphysiotherapie/rehabilitation");
    expectContactPanel(
      "Persönliches Beratungsgespräch",
      "Jetzt einen Termin anfragen",
      "/sportphysiotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });

  it("describes the practice as Physiotherapy in JSON-LD", () => {
    const { container } = renderPage("/sportphysiotherapie");
    expect(structuredData(container)["@type"]).toBe("Physiotherapy");
  });

  it("carries the spec's title and a description", () => {
    const meta = headAt("/sportphysiotherapie");
    expect(meta).toContainEqual({
      title: `Sportphysiotherapie Oberasbach | ${practice.brand} - Für Ihre schnelle Regeneration`,
    });
    expect(metaContent(meta, "description")).toBe(sportLanding.meta.description);
  });
});
