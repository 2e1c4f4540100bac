import { describe, expect, it } from "vitest";
import { faq } from "#content/pages/faq.ts";
import { practice } from "#content/practice.ts";
import Faq, { loader as faqLoader, meta as faqMeta } from "./faq.tsx";
import {
  canonicalOf,
  expectHeadingOutline,
  h2Texts,
  metaAt,
  renderRoute,
} from "./test-support.tsx";

describe("FAQ", () => {
  it.each([
    ["/psychotherapie/faq", "psychotherapie"],
    ["/sportphysiotherapie/faq", "sportphysiotherapie"],
  ] as const)("%s shows the %s list of at least ten questions", (url, product) => {
    const { container } = renderRoute(Faq, url, url, faqLoader);
    const questions = [...container.querySelectorAll("details > summary")].map(
      (summary) => summary.textContent,
    );
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions).toEqual(faq[product].map((entry) => entry.question));
    expectHeadingOutline(container);
  });

  it("/faq shows both lists under their headings", () => {
    const { container } = renderRoute(Faq, "/faq", "/faq", faqLoader);
    expect(h2Texts()).toEqual(expect.arrayContaining(["Psychotherapie", "Sportphysiotherapie"]));
    expect(container.querySelectorAll("details > summary")).toHaveLength(
      faq.psychotherapie.length + faq.sportphysiotherapie.length,
    );
    expectHeadingOutline(container);
    expect(canonicalOf(metaAt(faqMeta, "/faq", {}, faqLoader))).toBe(`${practice.siteUrl}/faq`);
  });
});
