import { describe, expect, it } from "vitest";
import { API_MESSAGES } from "./messages.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("API_MESSAGES.healthIntakeFull", () => {
  it("names the window and the wait in plain German", () => {
    const opening = (max: number, durationMs: number, seconds: number) =>
      API_MESSAGES.healthIntakeFull(max, durationMs, seconds).split(" (425)")[0];
    expect(opening(60, HOUR, 3300)).toBe(
      "Das Kontaktformular nimmt gerade keine Anfragen mehr an: In der letzten Stunde sind 60 Anfragen eingegangen, so viele, wie INTAKE_LIMIT zulässt. Weitere Anfragen werden noch etwa 55 Minuten lang abgewiesen",
    );
    expect(opening(1, 10 * MINUTE, 30)).toBe(
      "Das Kontaktformular nimmt gerade keine Anfragen mehr an: In den letzten 10 Minuten ist eine Anfrage eingegangen, so viele, wie INTAKE_LIMIT zulässt. Weitere Anfragen werden noch weniger als eine Minute lang abgewiesen",
    );
    expect(opening(200, 24 * HOUR, 3 * 3600)).toContain(
      "In den letzten 24 Stunden sind 200 Anfragen eingegangen",
    );
    expect(opening(200, 24 * HOUR, 3 * 3600)).toContain("noch etwa 3 Stunden lang");
    expect(opening(500, 48 * HOUR, 61)).toContain("In den letzten 2 Tagen sind 500 Anfragen");
    expect(opening(500, 48 * HOUR, 61)).toContain("noch etwa eine Minute lang");
    expect(opening(5, MINUTE, 20)).toContain("In der letzten Minute sind 5 Anfragen");
    // A flood of aborted requests stores nothing: the practice must not look for it in vain.
    expect(API_MESSAGES.healthIntakeFull(60, HOUR, 3300)).toContain(
      "Gezählt wird jeder Versuch, auch unvollständige und ungültige",
    );
  });
});
