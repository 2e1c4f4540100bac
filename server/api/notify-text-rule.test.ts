/**
 * The text rule (decision 007) on the real server: what real people type is accepted and stored
 * as typed; control characters, line and paragraph separators, bidirectional controls and lone
 * surrogates are answered 400 in every field of every form, naming the field. The browser form
 * cannot even hold some of these (an <input> drops CR and LF, a textarea turns CR into LF), so
 * this is where each of them is checked against every field.
 */
import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "#contact/fields.ts";
import { FORM_TYPES, type FormType, HONEYPOT_FIELD } from "#contact/form-types.ts";
import { labelFor } from "#contact/labels.ts";
import { payloadSchemas } from "#contact/payload-schemas.ts";
import { ACCEPTED_SAMPLES, LF_SAMPLE, REJECTED_SAMPLES } from "#contact/text-rule-samples.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { notifyServerPerFile } from "#test-support/server/fixtures.ts";

const PATTERN = "Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.";
const INVALID = "Ungültiger Wert.";

const sample = (name: string) => {
  const found = REJECTED_SAMPLES.find(([sampleName]) => sampleName === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found;
};
const BIDI = REJECTED_SAMPLES.filter(([name]) => name.startsWith("bidi"));
/** The line-forging characters checked in every field of every form. */
const LINE_BREAKS = [sample("CR"), LF_SAMPLE, sample("CR LF"), sample("an ANSI sequence")];
const FREE_TEXT_REJECTED = [sample("CR"), sample("CR LF"), sample("an ANSI sequence"), ...BIDI];

type Check = { _zod: { def: { check: string; maximum?: unknown } } };
type StringSchema = { _zod: { def: { type: string; checks?: readonly Check[] } } };

/** The maximum of a string schema's max-length check, 0 without one. */
const maxLengthOf = (schema: StringSchema): number => {
  const check = schema._zod.def.checks?.find((each) => each._zod.def.check === "max_length");
  return typeof check?._zod.def.maximum === "number" ? check._zod.def.maximum : 0;
};

/**
 * The text fields of each wire schema, read from the schema: one-line fields are the strings
 * with a short maximum (names, e-mail, phone) plus the site path lastCalledPage; free texts are
 * the strings with a long maximum (requiredText and optionalText); `other` are the remaining
 * strings (checked against fixed values).
 */
function fieldsOf(formType: FormType) {
  const shape: Record<string, StringSchema> = payloadSchemas[formType].shape;
  const singleLine: string[] = [];
  const freeText: string[] = [];
  const other: string[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    if (schema._zod.def.type !== "string") continue;
    const max = maxLengthOf(schema);
    if (name === "lastCalledPage" || (max > 0 && max < MAX_LENGTH.problemDuration)) {
      singleLine.push(name);
    } else if (max >= MAX_LENGTH.problemDuration) {
      freeText.push(name);
    } else {
      other.push(name);
    }
  }
  return { singleLine, freeText, other };
}

/** A value of `name` with `inner` inside it (valid without `inner`). */
function valueWith(name: string, inner: string): string {
  if (name === "email") return `erika${inner}@example.org`;
  if (name === "lastCalledPage") return `/kontakt${inner}x`;
  return `Zeile 1${inner}Zeile 2`;
}

const messageFor = (formType: FormType, name: string) =>
  `${labelFor(formType, name)}: ${name === "lastCalledPage" ? INVALID : PATTERN}`;

const api = notifyServerPerFile();

/** Posts a valid payload of `formType` with `change`; the honeypot stays empty. */
async function post(formType: FormType, change: Record<string, unknown>) {
  const payload = validPayload(formType, { ...change, [HONEYPOT_FIELD]: "" });
  const response = await api.post(formType, payload);
  return { payload, response };
}

const stored = (id: unknown): unknown => api.stored(id);

describe("the field lists read from the schemas", () => {
  it("cover every text field of every form", () => {
    expect(fieldsOf("general")).toEqual({
      singleLine: ["firstName", "lastName", "email", "phone", "lastCalledPage"],
      freeText: ["message"],
      other: ["id"],
    });
    expect(fieldsOf("sportphysiotherapie").freeText).toEqual([
      "message",
      "availability",
      "tageszeiten",
      "beschwerden",
    ]);
    expect(fieldsOf("psychotherapie").freeText).toHaveLength(10);
    // Not free text: the request id and the ", "-joined time-of-day labels, both checked
    // against fixed values.
    expect(fieldsOf("psychotherapie").other).toEqual(["id", "tageszeiten"]);
  });
});

describe("accepted as typed (201, stored unchanged)", () => {
  it.each(ACCEPTED_SAMPLES)("%j in Vorname and in Ihre Nachricht", async (sample) => {
    for (const name of ["firstName", "message"]) {
      const { payload, response } = await post("general", { [name]: sample });
      expect(response.statusCode).toBe(201);
      expect(stored(payload.id)).toMatchObject({ kind: "plain", payload: { [name]: sample } });
    }
  });

  it("a text of several lines in Ihre Nachricht", async () => {
    const message = "Guten Tag,\n„Zitat“, 20 € 😀\n\nViele Grüße";
    const { payload, response } = await post("general", { message });
    expect(response.statusCode).toBe(201);
    expect(stored(payload.id)).toMatchObject({ payload: { message } });
  });

  it.each(["", "/", "/psychotherapie/leistungen/angststoerungen", "/psychotherapie/f%C3%BCrth"])(
    "lastCalledPage %j",
    async (lastCalledPage) => {
      const { response } = await post("general", { lastCalledPage });
      expect(response.statusCode).toBe(201);
    },
  );
});

describe("refused with the pattern message (400)", () => {
  it.each([...REJECTED_SAMPLES, LF_SAMPLE])("%s in Vorname", async (_name, char) => {
    const { response } = await post("general", { firstName: `Eri${char}ka` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Vorname: ${PATTERN}` });
  });

  it.each(REJECTED_SAMPLES)("%s in Ihre Nachricht", async (_name, char) => {
    const { response } = await post("general", { message: `Zeile 1\nZeile${char}2` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Ihre Nachricht: ${PATTERN}` });
  });

  it.each([
    "javascript:alert(1)",
    "https://evil.example/",
    "//evil.example",
    "/a b",
    "/a\r\nb",
    "/<script>",
    "/%zz",
    `/${"x".repeat(2000)}`,
  ])("lastCalledPage %j: Zuletzt besuchte Seite: Ungültiger Wert.", async (lastCalledPage) => {
    const { response } = await post("general", { lastCalledPage });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Zuletzt besuchte Seite: ${INVALID}` });
  });
});

describe.each(FORM_TYPES)("every field of the %s form", (formType) => {
  const { singleLine, freeText } = fieldsOf(formType);

  it.each(LINE_BREAKS)("%s in every one-line field: 400 naming the field", async (_n, char) => {
    for (const name of singleLine) {
      const { response } = await post(formType, { [name]: valueWith(name, char) });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ message: messageFor(formType, name) });
    }
  });

  it.each(FREE_TEXT_REJECTED)("%s in every free text: 400 naming the field", async (_n, char) => {
    for (const name of freeText) {
      const { response } = await post(formType, { [name]: valueWith(name, char) });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ message: messageFor(formType, name) });
    }
  });

  it("LF alone in every free text: 201, stored unchanged", async () => {
    for (const name of freeText) {
      const value = valueWith(name, "\n");
      const { payload, response } = await post(formType, { [name]: value });
      expect(response.statusCode, name).toBe(201);
      expect(stored(payload.id), name).toMatchObject({ payload: { [name]: value } });
    }
  });
});
