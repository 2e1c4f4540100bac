import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { media } from "#content/media.ts";
import { MODES } from "#content/mode.ts";
import { ueberMich } from "#content/pages/ueber-mich.ts";
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
} from "#test-support/pages.tsx";

describe("About page", () => {
  const urls = {
    default: "/ueber-mich",
    psychotherapie: "/psychotherapie/ueber-mich",
    sportphysiotherapie: "/sportphysiotherapie/ueber-mich",
  } as const;
  const contact = {
    default: "/kontakt",
    psychotherapie: "/psychotherapie/kontakt",
    sportphysiotherapie: "/sportphysiotherapie/kontakt",
  } as const;

  it.each(MODES)(
    "%s: heading, name, the mode's intro, its two portraits, sections, panel",
    (mode) => {
      const { container } = renderPage(urls[mode]);
      const page = ueberMich[mode];
      expect(h1()).toHaveTextContent(plain(page.heading));
      expect(screen.getByText(practice.name, { selector: ".about__name" })).toBeInTheDocument();
      for (const paragraph of page.intro) {
        expect(screen.getByText(plain(paragraph))).toBeInTheDocument();
      }
      const portraits = container.querySelector(".portraits") as HTMLElement;
      const images = within(portraits).getAllByRole("img");
      expect(images.map((image) => image.getAttribute("alt"))).toEqual(
        media.portraits[mode].map((portrait) => portrait.alt),
      );
      expect(images.map((image) => image.getAttribute("src"))).toEqual(
        media.portraits[mode].map((portrait) => portrait.src),
      );
      expect(h2Texts()).toEqual(expect.arrayContaining(page.sections.map((s) => plain(s.heading))));
      expectContactPanel(page.contactPanel.title, page.contactPanel.action, contact[mode]);
      expect(metaContent(headAt(urls[mode]), "description")).toBe(page.meta.description);
      expectHeadingOutline(container);
    },
  );

  it("the intros differ by mode", () => {
    expect(new Set(MODES.map((mode) => ueberMich[mode].intro[0])).size).toBe(3);
  });
});
