import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reasons } from "#content/pages/warum.ts";
import { practice } from "#content/practice.ts";
import {
  canonicalOf,
  expectHeadingOutline,
  headAt,
  plain,
  renderPage,
} from "#test-support/pages.tsx";

describe("Why-me page", () => {
  it.each([
    ["/warum-psychotherapie", "psychotherapie"],
    ["/psychotherapie/warum-psychotherapie", "psychotherapie"],
    ["/sportphysiotherapie/warum-psychotherapie", "psychotherapie"],
    ["/warum-sportphysiotherapie", "sportphysiotherapie"],
    ["/psychotherapie/warum-sportphysiotherapie", "sportphysiotherapie"],
    ["/sportphysiotherapie/warum-sportphysiotherapie", "sportphysiotherapie"],
  ] as const)("%s shows the five %s reasons with title and message", (url, product) => {
    const { container } = renderPage(url);
    const cards = [...container.querySelectorAll(".reason")];
    expect(cards).toHaveLength(5);
    reasons[product].forEach((reason, index) => {
      expect(within(cards[index] as HTMLElement).getByRole("heading")).toHaveTextContent(
        plain(reason.title),
      );
      expect(cards[index]).toHaveTextContent(plain(reason.msg));
    });
    expect(canonicalOf(headAt(url))).toBe(`${practice.siteUrl}/${product}/warum-${product}`);
    expectHeadingOutline(container);
  });
});
