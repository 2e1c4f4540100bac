import { describe, expect, it } from "vitest";
import { reasons, warumPages } from "./warum.ts";

describe("why-me reasons", () => {
  it.each(["psychotherapie", "sportphysiotherapie"] as const)(
    "%s has five reasons with unique ids",
    (product) => {
      const list = reasons[product];
      expect(list).toHaveLength(5);
      expect(new Set(list.map((r) => r.id)).size).toBe(5);
      for (const reason of list) {
        expect(reason.title.trim()).not.toBe("");
        expect(reason.msg.length).toBeGreaterThan(40);
      }
      expect(warumPages[product].heading.trim()).not.toBe("");
    },
  );
});
