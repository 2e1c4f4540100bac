import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPORT_SERVICE_SLUGS } from "#content/page-slugs.ts";
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
    expect(h1()).toHaveTextContent("Sportphysiotherapie");
    expect(container.querySelector(".hero .typewriter__text")).toHaveTextContent(
      "Zurück in Ihren Sport.",
    );
    expect(h2Texts()).toEqual(
      expect.arrayContaining([
        "Leistungen",
        "Wann eine Behandlung sinnvoll ist",
        "Wie die Behandlung abläuft",
        "Über 20 Jahre Erfahrung",
      ]),
    );
    for (const slug of SPORT_SERVICE_SLUGS) {
      const link = container.querySelector(`#leistungen a[href="/sportphysiotherapie/${slug}"]`);
      expect(link, slug).not.toBeNull();
    }
    // "Mehr erfahren" five times would not say where it leads: each names its service.
    expect(screen.getByRole("link", { name: "Mehr erfahren: Rehabilitation" })).toHaveAttribute(
      "href",
      "/sportphysiotherapie/rehabilitation",
    );
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
    expect(plain(metaContent(meta, "description") ?? "")).toMatch(/über 20 Jahre Erfahrung/);
  });
});
