/**
 * A failed parse of a payload as the one German sentence the notify API answers with (decision
 * 004). Apart from the wire schemas because it needs the labels, whose record is typed over those
 * schemas' keys.
 */
import type { z } from "zod/mini";
import type { FormType } from "./form-types.ts";
import { labelFor } from "./labels.ts";
import { INVALID_REQUEST_MESSAGE } from "./payload-schemas.ts";

/**
 * The first issue of a failed parse as one German sentence naming the field, e.g.
 * 'Vorname: Bitte Ihren Vornamen eingeben.'; an issue about the whole body has no field name.
 */
export function describeIssue(error: z.core.$ZodError, formType: FormType): string {
  const issue = error.issues[0];
  if (!issue) return INVALID_REQUEST_MESSAGE;
  const name = issue.path[0];
  const label = typeof name === "string" ? labelFor(formType, name) : undefined;
  return label ? `${label}: ${issue.message}` : issue.message;
}
