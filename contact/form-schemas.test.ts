import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import {
  validGeneralValues,
  validPsychotherapieValues,
  validSportValues,
} from "#test-support/contact-fixtures.ts";
import { SPEC_MESSAGES as M } from "#test-support/spec-messages.ts";
import {
  generalDefaultValues,
  generalFormSchema,
  psychotherapieDefaultValues,
  psychotherapieFormSchema,
  sportDefaultValues,
  sportFormSchema,
} from "./form-schemas.ts";

const PATTERN = M.pattern;
const OPTION = M.option;

/** The first message of each invalid field, keyed by field name. */
function errorsOf(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const name = String(issue.path[0]);
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The messages of the fields every form has (test-support/spec-messages.ts: §5 written out). */
const contactErrors = {
  firstName: M.firstName,
  lastName: M.lastName,
  email: M.email,
  phone: M.phone,
  message: M.message,
  terms: M.terms,
};

describe("empty forms show exactly the required fields' messages", () => {
  it("psychotherapy", () => {
    expect(errorsOf(psychotherapieFormSchema, psychotherapieDefaultValues)).toEqual({
      ...contactErrors,
      beschwerden: M.beschwerden,
      currentBurden: M.currentBurden,
      problemDuration: M.problemDuration,
      seekingHelpTrigger: M.seekingHelpTrigger,
      affectedAreas: M.affectedAreas,
      nimmtPsychopharmaka: OPTION,
      hasPreviousTherapy: OPTION,
      arztBehandlungConsent: OPTION,
      informationsquelle: M.informationsquelle,
      versicherungsArt: M.versicherungsArt,
    });
  });

  it("sports", () => {
    expect(errorsOf(sportFormSchema, sportDefaultValues)).toEqual({
      ...contactErrors,
      therapyType: M.therapyType,
      beschwerden: M.beschwerden,
      tageszeiten: M.tageszeiten,
    });
  });

  it("general", () => {
    expect(errorsOf(generalFormSchema, generalDefaultValues)).toEqual(contactErrors);
  });
});

describe("default values", () => {
  it("start the burden scale at 5 and leave every choice open", () => {
    expect(psychotherapieDefaultValues).toMatchObject({
      burdenScale: 5,
      nimmtPsychopharmaka: "",
      hasPreviousTherapy: "",
      arztBehandlungConsent: "",
      informationsquelle: "",
      versicherungsArt: "",
      montag: false,
      abend: false,
      flexibel: false,
      kostenuebernahmeGeklaert: false,
      terms: false,
      website: "",
    });
    expect(sportDefaultValues).toMatchObject({ therapyType: "", hasRezept: false, terms: false });
    expect(generalDefaultValues).toMatchObject({ inquiryReason: "", terms: false });
  });

  it("hold every field of the schema, nothing else", () => {
    expect(Object.keys(psychotherapieDefaultValues).sort()).toEqual(
      Object.keys(psychotherapieFormSchema.shape).sort(),
    );
    expect(Object.keys(sportDefaultValues).sort()).toEqual(
      Object.keys(sportFormSchema.shape).sort(),
    );
    expect(Object.keys(generalDefaultValues).sort()).toEqual(
      Object.keys(generalFormSchema.shape).sort(),
    );
  });
});

describe("filled forms are valid and pass through unchanged", () => {
  it.each([
    ["psychotherapy", psychotherapieFormSchema, validPsychotherapieValues],
    ["sports", sportFormSchema, validSportValues],
    ["general", generalFormSchema, validGeneralValues],
  ] as const)("%s", (_name, schema, values) => {
    expect(schema.parse(values)).toEqual(values);
  });

  it("the hidden fields are optional and the honeypot takes any text", () => {
    const { trigger, lastCalledPage, website, ...visible } = validGeneralValues;
    expect(generalFormSchema.safeParse(visible).success).toBe(true);
    expect(
      generalFormSchema.safeParse({ ...visible, website: "http://spam.example" }).success,
    ).toBe(true);
  });
});

describe("every text field of every form follows the text rule (decision 007)", () => {
  const forms = [
    [
      "psychotherapie",
      psychotherapieFormSchema,
      validPsychotherapieValues,
      [
        "message",
        "beschwerden",
        "currentBurden",
        "problemDuration",
        "seekingHelpTrigger",
        "affectedAreas",
        "previousTherapyExperience",
        "empfehlung",
        "versicherungsName",
        "suchtbeschreibung",
      ],
    ],
    [
      "sportphysiotherapie",
      sportFormSchema,
      validSportValues,
      ["message", "beschwerden", "tageszeiten", "availability"],
    ],
    ["general", generalFormSchema, validGeneralValues, ["message"]],
  ] as const;
  const singleLine = ["firstName", "lastName", "phone", "email"] as const;

  it.each(forms)("%s", (_formType, schema, values, freeTexts) => {
    const errors = (change: Record<string, string>) => errorsOf(schema, { ...values, ...change });
    for (const name of freeTexts) {
      expect(errors({ [name]: "„René“ 20 € 😀\nZeile 2" })).toEqual({});
      expect(errors({ [name]: "Zeile 1\r\nZeile 2" })).toEqual({ [name]: PATTERN });
      expect(errors({ [name]: "Text\u202E" })).toEqual({ [name]: PATTERN });
    }
    for (const name of singleLine) {
      const sample = name === "email" ? "o.brien@example.de" : "O’Brien-Çelik";
      expect(errors({ [name]: sample })).toEqual({});
      expect(errors({ [name]: `${sample}\n` })).toEqual({ [name]: PATTERN });
      expect(errors({ [name]: `${sample}\u001b[31m` })).toEqual({ [name]: PATTERN });
    }
  });
});

describe("psychotherapy: fields checked only while shown", () => {
  const EXPERIENCE = M.previousTherapyExperience;
  it.each([
    [{ hasPreviousTherapy: "JA", previousTherapyExperience: "" }, EXPERIENCE],
    [{ hasPreviousTherapy: "JA", previousTherapyExperience: "   " }, EXPERIENCE],
    [{ hasPreviousTherapy: "JA", previousTherapyExperience: "a@b" }, undefined],
    [{ hasPreviousTherapy: "JA", previousTherapyExperience: "a\u0007b" }, PATTERN],
    [
      { hasPreviousTherapy: "JA", previousTherapyExperience: "x".repeat(5001) },
      "Bitte maximal 5000 Zeichen eingeben.",
    ],
    [{ hasPreviousTherapy: "NEIN", previousTherapyExperience: "" }, undefined],
    [{ hasPreviousTherapy: "NEIN", previousTherapyExperience: "a\u0007b" }, undefined],
    [{ informationsquelle: "Empfehlung", empfehlung: "" }, undefined],
    [{ informationsquelle: "Empfehlung", empfehlung: "Frau Dr. Schön" }, undefined],
    [{ informationsquelle: "Empfehlung", empfehlung: "<Hans>" }, undefined],
    [{ informationsquelle: "Empfehlung", empfehlung: "Hans\u202E" }, PATTERN],
    [{ informationsquelle: "Internet-Suche", empfehlung: "Hans\u202E" }, undefined],
    [{ versicherungsArt: "Gesetzlich versichert", versicherungsName: "" }, undefined],
    [{ versicherungsArt: "Gesetzlich versichert", versicherungsName: "R+V" }, undefined],
    [{ versicherungsArt: "Gesetzlich versichert", versicherungsName: "R\u0000V" }, PATTERN],
    [{ versicherungsArt: "Privat versichert", versicherungsName: "R\r\nV" }, PATTERN],
    [{ versicherungsArt: "Selbstzahler", versicherungsName: "R\u0000V" }, undefined],
  ])("%j gives %j", (change, expected) => {
    const errors = errorsOf(psychotherapieFormSchema, { ...validPsychotherapieValues, ...change });
    const [name] = Object.keys(change).slice(-1);
    expect(errors).toEqual(expected === undefined ? {} : { [name as string]: expected });
  });

  it("checks previousTherapyExperience while other steps are still empty", () => {
    const errors = errorsOf(psychotherapieFormSchema, {
      ...psychotherapieDefaultValues,
      hasPreviousTherapy: "JA",
    });
    expect(errors.previousTherapyExperience).toBe(EXPERIENCE);
  });
});

describe("optional fields accept empty values, non-empty texts must follow the text rule", () => {
  it.each([
    [psychotherapieFormSchema, validPsychotherapieValues, "suchtbeschreibung"],
    [sportFormSchema, validSportValues, "availability"],
  ] as const)("%#: %s", (schema, values, name) => {
    expect(errorsOf(schema, { ...values, [name]: "" })).toEqual({});
    expect(errorsOf(schema, { ...values, [name]: "Bier & Wein\nab 18 Uhr" })).toEqual({});
    expect(errorsOf(schema, { ...values, [name]: "Bier\u2028Wein" })).toEqual({ [name]: PATTERN });
  });

  it("the weekday, time-of-day and flexibility checkboxes may all stay unticked", () => {
    const unticked = Object.fromEntries(
      Object.entries(validPsychotherapieValues).filter(([, value]) => value === true),
    );
    for (const name of Object.keys(unticked)) unticked[name] = false;
    expect(
      errorsOf(psychotherapieFormSchema, {
        ...validPsychotherapieValues,
        ...unticked,
        terms: true,
      }),
    ).toEqual({});
  });

  it("inquiryReason may be empty but not an unknown reason", () => {
    expect(errorsOf(generalFormSchema, { ...validGeneralValues, inquiryReason: "" })).toEqual({});
    expect(errorsOf(generalFormSchema, { ...validGeneralValues, inquiryReason: "Spam" })).toEqual({
      inquiryReason: "Ungültiger Wert.",
    });
  });
});

describe("choices in the forms", () => {
  it.each([
    ["nimmtPsychopharmaka", "ja", OPTION],
    ["hasPreviousTherapy", "Ja", OPTION],
    ["arztBehandlungConsent", "JA", OPTION],
    ["informationsquelle", "Google", M.informationsquelle],
    ["versicherungsArt", "Beihilfe", M.versicherungsArt],
    ["burdenScale", 11, "Bitte geben Sie an, wie stark Sie das Thema im Alltag belastet."],
    ["burdenScale", 0, "Bitte geben Sie an, wie stark Sie das Thema im Alltag belastet."],
  ])("psychotherapy %s = %j gives %j", (name, value, expected) => {
    expect(
      errorsOf(psychotherapieFormSchema, { ...validPsychotherapieValues, [name]: value }),
    ).toEqual({ [name]: expected });
  });

  it("sports therapyType must be one of the list", () => {
    expect(errorsOf(sportFormSchema, { ...validSportValues, therapyType: "Yoga" })).toEqual({
      therapyType: M.therapyType,
    });
  });
});
