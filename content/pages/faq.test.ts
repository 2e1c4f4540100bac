import { describe, expect, it } from "vitest";
import { stripTags } from "#test-support/content-helpers.ts";
import { MODES } from "../mode.ts";
import { faq, faqListHeadings, faqPages } from "./faq.ts";

describe("FAQ", () => {
  const ALLOWED = new Set(["p", "strong", "em", "a", "ul", "li"]);

  it.each(["psychotherapie", "sportphysiotherapie"] as const)(
    "%s has at least twelve complete entries",
    (product) => {
      const entries = faq[product];
      expect(entries.length).toBeGreaterThanOrEqual(12);
      for (const entry of entries) {
        expect(entry.id).toMatch(/^[a-z0-9-]+$/);
        expect(entry.question.trim().endsWith("?"), entry.id).toBe(true);
        expect(stripTags(entry.answer).trim().length, entry.id).toBeGreaterThan(40);
      }
    },
  );

  it("ids are unique across both lists", () => {
    const ids = [...faq.psychotherapie, ...faq.sportphysiotherapie].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers use only the allowed tags, balanced, with internal and tel: links only", () => {
    for (const entry of [...faq.psychotherapie, ...faq.sportphysiotherapie]) {
      const stack: string[] = [];
      for (const [tag] of entry.answer.matchAll(/<[^>]*>/g)) {
        const match = /^<(\/?)([a-z]+)((?:\s[^>]*)?)>$/.exec(tag);
        expect(match, `${entry.id}: ${tag}`).not.toBeNull();
        const [, closing, name = "", attributes = ""] = match ?? [];
        expect(ALLOWED.has(name), `${entry.id}: ${tag}`).toBe(true);
        if (closing) {
          expect(stack.pop(), `${entry.id}: ${tag}`).toBe(name);
        } else {
          // Internal links, and the crisis numbers as tel: links (content/crisis.ts).
          if (name === "a") {
            expect(attributes, entry.id).toMatch(/^ href="(?:\/[a-z0-9/-]*|tel:\+?[0-9]+)"$/);
          } else expect(attributes, entry.id).toBe("");
          stack.push(name);
        }
      }
      expect(stack, entry.id).toEqual([]);
      expect(entry.answer.replace(/<[^>]*>/g, ""), entry.id).not.toMatch(/[<>]/);
    }
  });

  it("has page copy for every mode and headings for /faq", () => {
    for (const mode of MODES) expect(faqPages[mode].heading.trim()).not.toBe("");
    expect(faqListHeadings).toEqual({
      psychotherapie: "Psychotherapie",
      sportphysiotherapie: "Sportphysiotherapie",
    });
  });
});
