import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type PsychotherapieFormInput,
  psychotherapieDefaultValues,
  psychotherapieFormSchema,
} from "./form-schemas.ts";
import { fieldLabels } from "./labels.ts";
import { fieldsToValidate, stepAt, TOTAL_STEPS, titlePart, WIZARD_STEPS } from "./wizard-steps.ts";

describe("the psychotherapy wizard's steps (requirements §4)", () => {
  it("has 8 steps with their titles and gates", () => {
    expect(TOTAL_STEPS).toBe(8);
    expect(WIZARD_STEPS.map((step) => [step.title, step.gated])).toEqual([
      ["Kontaktdaten", true],
      ["Therapiebedarf", true],
      ["Therapiebedarf", true],
      ["Therapiebedarf", true],
      ["Therapiebedarf", true],
      ["Terminverfügbarkeit", false],
      ["Informationsquelle", true],
      ["Honorar & Kostenübernahme", false],
    ]);
  });

  it("numbers the parts of a title several steps share, and only those", () => {
    expect(Array.from({ length: TOTAL_STEPS }, (_, index) => titlePart(index + 1))).toEqual([
      undefined,
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("lists each step's fields in display order", () => {
    expect(WIZARD_STEPS.map((step) => step.fields)).toEqual([
      ["firstName", "lastName", "email", "phone", "message"],
      ["beschwerden", "currentBurden", "problemDuration"],
      ["seekingHelpTrigger", "burdenScale"],
      ["affectedAreas", "nimmtPsychopharmaka"],
      ["hasPreviousTherapy", "previousTherapyExperience"],
      [
        "montag",
        "dienstag",
        "mittwoch",
        "donnerstag",
        "freitag",
        "ganztaegig",
        "vormittag",
        "mittag",
        "nachmittag",
        "abend",
        "flexibel",
      ],
      ["informationsquelle", "empfehlung"],
      [
        "versicherungsArt",
        "versicherungsName",
        "kostenuebernahmeGeklaert",
        "arztBehandlungConsent",
        "suchtbeschreibung",
        "terms",
      ],
    ]);
  });

  it("shows every visible form field exactly once, in the labels' order", () => {
    const hidden = ["trigger", "lastCalledPage", "website"];
    const visible = Object.keys(psychotherapieFormSchema.shape).filter(
      (name) => !hidden.includes(name),
    );
    const shown = WIZARD_STEPS.flatMap((step) => step.fields);
    expect([...shown].sort()).toEqual([...visible].sort());
    const labelOrder = Object.keys(fieldLabels.psychotherapie).filter((name) =>
      (shown as string[]).includes(name),
    );
    expect(shown).toEqual(labelOrder);
  });

  it("leaves no visible form field out of the steps (type check)", () => {
    type Shown = (typeof WIZARD_STEPS)[number]["fields"][number];
    type Hidden = "trigger" | "lastCalledPage" | "website";
    expectTypeOf<Exclude<keyof PsychotherapieFormInput, Shown | Hidden>>().toBeNever();
  });

  it("finds steps 1 to 8 only", () => {
    expect(stepAt(1)?.title).toBe("Kontaktdaten");
    expect(stepAt(8)?.title).toBe("Honorar & Kostenübernahme");
    expect(stepAt(0)).toBeUndefined();
    expect(stepAt(9)).toBeUndefined();
  });
});

describe("fieldsToValidate: what 'Weiter' checks", () => {
  const values = psychotherapieDefaultValues;
  it.each([
    [1, {}, ["firstName", "lastName", "email", "phone", "message"]],
    [2, {}, ["beschwerden", "currentBurden", "problemDuration"]],
    [3, {}, ["seekingHelpTrigger", "burdenScale"]],
    [4, {}, ["affectedAreas", "nimmtPsychopharmaka"]],
    [5, { hasPreviousTherapy: "" }, ["hasPreviousTherapy"]],
    [5, { hasPreviousTherapy: "NEIN" }, ["hasPreviousTherapy"]],
    [5, { hasPreviousTherapy: "JA" }, ["hasPreviousTherapy", "previousTherapyExperience"]],
    [6, { montag: true }, []],
    [7, { informationsquelle: "" }, ["informationsquelle"]],
    [7, { informationsquelle: "Internet-Suche" }, ["informationsquelle"]],
    [7, { informationsquelle: "Empfehlung" }, ["informationsquelle", "empfehlung"]],
    [8, { versicherungsArt: "Gesetzlich versichert" }, []],
    [0, {}, []],
    [9, {}, []],
  ] as const)("step %i with %j checks %j", (step, change, expected) => {
    expect(fieldsToValidate(step, { ...values, ...change })).toEqual(expected);
  });
});
