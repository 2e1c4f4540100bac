/**
 * Every invalid input is answered 400/413/415 with a German `{ message }` naming the field, and
 * nothing is stored. The requirements §5 rules are checked here on the server side, with the
 * messages written out as the spec has them.
 */
import { describe, expect, it } from "vitest";
import type { FormType } from "#contact/form-types.ts";
import { labelFor } from "#contact/labels.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { notifyServerPerFile } from "#test-support/server/fixtures.ts";
import { postJson } from "#test-support/server/test-server.ts";

const PATTERN = "Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.";
const max = (length: number) => `Bitte maximal ${length} Zeichen eingeben.`;
const text = (length: number) => "a".repeat(length);

type Rule = { field: string; value: unknown; message: string };

/** requirements §5, one line per rule and way to break it. `undefined` removes the field. */
const BASE_RULES: Rule[] = [
  { field: "firstName", value: "", message: "Bitte Ihren Vornamen eingeben." },
  { field: "firstName", value: undefined, message: "Bitte Ihren Vornamen eingeben." },
  { field: "firstName", value: text(51), message: max(50) },
  { field: "firstName", value: "Erika\u0000", message: PATTERN },
  { field: "lastName", value: "  ", message: "Bitte Ihren Nachnamen eingeben." },
  { field: "lastName", value: text(51), message: max(50) },
  { field: "lastName", value: "O\u202EBrien", message: PATTERN },
  { field: "email", value: "", message: "Bitte Ihre E-Mail Adresse eingeben." },
  { field: "email", value: "erika.example.org", message: "Bitte Ihre E-Mail Adresse eingeben." },
  { field: "email", value: `${text(89)}@example.org`, message: max(100) },
  {
    field: "email",
    value: `${text(65)}@example.org`,
    message: "Bitte Ihre E-Mail Adresse eingeben.",
  },
  { field: "phone", value: "", message: "Bitte Ihre Telefonnummer eingeben." },
  { field: "phone", value: "1".repeat(51), message: max(50) },
  { field: "phone", value: "0911\r\n123", message: PATTERN },
  { field: "email", value: "erika@example.org\r\nBcc: x@example.org", message: PATTERN },
  { field: "message", value: "", message: "Bitte Ihre Nachricht eingeben." },
  { field: "message", value: text(5001), message: max(5000) },
  { field: "message", value: "Tom\r\nJerry", message: PATTERN },
  { field: "message", value: "Ein \u001b[31mZitat", message: PATTERN },
  { field: "lastCalledPage", value: "https://evil.example/", message: "Ungültiger Wert." },
  { field: "id", value: undefined, message: "Ungültiger Wert." },
  { field: "id", value: "ABCDEFGHIJ", message: "Ungültiger Wert." },
  { field: "id", value: "abc", message: "Ungültiger Wert." },
];

const PSYCHOTHERAPIE_RULES: Rule[] = [
  { field: "beschwerden", value: "", message: "Bitte beschreiben Sie Ihre Beschwerden." },
  { field: "beschwerden", value: text(5001), message: max(5000) },
  { field: "beschwerden", value: "50% besser\u2028", message: PATTERN },
  {
    field: "currentBurden",
    value: "",
    message: "Bitte beschreiben Sie, was Sie zurzeit am meisten belastet.",
  },
  {
    field: "problemDuration",
    value: "",
    message: "Bitte geben Sie an, seit wann das Problem besteht.",
  },
  { field: "problemDuration", value: text(1001), message: max(1000) },
  {
    field: "seekingHelpTrigger",
    value: "",
    message:
      "Bitte beschreiben Sie den Auslöser, der Sie dazu bewogen hat, sich jetzt Hilfe zu suchen.",
  },
  ...[undefined, 0, 11, 5.5, "5"].map((value) => ({
    field: "burdenScale",
    value,
    message: "Bitte geben Sie an, wie stark Sie das Thema im Alltag belastet.",
  })),
  {
    field: "affectedAreas",
    value: "",
    message: "Bitte geben Sie an, welche Bereiche in Ihrem Leben besonders betroffen sind.",
  },
  ...["nimmtPsychopharmaka", "hasPreviousTherapy", "arztBehandlungConsent"].map((field) => ({
    field,
    value: "",
    message: "Bitte wählen Sie eine Option aus.",
  })),
  { field: "hasPreviousTherapy", value: "Ja", message: "Bitte wählen Sie eine Option aus." },
  {
    field: "informationsquelle",
    value: "",
    message: "Bitte geben Sie an, wie Sie auf uns aufmerksam geworden sind.",
  },
  {
    field: "informationsquelle",
    value: "Zeitung",
    message: "Bitte geben Sie an, wie Sie auf uns aufmerksam geworden sind.",
  },
  { field: "versicherungsArt", value: "", message: "Bitte wählen Sie Ihre Versicherungsart aus." },
  { field: "previousTherapyExperience", value: text(5001), message: max(5000) },
  { field: "previousTherapyExperience", value: "Therapie\u0085Klinik", message: PATTERN },
  { field: "empfehlung", value: "Dr. \u2067#1", message: PATTERN },
  { field: "suchtbeschreibung", value: "\u007f", message: PATTERN },
];

const SPORT_RULES: Rule[] = [
  { field: "beschwerden", value: "", message: "Bitte beschreiben Sie Ihre Beschwerden." },
  { field: "beschwerden", value: text(5001), message: max(5000) },
  { field: "therapyType", value: "", message: "Bitte wählen Sie eine Therapieart aus." },
  { field: "therapyType", value: "Yoga", message: "Bitte wählen Sie eine Therapieart aus." },
  { field: "tageszeiten", value: "", message: "Bitte geben Sie Ihre bevorzugten Tageszeiten an." },
  { field: "availability", value: "ab 8:00\t& später", message: PATTERN },
];

const RULES: Record<FormType, Rule[]> = {
  psychotherapie: [...BASE_RULES, ...PSYCHOTHERAPIE_RULES],
  sportphysiotherapie: [...BASE_RULES, ...SPORT_RULES],
  general: BASE_RULES,
};

const api = notifyServerPerFile();

function storedCount(): number {
  const store = openSqliteRequestStore(api.server.dataDir);
  try {
    return store.list().length;
  } finally {
    store.close();
  }
}

describe.each(Object.keys(RULES) as FormType[])(
  "%s form, requirements §5 on the server",
  (formType) => {
    it.each(
      RULES[formType].map((rule) => [rule.field, JSON.stringify(rule.value)?.slice(0, 20), rule]),
    )("%s = %s → 400 naming the field", async (_field, _shown, rule) => {
      const payload = validPayload(formType, { [rule.field]: rule.value });
      if (rule.value === undefined) delete payload[rule.field];
      const response = await api.post(formType, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `${labelFor(formType, rule.field)}: ${rule.message}`,
      });
    });

    it("accepts the valid payload; any printable phone; unknown fields are dropped", async () => {
      const payload = validPayload(formType, {
        phone: "+49 (911) 12-34 / 56 #2",
        terms: true,
        isAdmin: true,
      });
      const response = await api.post(formType, payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: payload.id });
      const store = openSqliteRequestStore(api.server.dataDir);
      const stored = store.get(String(payload.id));
      store.close();
      const { terms: _terms, isAdmin: _isAdmin, website: _website, ...expected } = payload;
      expect(stored?.content).toEqual({ kind: "plain", payload: expected });
    });
  },
);

describe("requests that are not a contact request", () => {
  const general = () => JSON.stringify(validPayload("general"));

  it.each([
    ["text/plain", general()],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("415 for content type %s", async (contentType, body) => {
    const response = await api.server.app.inject({
      method: "POST",
      url: "/api/notify/",
      headers: { "content-type": contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message:
        "Die Anfrage muss als JSON (Content-Type: application/json) oder als Formular (application/x-www-form-urlencoded) gesendet werden.",
    });
  });

  it("415 without a body and content type", async () => {
    const response = await api.server.app.inject({ method: "POST", url: "/api/notify/" });
    expect(response.statusCode).toBe(415);
  });

  it.each([
    ["truncated JSON", '{"firstName": "Erika"'],
    ["an empty body", ""],
    ["prototype poisoning", '{"__proto__": {"isAdmin": true}}'],
  ])("400 for %s", async (_case, body) => {
    const response = await postJson(api.server.app, "/api/notify/", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Die Anfrage enthält kein gültiges JSON." });
  });

  it.each([["[]"], ["null"], ['"Hallo"'], ["42"]])("400 for the JSON value %s", async (body) => {
    const response = await postJson(api.server.app, "/api/notify/", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Die Anfrage muss ein JSON-Objekt mit den Angaben des Formulars sein.",
    });
  });

  it("413 above the body limit, before parsing", async () => {
    const payload = validPayload("general", { padding: "x".repeat(300 * 1024) });
    const response = await postJson(api.server.app, "/api/notify/", payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "Die Anfrage ist zu groß." });
  });

  it("accepts the largest legitimate payload (every text at its maximum, in umlauts)", async () => {
    const long = (length: number) => "äöüß".repeat(length / 4);
    const payload = validPayload("psychotherapie", {
      message: long(5000),
      beschwerden: long(5000),
      currentBurden: long(5000),
      seekingHelpTrigger: long(5000),
      affectedAreas: long(5000),
      previousTherapyExperience: long(5000),
      empfehlung: long(5000),
      versicherungsName: long(5000),
      suchtbeschreibung: long(5000),
      problemDuration: long(1000),
      lastCalledPage: `/${"%C3%BC".repeat(333)}x`,
    });
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(90_000);
    const response = await postJson(api.server.app, "/api/notify/psychotherapie", payload);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ["a general request to the psychotherapy address", "general", "/api/notify/psychotherapie"],
    ["a sports request to the general address", "sportphysiotherapie", "/api/notify/"],
    [
      "a psychotherapy request to the sports address",
      "psychotherapie",
      "/api/notify/physiotherapie",
    ],
    ["a general request to the sports address", "general", "/api/notify/physiotherapie"],
  ] as const)("400 for %s", async (_case, formType, url) => {
    const response = await postJson(api.server.app, url, validPayload(formType));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Art der Anfrage: Das Formular passt nicht zu dieser Adresse.",
    });
  });

  it("404 with a JSON message for an unknown API address", async () => {
    const response = await postJson(api.server.app, "/api/notify/massage", validPayload("general"));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Diese Adresse gibt es nicht." });
  });

  it("stored nothing for any rejected request", () => {
    // Only the "accepts" cases above stored something: three forms plus the largest payload.
    expect(storedCount()).toBe(4);
  });
});
