import { describe, expect, it } from "vitest";
import { psychotherapieMethoden } from "./psychotherapie-methoden.ts";

describe("exact strings of the specification", () => {
  it("method pages: EMDR's eight phases and the contact panel", () => {
    const phases = psychotherapieMethoden.emdr.sections
      .flatMap((s) => s.steps ?? [])
      .map((s) => s.title);
    expect(phases).toEqual([
      "Anamnese",
      "Vorbereitung",
      "Bewertung",
      "Desensibilisierung",
      "Verankerung",
      "Körpertest",
      "Abschluss",
      "Neubewertung",
    ]);
    for (const page of Object.values(psychotherapieMethoden)) {
      expect(page.contactPanel.action).toBe("Jetzt Termin anfragen");
      expect(page.contactPanel.title.trim()).not.toBe("");
    }
    expect(psychotherapieMethoden["systematische-therapie"].heading).toBe("Systemische Therapie");
  });
});
