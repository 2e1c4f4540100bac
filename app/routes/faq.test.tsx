import { describe, expect, it } from "vitest";
import { faq } from "#content/pages/faq.ts";
import { practice } from "#content/practice.ts";
import {
  canonicalOf,
  expectHeadingOutline,
  h2Texts,
  headAt,
  renderPage,
} from "#test-support/pages.tsx";

describe("FAQ", () => {
  it.each([
    ["/psychotherapie/faq", "psychotherapie"],
    ["/sportphysiotherapie/faq", "sportphysiotherapie"],
  ] as const)("%s shows the %s list of at least ten questions", (url, product) => {
    const { container } = renderPage(url);
    const questions = [...container.querySelectorAll("details > summary")].map(
      (summary) => summary.textContent,
    );
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions).toEqual(faq[product].map((entry) => entry.question));
    expectHeadingOutline(container);
  });

  it("/faq shows both lists under their headings", () => {
    const { container } = renderPage("/faq");
    expect(h2Texts()).toEqual(expect.arrayContaining(["Psychotherapie", "Sportphysiotherapie"]));
    expect(container.querySelectorAll("details > summary")).toHaveLength(
      faq.psychotherapie.length + faq.sportphysiotherapie.length,
    );
    expectHeadingOutline(container);
    expect(canonicalOf(headAt("/faq"))).toBe(`${practice.siteUrl}/faq`);
  });
});
