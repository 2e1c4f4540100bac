import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as field from "./fields.ts";

const PATTERN = "Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.";

/** The messages a value gets, in order ([] when valid). */
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** An e-mail of exactly `total` characters with a local part of `local` characters. */
function emailOf(local: number, total: number): string {
  const domain = `${"d".repeat(total - local - 4)}.de`;
  return `${"l".repeat(local)}@${domain}`;
}

describe("required text fields: required, max length, pattern (SPEC §5)", () => {
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
    expect(messages(schema, "x@y")).toEqual([PATTERN]);
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

describe("the text pattern", () => {
  const allowed = [
    ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
    ..."äöüßÄÖÜ_-()?!,.:;/",
    "\n",
    " ",
  ];
  it.each(allowed)("allows %j", (char) => {
    expect(messages(field.message, `a${char}b`)).toEqual([]);
    expect(messages(field.optionalText(), char)).toEqual([]);
  });

  const forbidden = [
    ..."@\"&'<>{}[]\\|+*#%$§€=~^`´°",
    "\t",
    "\r",
    "é",
    "É",
    "ñ",
    "ẞ",
    "😀",
    "\u00a0",
  ];
  it.each(forbidden)("forbids %j", (char) => {
    expect(messages(field.message, `a${char}b`)).toEqual([PATTERN]);
    expect(messages(field.firstName, `Jo${char}`)).toEqual([PATTERN]);
    expect(messages(field.optionalText(), char)).toEqual([PATTERN]);
  });

  it("spans lines; length is left to the required and max-length checks", () => {
    expect(field.TEXT_PATTERN.test("Zeile 1\nZeile 2")).toBe(true);
    expect(messages(field.message, "")).toEqual(["Bitte Ihre Nachricht eingeben."]);
    expect(messages(field.message, "a".repeat(5001))).toEqual([
      "Bitte maximal 5000 Zeichen eingeben.",
    ]);
  });
});

describe("optional text", () => {
  it.each([
    ["", []],
    ["-", []],
    ["Frau Dr. Schön", []],
    ["x".repeat(5000), []],
    ["x".repeat(5001), ["Bitte maximal 5000 Zeichen eingeben."]],
    ["R+V", [PATTERN]],
    [undefined, ["Ungültiger Wert."]],
  ])("%j gives %j", (value, expected) => {
    expect(messages(field.optionalText(), value)).toEqual(expected);
  });
});

describe("phone: required, max 50, no pattern", () => {
  it.each([
    ["", ["Bitte Ihre Telefonnummer eingeben."]],
    ["   ", ["Bitte Ihre Telefonnummer eingeben."]],
    ['+49 911 123456 & Büro @ "Zentrale" <privat>', []],
    ["1".repeat(50), []],
    ["1".repeat(51), ["Bitte maximal 50 Zeichen eingeben."]],
  ])("%j gives %j", (value, expected) => {
    expect(messages(field.phone, value)).toEqual(expected);
  });
});

describe("email: required, max 100, format", () => {
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
    [emailOf(64, 255), ["Bitte maximal 100 Zeichen eingeben.", EMAIL]],
    ["name", [EMAIL]],
    ["name@example", [EMAIL]],
    ["name@@example.de", [EMAIL]],
    ["na me@example.de", [EMAIL]],
    ["name@exa_mple.de", [EMAIL]],
    [".name@example.de", [EMAIL]],
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
  const branchMessages = (schema: z.ZodType, value: unknown) =>
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
