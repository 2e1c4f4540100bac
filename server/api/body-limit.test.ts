/**
 * The form post's body limit (decision 021): the largest request the JSON path accepts, sent as
 * a form with every text at its maximum in 4-byte characters, fits it; the JSON path's own limit
 * would refuse it.
 */
import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "#contact/fields.ts";
import { payloadSchemas } from "#contact/payload-schemas.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { formPostBodyLimit, maxLengthOf, NOTIFY_BODY_LIMIT_BYTES } from "./body-limit.ts";

/** Every text field of the psychotherapy payload at its maximum, in emoji (4 bytes of UTF-8). */
function largestPsychotherapiePayload() {
  const payload: Record<string, unknown> = validPayload("psychotherapie");
  const shape: Record<string, Parameters<typeof maxLengthOf>[0]> =
    payloadSchemas.psychotherapie.shape;
  for (const [name, schema] of Object.entries(shape)) {
    const max = maxLengthOf(schema);
    if (max === undefined) continue;
    // The e-mail keeps its format: ASCII, 64 characters before the at-sign.
    payload[name] = name === "email" ? `${"a".repeat(64)}@example.org` : "😀".repeat(max);
  }
  return payload;
}

describe("the form post's body limit", () => {
  it("is the JSON path's limit plus every text of the largest form at 12 bytes a character", () => {
    const texts = 9 * MAX_LENGTH.text + MAX_LENGTH.problemDuration + 3 * 50 + 100;
    const names = [
      "firstName",
      "lastName",
      "email",
      "phone",
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
    ].reduce((sum, name) => sum + name.length + 2, 0);
    expect(formPostBodyLimit(NOTIFY_BODY_LIMIT_BYTES)).toBe(
      NOTIFY_BODY_LIMIT_BYTES + texts * 12 + names,
    );
  });

  it("holds the largest request the JSON path accepts, percent-encoded as a browser posts it", () => {
    const payload = largestPsychotherapiePayload();
    expect(payloadSchemas.psychotherapie.safeParse(payload).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(NOTIFY_BODY_LIMIT_BYTES);
    const form = new URLSearchParams(
      Object.entries(payload).map(([name, value]) => [name, String(value)]),
    ).toString();
    expect(form.length).toBeGreaterThan(NOTIFY_BODY_LIMIT_BYTES);
    expect(form.length).toBeLessThanOrEqual(formPostBodyLimit(NOTIFY_BODY_LIMIT_BYTES));
  });
});
