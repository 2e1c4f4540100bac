/** The largest body the notify endpoints accept, and what the storage's free-space floor is measured in. */
import { FORM_TYPES } from "#contact/form-types.ts";
import { payloadSchemas } from "#contact/payload-schemas.ts";

/**
 * The biggest legitimate payload (psychotherapy form, every free-text field at its
 * 5000-character maximum, written in umlauts) stays below 128 KiB: twice that leaves room
 * without letting a body grow large.
 */
export const NOTIFY_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * A character as a form post carries it at worst: 4 bytes of UTF-8 (an emoji, a rare CJK
 * character), each percent-encoded as 3 ("%F0%9F%98%80"). JSON sends the same character as its
 * 4 bytes, so a form post of what the JSON path accepts can be three times as long.
 */
export const FORM_BYTES_PER_CHARACTER = 12;

type LengthCheck = { _zod: { def: { check: string; maximum?: unknown } } };
type FieldSchema = { _zod: { def: { checks?: readonly LengthCheck[] } } };

/** The maximum length in characters (code points) of a wire field, if it has one. */
export function maxLengthOf(schema: FieldSchema): number | undefined {
  const check = schema._zod.def.checks?.find((each) => each._zod.def.check === "max_length");
  return typeof check?._zod.def.maximum === "number" ? check._zod.def.maximum : undefined;
}

/**
 * What a form post of `formType` adds over the JSON path at most: each text field of the JSON
 * path's schema (names, e-mail, phone, every free text) at its maximum length, every character
 * percent-encoded at 12 bytes, with its name, "=" and "&". Everything else (choices, flags,
 * hidden fields) is short, and the JSON path's own limit is left for it.
 */
export function formPostTextBytes(formType: (typeof FORM_TYPES)[number]): number {
  const shape: Record<string, FieldSchema> = payloadSchemas[formType].shape;
  let bytes = 0;
  for (const [name, schema] of Object.entries(shape)) {
    const max = maxLengthOf(schema);
    if (max === undefined) continue;
    bytes += encodeURIComponent(name).length + 2 + max * FORM_BYTES_PER_CHARACTER;
  }
  return bytes;
}

/**
 * The body limit of a form posted by the browser itself (decision 021): the JSON path's limit
 * plus what percent-encoding adds to the largest form's texts, so every request the JSON path
 * takes is taken as a form post too (798 KiB with the JSON path's 256 KiB).
 */
export function formPostBodyLimit(jsonLimitBytes: number): number {
  return jsonLimitBytes + Math.max(...FORM_TYPES.map(formPostTextBytes));
}
