import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { media } from "#content/media.ts";
import { home } from "#content/pages/home.ts";
import { practice } from "#content/practice.ts";
import {
  canonicalOf,
  expectHeadingOutline,
  h1,
  headAt,
  metaContent,
  renderPage,
} from "#test-support/pages.tsx";

describe("Home", () => {
  it("shows the logo as h1, the tagline and the two links, also in the bottom bar", () => {
    const { container } = renderPage("/home");
    expect(within(h1()).getByRole("img")).toHaveAttribute("src", "/media/logo.svg");
    expect(h1()).toHaveAccessibleName(home.heading);
    expect(home.heading).toContain(practice.brand);
    expect(screen.getByText("Körper. Geist. Stärke.")).toBeInTheDocument();
    // The full-screen background: the home picture, loaded at once (the page's main picture).
    const background = container.querySelector(".home__stage .hero-backdrop img");
    expect(background).toHaveAttribute("src", media.homeHero.src);
    expect(background).toHaveAttribute("alt", "");
    expect(background).toHaveAttribute("loading", "eager");
    const stage = container.querySelector(".home__links") as HTMLElement;
    expect(
      within(stage)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/psychotherapie", "/sportphysiotherapie"]);
    const bar = screen.getByRole("navigation", { name: "Bereiche" });
    expect(within(bar).getByRole("link", { name: "Psychotherapie" })).toHaveAttribute(
      "href",
      "/psychotherapie",
    );
    expect(within(bar).getByRole("link", { name: "Sportphysiotherapie" })).toHaveAttribute(
      "href",
      "/sportphysiotherapie",
    );
    expectHeadingOutline(container);
  });

  it("has its description and canonical URL", () => {
    const meta = headAt("/home");
    expect(metaContent(meta, "description")).toBe(home.meta.description);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}/home`);
  });
});
