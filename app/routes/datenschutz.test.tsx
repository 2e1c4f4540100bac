import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { datenschutz } from "#content/pages/datenschutz.ts";
import Datenschutz, { loader as datenschutzLoader } from "./datenschutz.tsx";
import { expectHeadingOutline, h2Texts, plain, renderRoute } from "./test-support.tsx";

describe("Privacy", () => {
  it("Datenschutz has every section of requirements §2, with a table of contents", () => {
    const { container } = renderRoute(
      Datenschutz,
      "/datenschutz",
      "/datenschutz",
      datenschutzLoader,
    );
    expect(h2Texts()).toEqual(
      expect.arrayContaining(datenschutz.sections.map((s) => plain(s.heading))),
    );
    const contents = screen.getByRole("navigation", { name: "Inhalt" });
    expect(within(contents).getAllByRole("link")).toHaveLength(datenschutz.sections.length);
    for (const section of datenschutz.sections) {
      expect(container.querySelector(`#${section.id}`)).not.toBeNull();
    }
    expectHeadingOutline(container);
  });
});
