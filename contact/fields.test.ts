import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import * as field from "./fields.ts";
import {
  ACCEPTED_SAMPLES,
  LF_SAMPLE,
  MULTI_LINE_SAMPLE,
  REJECTED_SAMPLES,
} from "./text-rule-samples.ts";

const PATTERN = "Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.";

/** The messages a value gets, in order ([] when valid). */
const messages = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** An e-mail of exactly `total` characters with a local part of `local` characters. */
function emailOf(local: number, total: number): string {
  const domain = `${"d".repeat(total - local - 4)}.de`;
  return `${"l".repeat(local)}@${domain}`;
}

describe("required text fields: required, max length, pattern (requirements §5)", () => {
  it.each([
    ["firstName", field.firstName, 50, "Bitte Ihren Vornamen eingeben."],
    ["lastName", field.lastName, 50, "Bitte Ihren Nachnamen eingeben."],
    ["message", field.message, 5000, "Bitte Ihre Nachricht eingeben."],
    ["beschwerden", field.beschwerden, 5000, "Bitte beschreiben Sie Ihre Beschwerden."],
    [
      "currentBurden",
      field.currentBurden,
      5000,
      "Bitte beschreiben Sie, was Sie zurzeit am meisten belastet.",
    ],
    [
      "problemDuration",
      field.problemDuration,
      1000,
      "Bitte geben Sie an, seit wann das Problem besteht.",
    ],
    [
      "seekingHelpTrigger",
      field.seekingHelpTrigger,
      5000,
      "Bitte beschreiben Sie den Auslöser, der Sie dazu bewogen hat, sich jetzt Hilfe zu suchen.",
    ],
    [
      "affectedAreas",
      field.affectedAreas,
      5000,
      "Bitte geben Sie an, welche Bereiche in Ihrem Leben besonders betroffen sind.",
    ],
    [
      "previousTherapyExperience",
      field.previousTherapyExperience,
      5000,
      "Bitte beschreiben Sie Ihre Erfahrungen mit früheren Therapien.",
    ],
    [
      "sports tageszeiten",
      field.sportTageszeiten,
      5000,
      "Bitte geben Sie Ihre bevorzugten Tageszeiten an.",
    ],
  ] as const)("%s (max %i)", (_name, schema, max, required) => {
    expect(messages(schema, "")).toEqual([required]);
    expect(messages(schema, "  \n ")).toEqual([required]);
    expect(messages(schema, undefined)).toEqual([required]);
    expect(messages(schema, 42)).toEqual([required]);
    expect(messages(schema, "x")).toEqual([]);
    expect(messages(schema, "x".repeat(max))).toEqual([]);
    expect(messages(schema, "x".repeat(max + 1))).toEqual([
      `Bitte maximal ${max} Zeichen eingeben.`,
    ]);
    expect(messages(schema, "x@y")).toEqual([]);
    expect(messages(schema, "x\u0007y")).toEqual([PATTERN]);
    // One message per value: the first check it fails.
    expect(messages(schema, `${"x".repeat(max)}\u0007`)).toEqual([
      `Bitte maximal ${max} Zeichen eingeben.`,
    ]);
    expect(messages(schema, " \t\r\u2028 ")).toEqual([required]);
  });

  it("writes the max-length messages of the spec", () => {
    expect(messages(field.firstName, "x".repeat(51))).toEqual([
      "Bitte maximal 50 Zeichen eingeben.",
    ]);
    expect(messages(field.message, "x".repeat(5001))).toEqual([
      "Bitte maximal 5000 Zeichen eingeben.",
    ]);
  });
});

const REJECTED_SINGLE_LINE = [...REJECTED_SAMPLES, LF_SAMPLE];

const singleLineFields = [
  ["firstName", field.firstName],
  ["lastName", field.lastName],
  ["phone", field.phone],
] as const;

const freeTextFields = [
  ["message", field.message],
  ["beschwerden", field.beschwerden],
  ["currentBurden", field.currentBurden],
  ["problemDuration", field.problemDuration],
  ["seekingHelpTrigger", field.seekingHelpTrigger],
  ["affectedAreas", field.affectedAreas],
  ["previousTherapyExperience", field.previousTherapyExperience],
  ["sports tageszeiten", field.sportTageszeiten],
  [
    "optional text (empfehlung, versicherungsName, suchtbeschreibung, availability)",
    field.optionalText(),
  ],
] as const;

describe("the text rule: what is accepted", () => {
  it.each(ACCEPTED_SAMPLES)("%j in names, phone and free text", (value) => {
    for (const [, schema] of [...singleLineFields, ...freeTextFields]) {
      expect(messages(schema, value)).toEqual([]);
    }
  });

  it("several lines in free text only", () => {
    for (const [, schema] of freeTextFields)
      expect(messages(schema, MULTI_LINE_SAMPLE)).toEqual([]);
    for (const [, schema] of singleLineFields) {
      expect(messages(schema, MULTI_LINE_SAMPLE)).toEqual([PATTERN]);
    }
  });

  it("any printable phone number", () => {
    for (const phone of ["+49 (0)911 / 12 34-5", "0911 123456 (Büro, ab 17 Uhr)", "+1 #2 *3"]) {
      expect(messages(field.phone, phone)).toEqual([]);
    }
  });

  it("an e-mail address with every mark the format allows", () => {
    expect(messages(field.email, "o.brien+kontakt@example.de")).toEqual([]);
  });
});

describe("the text rule: what is refused, with the one pattern message", () => {
  it.each(REJECTED_SINGLE_LINE)("%s in firstName, lastName, phone and email", (_name, char) => {
    for (const [, schema] of singleLineFields) {
      expect(messages(schema, `Jo${char}hn`)).toEqual([PATTERN]);
      expect(messages(schema, `${char}John`)).toEqual([PATTERN]);
    }
    // Only the pattern message, not also the format message.
    expect(messages(field.email, `erika${char}@example.org`)).toEqual([PATTERN]);
    expect(messages(field.email, `erika@example.org${char}`)).toEqual([PATTERN]);
  });

  it.each(REJECTED_SAMPLES)("%s in every free-text field", (_name, char) => {
    for (const [, schema] of freeTextFields) {
      expect(messages(schema, `Zeile 1\nZeile${char}2`)).toEqual([PATTERN]);
      expect(messages(schema, `${char}Text`)).toEqual([PATTERN]);
    }
  });

  it("only refused whitespace: empty for a required field, refused for an optional", () => {
    expect(messages(field.firstName, "\t")).toEqual(["Bitte Ihren Vornamen eingeben."]);
    expect(messages(field.message, "\r\n")).toEqual(["Bitte Ihre Nachricht eingeben."]);
    expect(messages(field.optionalText(), "\t")).toEqual([PATTERN]);
  });

  it("leaves length to the required and max-length checks", () => {
    expect(messages(field.message, "")).toEqual(["Bitte Ihre Nachricht eingeben."]);
    expect(messages(field.message, "a".repeat(5001))).toEqual([
      "Bitte maximal 5000 Zeichen eingeben.",
    ]);
    // Length counts code points, in the max-length check and in the pattern's skip alike: a
    // long text of emoji with a control character is still refused.
    expect(messages(field.firstName, "😀".repeat(50))).toEqual([]);
    expect(messages(field.firstName, `${"😀".repeat(49)}\u0007`)).toEqual([PATTERN]);
    expect(messages(field.firstName, `${"😀".repeat(50)}\u0007`)).toEqual([
      "Bitte maximal 50 Zeichen eingeben.",
    ]);
  });
});

describe("optional text", () => {
  it.each([
    ["", []],
    ["-", []],
    ["Frau Dr. Schön", []],
    ["R+V", []],
    ["x".repeat(5000), []],
    ["x".repeat(5001), ["Bitte maximal 5000 Zeichen eingeben."]],
    ["R\u202EV", [PATTERN]],
    [undefined, ["Ungültiger Wert."]],
  ])("%j gives %j", (value, expected) => {
    expect(messages(field.optionalText(), value)).toEqual(expected);
  });
});

describe("phone: required, max 50, the one-line text rule", () => {
  it.each([
    ["", ["Bitte Ihre Telefonnummer eingeben."]],
    ["   ", ["Bitte Ihre Telefonnummer eingeben."]],
    ['+49 911 123456 & Büro @ "Zentrale" <privat>', []],
    ["1".repeat(50), []],
    ["1".repeat(51), ["Bitte maximal 50 Zeichen eingeben."]],
    ["0911\r\n123", [PATTERN]],
  ])("%j gives %j", (value, expected) => {
    expect(messages(field.phone, value)).toEqual(expected);
  });
});

describe("email: required, max 100, the one-line text rule, format", () => {
  const EMAIL = "Bitte Ihre E-Mail Adresse eingeben.";
  it.each([
    ["", [EMAIL]],
    ["   ", [EMAIL]],
    ["name@example.de", []],
    ["vor.nach+tag@sub.example.com", []],
    [emailOf(64, 100), []],
    [emailOf(30, 100), []],
    [emailOf(30, 101), ["Bitte maximal 100 Zeichen eingeben."]],
    [emailOf(65, 90), [EMAIL]],
    [emailOf(64, 255), ["Bitte maximal 100 Zeichen eingeben."]],
    ["name", [EMAIL]],
    ["name@example", [EMAIL]],
    ["name@@example.de", [EMAIL]],
    ["na me@example.de", [EMAIL]],
    ["name@exa_mple.de", [EMAIL]],
    [".name@example.de", [EMAIL]],
    ["name@example.de\r\nBcc: x@example.org", [PATTERN]],
  ])("%j gives %j", (value, expected) => {
    expect(messages(field.email, value)).toEqual(expected);
  });

  it("allows 64 characters before the @ and 254 in total, not more", () => {
    expect(emailOf(64, 254)).toHaveLength(254);
    expect(field.isEmailFormat(emailOf(64, 254))).toBe(true);
    expect(field.isEmailFormat(emailOf(64, 255))).toBe(false);
    expect(field.isEmailFormat(emailOf(10, 255))).toBe(false);
    expect(field.isEmailFormat(emailOf(65, 100))).toBe(false);
    expect(field.isEmailFormat(emailOf(64, 100))).toBe(true);
  });
});

describe("burdenScale: required number 1..10", () => {
  const BURDEN = "Bitte geben Sie an, wie stark Sie das Thema im Alltag belastet.";
  it.each([1, 5, 10])("accepts %d", (value) => {
    expect(messages(field.burdenScale, value)).toEqual([]);
  });
  it.each([0, 11, -1, 5.5, Number.NaN, "5", undefined, null])("rejects %j", (value) => {
    expect(messages(field.burdenScale, value)[0]).toBe(BURDEN);
  });
});

describe("terms: must be true", () => {
  it.each([
    [true, []],
    [false, ["Bitte den Bedingungen zustimmen."]],
    [undefined, ["Bitte den Bedingungen zustimmen."]],
    ["true", ["Bitte den Bedingungen zustimmen."]],
  ])("%j gives %j", (value, expected) => {
    expect(messages(field.terms, value)).toEqual(expected);
  });
});

describe("choices", () => {
  const values = ["JA", "NEIN"] as const;
  const required = field.requiredChoice(values, "Bitte wählen Sie eine Option aus.");
  it.each([
    ["JA", []],
    ["NEIN", []],
    ["", ["Bitte wählen Sie eine Option aus."]],
    ["ja", ["Bitte wählen Sie eine Option aus."]],
    [undefined, ["Bitte wählen Sie eine Option aus."]],
  ])("required choice: %j gives %j", (value, expected) => {
    expect(messages(required, value)).toEqual(expected);
  });

  it.each([
    ["", []],
    ["JA", []],
    ["Ja", ["Ungültiger Wert."]],
  ])("optional choice: %j gives %j", (value, expected) => {
    expect(messages(field.optionalChoice(values), value)).toEqual(expected);
  });

  it("a wire choice rejects the empty string", () => {
    expect(messages(field.choice(values, "m"), "")).toEqual(["m"]);
  });
});

describe("choices never show zod's own text", () => {
  // The form resolver reports the first branch's issue of a failed union, so every branch
  // must carry the field's message (an untouched radio group gives null).
  const branchMessages = (schema: z.ZodMiniType, value: unknown) =>
    (schema.safeParse(value).error?.issues ?? []).flatMap((issue) =>
      issue.code === "invalid_union"
        ? [issue.message, ...issue.errors.flat().map((branch) => branch.message)]
        : [issue.message],
    );

  it("answers a value of the wrong type with the field's message in every branch", () => {
    const required = field.requiredChoice(["JA", "NEIN"], "Bitte wählen Sie eine Option aus.");
    const optional = field.optionalChoice(["A", "B"], "Ungültiger Wert.");
    for (const value of [null, undefined, 5]) {
      expect(new Set(branchMessages(required, value))).toEqual(
        new Set(["Bitte wählen Sie eine Option aus."]),
      );
      expect(new Set(branchMessages(optional, value))).toEqual(new Set(["Ungültiger Wert."]));
    }
  });
});
