/**
 * Turns the parsed JSON body of a notify call into a contact request, a spam request or a
 * German error message. Pure: no storage, no HTTP.
 *
 * Order of checks: the body must be a JSON object; a filled honeypot makes it spam (whatever
 * else it holds, so a bot learns nothing); the form must belong to the URL suffix; then the
 * wizard's own zod schema of that form. Unknown fields are dropped by the schema.
 *
 * Spam is kept for review in the shape of a real request of its form: the form's payload
 * fields as text, each cut to the longest free text, plus the honeypot, so what is stored is
 * bounded and every output shows it like a real request (escaped, see server/text/).
 */
import { MAX_LENGTH } from "#contact/fields.ts";
import { type FormType, HONEYPOT_FIELD } from "#contact/form-types.ts";
import { describeIssue } from "#contact/issue-message.ts";
import { payloadFieldOrder } from "#contact/labels.ts";
import { createRequestId } from "#contact/payload.ts";
import { payloadSchemaFor, REQUEST_ID_PATTERN } from "#contact/payload-schemas.ts";
import { API_MESSAGES } from "./messages.ts";

export type Submission =
  | { kind: "request"; formType: FormType; id: string; payload: Record<string, unknown> }
  | { kind: "spam"; formType: FormType; id: string; payload: Record<string, unknown> }
  | { kind: "invalid"; reason: InvalidReason; message: string };

/** Why a body was rejected, for logs (never the value itself). */
export type InvalidReason = "not-an-object" | "wrong-form" | `field:${string}`;

/** The `contactType` each form sends; the psychotherapy form sends none. */
const CONTACT_TYPES: Record<FormType, string | undefined> = {
  psychotherapie: undefined,
  sportphysiotherapie: "sportphysiotherapie",
  general: "general",
};

export function readSubmission(
  formType: FormType,
  body: unknown,
  newId: () => string = createRequestId,
): Submission {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { kind: "invalid", reason: "not-an-object", message: API_MESSAGES.notAnObject };
  }
  const fields = body as Record<string, unknown>;

  if (isFilled(fields[HONEYPOT_FIELD])) {
    const id =
      typeof fields.id === "string" && REQUEST_ID_PATTERN.test(fields.id) ? fields.id : newId();
    return { kind: "spam", formType, id, payload: spamPayload(formType, fields) };
  }

  if (fields.contactType !== CONTACT_TYPES[formType]) {
    return { kind: "invalid", reason: "wrong-form", message: API_MESSAGES.wrongForm };
  }

  const result = payloadSchemaFor(formType).safeParse(fields);
  if (!result.success) {
    const field = result.error.issues[0]?.path[0];
    return {
      kind: "invalid",
      reason: `field:${typeof field === "string" ? field : "body"}`,
      message: describeIssue(result.error, formType),
    };
  }
  const { [HONEYPOT_FIELD]: _honeypot, ...payload } = result.data as Record<string, unknown>;
  return { kind: "request", formType, id: String(payload.id), payload };
}

/** The form's payload fields and the honeypot, each as text of bounded length. */
function spamPayload(formType: FormType, fields: Record<string, unknown>): Record<string, string> {
  const names = [...payloadFieldOrder[formType], HONEYPOT_FIELD];
  return Object.fromEntries(names.map((name) => [name, boundedText(fields[name])]));
}

function boundedText(value: unknown): string {
  const text =
    typeof value === "string"
      ? value
      : typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : "";
  return text.slice(0, MAX_LENGTH.text);
}

/** A honeypot counts as filled when it holds anything but nothing or blank text. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
