import { describe, expect, it } from "vitest";
import { psychotherapieMethoden } from "./psychotherapie-methoden.ts";

describe("exact strings of the specification", () => {
  it("method pages: EMDR's eight phases and the contact panel", () => {
    const phases = psychotherapieMethoden.emdr.sections
      .flatMap((s) => s.steps ?? [])
      .map((s) => s.title);
    expect(phases).toHaveLength(8);
    for (const phase of phases) expect(phase.trim()).not.toBe("");
    for (const page of Object.values(psychotherapieMethoden)) {
      expect(page.contactPanel.action).toBe("Jetzt Termin anfragen");
      expect(page.contactPanel.title.trim()).not.toBe("");
    }
    // The route's slug is misspelt (requirements §2); the page is about systemic therapy.
    expect(psychotherapieMethoden["systematische-therapie"].heading).toMatch(/Systemisch/);
  });
});
