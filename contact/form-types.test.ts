import { describe, expect, it } from "vitest";
import {
  FORM_TYPES,
  formTypeForSuffix,
  HONEYPOT_FIELD,
  INFORMATIONSQUELLEN,
  INQUIRY_REASONS,
  MODES,
  suffixFor,
  THERAPY_TYPES,
  TIMES_OF_DAY,
  VERSICHERUNGSARTEN,
  WEEKDAYS,
} from "./form-types.ts";

describe("form types and URL suffixes (requirements §7)", () => {
  it.each([
    ["general", ""],
    ["psychotherapie", "psychotherapie"],
    ["sportphysiotherapie", "physiotherapie"],
  ] as const)("%s has suffix %j and back", (formType, suffix) => {
    expect(suffixFor(formType)).toBe(suffix);
    expect(formTypeForSuffix(suffix)).toBe(formType);
  });

  it.each(["sportphysiotherapie", "allgemein", "Psychotherapie", "/"])(
    "unknown suffix %j has no form type",
    (suffix) => {
      expect(formTypeForSuffix(suffix)).toBeUndefined();
    },
  );

  it("lists the three form types and three modes", () => {
    expect(FORM_TYPES).toEqual(["psychotherapie", "sportphysiotherapie", "general"]);
    expect(MODES).toEqual(["default", "psychotherapie", "sportphysiotherapie"]);
    expect(HONEYPOT_FIELD).toBe("website");
  });
});

describe("enumerations (requirements §3)", () => {
  it("has the exact values", () => {
    expect(INFORMATIONSQUELLEN).toEqual([
      "Internet-Suche",
      "Empfehlung",
      "Soziale Medien",
      "Ärztliche Überweisung",
      "Sonstiges",
    ]);
    expect(VERSICHERUNGSARTEN).toEqual([
      "Gesetzlich versichert",
      "Privat versichert",
      "Selbstzahler",
    ]);
    expect(THERAPY_TYPES).toEqual([
      "Rehabilitation",
      "Lymphdrainage",
      "Klassische Massage",
      "Kiefergelenktherapie",
      "Medizinische Trainingstherapie",
      "Andere",
    ]);
    expect(INQUIRY_REASONS).toEqual([
      "Allgemeine Frage",
      "Terminanfrage",
      "Informationsanfrage",
      "Feedback",
      "Sonstiges",
    ]);
  });

  it("has weekdays and times of day with German labels", () => {
    expect(WEEKDAYS.map((day) => [day.name, day.label])).toEqual([
      ["montag", "Montag"],
      ["dienstag", "Dienstag"],
      ["mittwoch", "Mittwoch"],
      ["donnerstag", "Donnerstag"],
      ["freitag", "Freitag"],
    ]);
    expect(TIMES_OF_DAY.map((time) => [time.name, time.label])).toEqual([
      ["ganztaegig", "Ganztägig"],
      ["vormittag", "Vormittag"],
      ["mittag", "Mittag"],
      ["nachmittag", "Nachmittag"],
      ["abend", "Abend"],
    ]);
  });
});
