import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { traumatherapie } from "#content/pages/traumatherapie.ts";
import {
  expectContactPanel,
  expectHeadingOutline,
  hrefOf,
  plain,
  renderPage,
} from "#test-support/pages.tsx";

describe("Trauma therapy page", () => {
  it("has a scroll button to its first section and the links to three methods", () => {
    const { container } = renderPage("/psychotherapie/traumatherapie");
    const { label, targetId } = traumatherapie.scrollButton;
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", `#${targetId}`);
    const target = traumatherapie.sections.find((section) => section.id === targetId);
    expect(container.querySelector(`#${targetId} h2`)).toHaveTextContent(
      plain(target?.heading ?? "no section with the scroll button's id"),
    );
    for (const path of [
      "/psychotherapie/emdr",
      "/psychotherapie/systematische-therapie",
      "/psychotherapie/somatic-experiencing",
    ]) {
      const link = traumatherapie.sections
        .flatMap((section) => section.cards ?? [])
        .find((card) => card.link?.to === path)?.link;
      expect(link, path).toBeDefined();
      expect(hrefOf(link?.label ?? "")).toBe(path);
    }
    expectContactPanel(
      traumatherapie.contactPanel.title,
      traumatherapie.contactPanel.action,
      "/psychotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });
});
