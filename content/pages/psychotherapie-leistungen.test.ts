import { describe, expect, it } from "vitest";
import { psychotherapieLeistungen } from "./psychotherapie-leistungen.ts";

describe("exact strings of the specification", () => {
  it("psychotherapy service pages have their own panels; anxiety leads out of fear", () => {
    const titles = Object.values(psychotherapieLeistungen).map((p) => p.contactPanel.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(psychotherapieLeistungen.angststoerungen.contactPanel.title).toMatch(/Angst/);
    expect(psychotherapieLeistungen.angststoerungen.contactPanel.action).toBe(
      "Jetzt Termin anfragen",
    );
  });
});
