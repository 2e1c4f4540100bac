import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import {
  tageszeitenOfLength,
  validGeneralValues,
  validPsychotherapieValues,
  validSportValues,
} from "#test-support/contact-fixtures.ts";
import type { FormType } from "./form-types.ts";
import { describeIssue } from "./issue-message.ts";
import {
  buildGeneralPayload,
  buildPsychotherapiePayload,
  buildSportPayload,
  lastCalledPageOf,
  type PayloadContext,
} from "./payload.ts";
import {
  generalPayloadSchema,
  payloadSchemaFor,
  psychotherapiePayloadSchema,
  sportPayloadSchema,
} from "./payload-schemas.ts";
import { isSitePath } from "./site-path.ts";

const context: PayloadContext = { mode: "default", lastCalledPage: "/kontakt", id: "0123456789" };
const payloads = {
  psychotherapie: buildPsychotherapiePayload(validPsychotherapieValues, context),
  sportphysiotherapie: buildSportPayload(validSportValues, context),
  general: buildGeneralPayload(validGeneralValues, context),
};

/** The German sentence for `payload` with `change` applied, or "valid". */
function verdict(formType: FormType, change: Record<string, unknown>): string {
  const result = payloadSchemaFor(formType).safeParse({ ...payloads[formType], ...change });
  return result.success ? "valid" : describeIssue(result.error, formType);
}

const INVALID = "Ungültiger Wert.";

describe("payloadSchemaFor", () => {
  it("gives each form type its schema", () => {
    expect(payloadSchemaFor("psychotherapie")).toBe(psychotherapiePayloadSchema);
    expect(payloadSchemaFor("sportphysiotherapie")).toBe(sportPayloadSchema);
    expect(payloadSchemaFor("general")).toBe(generalPayloadSchema);
  });
});

describe("wire payloads accepted", () => {
  it.each(Object.keys(payloads) as FormType[])("%s: a built payload round-trips", (formType) => {
    const payload = payloads[formType];
    expect(payloadSchemaFor(formType).parse(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
  });

  it.each([
    ["psychotherapie", { empfehlung: "-", versicherungsName: "-", previousTherapyExperience: "-" }],
    ["psychotherapie", { burdenScale: 1, tageszeiten: "Keine spezifische Präferenz" }],
    [
      "psychotherapie",
      { burdenScale: 10, tageszeiten: "Ganztägig, Vormittag, Mittag, Nachmittag, Abend" },
    ],
    ["psychotherapie", { mode: "psychotherapie", suchtbeschreibung: "" }],
    ["sportphysiotherapie", { mode: "sportphysiotherapie", hasRezept: "Nein", availability: "" }],
    ["general", { inquiryReason: "", website: undefined }],
    ["general", { website: "http://spam.example", lastCalledPage: `/${"x".repeat(1999)}` }],
    ["general", { lastName: "O’Brien-Çelik", message: "„Zitat“ 20 € 👨‍👩‍👧\nZeile 2" }],
    ["sportphysiotherapie", { availability: "ab 8:00 @ home & mobil", beschwerden: "50 % besser" }],
    ["psychotherapie", { empfehlung: "Dr. #1 <Hans>", previousTherapyExperience: "R+V, 50%" }],
  ] as const)("%s with %j", (formType, change) => {
    expect(verdict(formType, change)).toBe("valid");
  });
});

describe("wire payloads rejected, with a German sentence naming the field", () => {
  it.each([
    ["general", { id: undefined }, `Anfrage-Nr.: ${INVALID}`],
    ["general", { id: "ABCDEFGHIJ" }, `Anfrage-Nr.: ${INVALID}`],
    ["general", { id: "abc123xyz" }, `Anfrage-Nr.: ${INVALID}`],
    ["general", { id: "abc123xyz01" }, `Anfrage-Nr.: ${INVALID}`],
    ["general", { firstName: "" }, "Vorname: Bitte Ihren Vornamen eingeben."],
    ["general", { firstName: undefined }, "Vorname: Bitte Ihren Vornamen eingeben."],
    ["general", { firstName: "x".repeat(51) }, "Vorname: Bitte maximal 50 Zeichen eingeben."],
    [
      "general",
      { lastName: "O\u202EBrien" },
      "Nachname: Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.",
    ],
    [
      "general",
      { email: "erika@example.org\r\nBcc: x@example.org" },
      "E-Mail-Adresse: Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.",
    ],
    [
      "general",
      { phone: "0911\u0000" },
      "Telefonnummer: Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.",
    ],
    ["general", { email: "x" }, "E-Mail-Adresse: Bitte Ihre E-Mail Adresse eingeben."],
    ["general", { phone: "" }, "Telefonnummer: Bitte Ihre Telefonnummer eingeben."],
    [
      "general",
      { message: "x".repeat(5001) },
      "Ihre Nachricht: Bitte maximal 5000 Zeichen eingeben.",
    ],
    ["general", { mode: "admin" }, `Bereich der Website: ${INVALID}`],
    ["general", { lastCalledPage: 42 }, `Zuletzt besuchte Seite: ${INVALID}`],
    ["general", { lastCalledPage: `/${"x".repeat(2000)}` }, `Zuletzt besuchte Seite: ${INVALID}`],
    ["general", { lastCalledPage: "javascript:alert(1)" }, `Zuletzt besuchte Seite: ${INVALID}`],
    ["general", { website: 1 }, `Website: ${INVALID}`],
    ["general", { contactType: "sportphysiotherapie" }, `Art der Anfrage: ${INVALID}`],
    ["general", { inquiryReason: "Spam" }, `Grund Ihrer Anfrage: ${INVALID}`],
    ["general", { inquiryReason: undefined }, `Grund Ihrer Anfrage: ${INVALID}`],
    ["general", { tageszeiten: "Vormittag" }, `Bevorzugte Tageszeiten: ${INVALID}`],
    ["sportphysiotherapie", { contactType: "general" }, `Art der Anfrage: ${INVALID}`],
    [
      "sportphysiotherapie",
      { therapyType: "Yoga" },
      "Gewünschte Therapie: Bitte wählen Sie eine Therapieart aus.",
    ],
    [
      "sportphysiotherapie",
      { hasRezept: "JA" },
      `Ärztliche Verordnung (Rezept) vorhanden: ${INVALID}`,
    ],
    [
      "sportphysiotherapie",
      { tageszeiten: "" },
      "Bevorzugte Tageszeiten: Bitte geben Sie Ihre bevorzugten Tageszeiten an.",
    ],
    [
      "sportphysiotherapie",
      { availability: "ab 8:00\u001b[31m" },
      "Wann sind Sie in der Regel verfügbar?: Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.",
    ],
    [
      "sportphysiotherapie",
      { beschwerden: "" },
      "Beschwerden: Bitte beschreiben Sie Ihre Beschwerden.",
    ],
    ["psychotherapie", { flexibel: "ja" }, `Ich bin zeitlich flexibel: ${INVALID}`],
    ["psychotherapie", { montag: true }, `Montag: ${INVALID}`],
    ["psychotherapie", { abend: "JA" }, `Abend: ${INVALID}`],
    [
      "psychotherapie",
      { kostenuebernahmeGeklaert: "" },
      `Die Kostenübernahme ist bereits geklärt: ${INVALID}`,
    ],
    [
      "psychotherapie",
      { nimmtPsychopharmaka: "Ja" },
      "Nehmen Sie Psychopharmaka ein?: Bitte wählen Sie eine Option aus.",
    ],
    [
      "psychotherapie",
      { hasPreviousTherapy: "ja" },
      "Waren Sie bereits in psychotherapeutischer Behandlung?: Bitte wählen Sie eine Option aus.",
    ],
    [
      "psychotherapie",
      { arztBehandlungConsent: "JA" },
      "Sind Sie bereit, bei Bedarf zusätzlich eine ärztliche Behandlung in Anspruch zu nehmen?: Bitte wählen Sie eine Option aus.",
    ],
    ["psychotherapie", { hasRezept: "Ja" }, `Ärztliche Verordnung (Rezept) vorhanden: ${INVALID}`],
    ...[0, 11, 5.5, "5"].map(
      (burdenScale) =>
        [
          "psychotherapie",
          { burdenScale },
          "Wie stark belastet Sie das Thema im Alltag? (1 bis 10): Bitte geben Sie an, wie stark Sie das Thema im Alltag belastet.",
        ] as const,
    ),
    [
      "psychotherapie",
      { tageszeiten: "Morgens" },
      "Bevorzugte Tageszeiten: Bitte geben Sie Ihre bevorzugten Tageszeiten an.",
    ],
    [
      "psychotherapie",
      { tageszeiten: "Vormittag,Abend" },
      "Bevorzugte Tageszeiten: Bitte geben Sie Ihre bevorzugten Tageszeiten an.",
    ],
    [
      "psychotherapie",
      { informationsquelle: "Google" },
      "Wie sind Sie auf uns aufmerksam geworden?: Bitte geben Sie an, wie Sie auf uns aufmerksam geworden sind.",
    ],
    [
      "psychotherapie",
      { versicherungsArt: "" },
      "Versicherungsart: Bitte wählen Sie Ihre Versicherungsart aus.",
    ],
    [
      "psychotherapie",
      { problemDuration: "x".repeat(1001) },
      "Seit wann besteht das Problem?: Bitte maximal 1000 Zeichen eingeben.",
    ],
    [
      "psychotherapie",
      { empfehlung: "Hans\u2066" },
      "Wer hat uns empfohlen?: Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.",
    ],
    [
      "psychotherapie",
      { previousTherapyExperience: "50% besser\r\n" },
      "Welche Erfahrungen haben Sie mit früheren Therapien gemacht?: Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.",
    ],
    [
      "psychotherapie",
      { currentBurden: undefined },
      "Was belastet Sie zurzeit am meisten?: Bitte beschreiben Sie, was Sie zurzeit am meisten belastet.",
    ],
  ] as const)("%s with %j: %s", (formType, change, expected) => {
    expect(verdict(formType, change)).toBe(expected);
  });

  it.each([null, [], "text", 42])("rejects a body that is not an object: %j", (body) => {
    const result = generalPayloadSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssue(result.error, "general")).toBe("Ungültige Anfrage.");
  });
});

describe('lastCalledPage: a path of this site, or "" (unknown)', () => {
  it.each([
    "",
    "/",
    "/psychotherapie/leistungen/angststoerungen",
    "/psychotherapie/f%C3%BCrth",
    "/a-b_c.d~e/!$&'()*+,;=:@/",
    `/${"x".repeat(1999)}`,
  ])("%j is valid", (lastCalledPage) => {
    expect(isSitePath(lastCalledPage)).toBe(true);
    expect(verdict("general", { lastCalledPage })).toBe("valid");
  });

  it.each([
    "javascript:alert(1)",
    "https://evil.example/",
    "//evil.example",
    "//",
    "kontakt",
    " /kontakt",
    "/a b",
    "/a\r\nb",
    "/a\nb",
    "/<script>",
    '/a"b',
    "/suche?q=1",
    "/seite#anker",
    "/a\\b",
    "/%zz",
    "/%4",
    "/%",
    "/f\u00fcrth",
    "/a\u202Eb",
    `/${"x".repeat(2000)}`,
  ])("%j is invalid", (lastCalledPage) => {
    expect(isSitePath(lastCalledPage)).toBe(false);
    expect(verdict("general", { lastCalledPage })).toBe(`Zuletzt besuchte Seite: ${INVALID}`);
  });
});

describe("the payload builder's lastCalledPage", () => {
  const built = (lastCalledPage: string) =>
    buildGeneralPayload(validGeneralValues, { ...context, lastCalledPage });

  it.each([
    ["", ""],
    ["/psychotherapie/f%C3%BCrth", "/psychotherapie/f%C3%BCrth"],
    [`/${"x".repeat(2500)}`, `/${"x".repeat(1999)}`],
    [`/${"x".repeat(1996)}%C3%BC`, `/${"x".repeat(1996)}%C3`],
    // A cut inside a %XX escape would be refused by the server: sent as unknown instead.
    [`/${"x".repeat(1997)}%C3%BC`, ""],
    [`/${"x".repeat(1998)}%C3%BC`, ""],
    // Paths the wire schema refuses (a browser leaves | [ ] ^ raw in a path): unknown.
    ["/a|b", ""],
    ["/f\u00fcrth", ""],
    ["//evil.example", ""],
    ["https://evil.example/", ""],
  ])("sends %j as %j", (page, expected) => {
    expect(lastCalledPageOf(page)).toBe(expected);
    expect(built(page).lastCalledPage).toBe(expected);
    expect(verdict("general", { lastCalledPage: built(page).lastCalledPage })).toBe("valid");
  });

  it("never sends a value the server refuses, wherever a long path is cut", () => {
    const segment = "/f%C3%BCrth-%E2%82%AC";
    const long = segment.repeat(Math.ceil(2100 / segment.length));
    for (let length = 1980; length <= long.length; length++) {
      const payload = built(long.slice(0, length));
      expect(generalPayloadSchema.safeParse(payload).success).toBe(true);
      expect(payload.lastCalledPage === "" || long.startsWith(payload.lastCalledPage)).toBe(true);
    }
  });
});

describe("unknown keys", () => {
  it.each(Object.keys(payloads) as FormType[])("%s: are stripped, not rejected", (formType) => {
    const parsed = payloadSchemaFor(formType).parse({
      ...payloads[formType],
      terms: true,
      trigger: "panel",
      isAdmin: true,
    });
    expect(parsed).toEqual(payloads[formType]);
    expect(parsed).not.toHaveProperty("terms");
    expect(parsed).not.toHaveProperty("isAdmin");
  });
});

describe("describeIssue", () => {
  const issue = (path: string[]) =>
    new z.core.$ZodError([{ code: "custom", path, message: "Etwas stimmt nicht.", input: "" }]);
  it.each([
    [["firstName"], "Vorname: Etwas stimmt nicht."],
    [["unbekannt"], "Etwas stimmt nicht."],
    [[], "Etwas stimmt nicht."],
  ])("path %j gives %j", (path, expected) => {
    expect(describeIssue(issue(path), "general")).toBe(expected);
  });

  it("falls back to a general sentence without issues", () => {
    expect(describeIssue(new z.core.$ZodError([]), "general")).toBe("Ungültige Anfrage.");
  });
});

describe("psychotherapy tageszeiten: bounded like every free text", () => {
  it("accepts a label list of 5000 characters", () => {
    const tageszeiten = tageszeitenOfLength(5000);
    expect(tageszeiten).toHaveLength(5000);
    expect(verdict("psychotherapie", { tageszeiten })).toBe("valid");
  });

  it.each([
    ["a label list of 5001 characters", tageszeitenOfLength(5001)],
    ["254 KB of labels", tageszeitenOfLength(254_000)],
    ["5001 characters that are not labels", "x".repeat(5001)],
  ])("refuses %s, with the length message only", (_name, tageszeiten) => {
    expect(tageszeiten.length).toBeGreaterThan(5000);
    expect(verdict("psychotherapie", { tageszeiten })).toBe(
      "Bevorzugte Tageszeiten: Bitte maximal 5000 Zeichen eingeben.",
    );
  });
});
