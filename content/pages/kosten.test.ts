import { describe, expect, it } from "vitest";
import { collect, plain } from "#test-support/content-helpers.ts";
import { kosten } from "./kosten.ts";

describe("exact strings of the specification", () => {
  it("costs page states the facts of requirements §9", () => {
    const text = plain(
      collect(kosten, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    for (const fact of [
      "20 bis 30 Minuten",
      "mindestens 24 Stunden",
      "mindestens 48 Stunden",
      "10 % des Verordnungswertes plus 10 Euro je Verordnung",
      "innerhalb von 28 Tagen",
      "innerhalb von 14 Tagen",
      "gesetzlichen Krankenkassen übernehmen",
      "Private Krankenversicherungen erstatten die Kosten oft teilweise",
    ]) {
      expect(text).toContain(fact);
    }
  });
});
