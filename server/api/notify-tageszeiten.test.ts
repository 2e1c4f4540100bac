/**
 * The psychotherapy form's `tageszeiten` on the real server: the ", "-joined time-of-day labels
 * may repeat, so the value is bounded like every free text (5000 characters). Before, a 254 KB
 * value was accepted, stored and mailed.
 */
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#contact/form-types.ts";
import { tageszeitenOfLength, validPayload } from "#test-support/contact-fixtures.ts";
import { notifyServerPerFile } from "#test-support/server/fixtures.ts";

const api = notifyServerPerFile();

async function post(tageszeiten: string) {
  const payload = validPayload("psychotherapie", { tageszeiten, [HONEYPOT_FIELD]: "" });
  const response = await api.post("psychotherapie", payload);
  return { response, stored: api.stored(payload.id) };
}

describe("psychotherapy tageszeiten: at most 5000 characters", () => {
  it("stores a label list of 5000 characters as sent", async () => {
    const tageszeiten = tageszeitenOfLength(5000);
    expect(tageszeiten).toHaveLength(5000);
    const { response, stored } = await post(tageszeiten);
    expect(response.statusCode).toBe(201);
    expect(stored).toMatchObject({ kind: "plain", payload: { tageszeiten } });
  });

  it.each([
    ["5001 characters", 5001],
    ["254 KB", 254_000],
  ])(
    "refuses a label list of %s with the API's validation error, storing nothing",
    async (_name, length) => {
      const tageszeiten = tageszeitenOfLength(length);
      expect(tageszeiten).toHaveLength(length);
      const { response, stored } = await post(tageszeiten);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Bevorzugte Tageszeiten: Bitte maximal 5000 Zeichen eingeben.",
      });
      expect(stored).toBeUndefined();
    },
  );
});
