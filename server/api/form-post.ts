/**
 * A contact form posted by the browser itself, without the wizard's script (issue 31):
 * `application/x-www-form-urlencoded` at the notify endpoints. The fields carry the names the
 * form's controls have (the keys of the form's schema, contact/form-schemas.ts), so the post is
 * read into the form's values and checked by the same schema the wizard uses, and the request is
 * built by the same payload builder (contact/payload.ts): 'Ja'/'Nein', '-' for what is empty or
 * not shown, the tageszeiten line. From there it goes the JSON path's way (read-submission.ts).
 * Pure: no storage, no HTTP.
 */
import { formSchemas } from "#contact/form-schemas.ts";
import { type FormType, HONEYPOT_FIELD, MODES, type Mode } from "#contact/form-types.ts";
import { formValuesOf } from "#contact/form-values.ts";
import { requiredLabel } from "#contact/labels.ts";
import { buildPayload, type FormValuesFor } from "#contact/payload.ts";
import type { Problem } from "#server/form-result-pages.ts";
import { readSubmission, type Submission } from "./read-submission.ts";

/**
 * Whether a form body is what a browser sends from our UTF-8 pages: no other charset named, no
 * raw byte that was not UTF-8 (read as U+FFFD), every escape a complete UTF-8 sequence.
 * URLSearchParams would read anything else into U+FFFD or literal escapes, and the practice
 * would get a request with garbled names without anyone noticing.
 */
export function isUtf8Form(body: string, contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return false;
  if (body.includes("\uFFFD")) return false;
  try {
    decodeURIComponent(body);
    return true;
  } catch {
    return false;
  }
}

/** The page's mode the form says it was sent from; the neutral one when it says nothing valid. */
function modeOf(fields: URLSearchParams): Mode {
  const mode = fields.get("mode");
  return (MODES as readonly (string | null)[]).includes(mode) ? (mode as Mode) : "default";
}

export type FormPost =
  | Submission
  /** What the visitor must fix: each field's label and first message, in the form's order. */
  | { kind: "problems"; problems: Problem[] };

/**
 * Reads a posted form. `idFor` gives the request's id from what was posted (repeat-guard.ts:
 * the same post twice gets the same id, so it is stored once).
 */
export function readFormPost(
  formType: FormType,
  fields: URLSearchParams,
  idFor: (formType: FormType, values: Record<string, unknown>) => string,
): FormPost {
  const values = formValuesOf(formType, fields);
  const mode = modeOf(fields);
  // A filled honeypot is spam, answered like a request (read-submission.ts decides).
  if (String(values[HONEYPOT_FIELD] ?? "").trim() !== "") {
    return readSubmission(formType, { ...values, mode });
  }
  const result = formSchemas[formType].safeParse(values);
  if (!result.success) {
    const order = Object.keys(values);
    const firstPerField = new Map<string, string>();
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "");
      if (!firstPerField.has(name)) firstPerField.set(name, issue.message);
    }
    const problems = [...firstPerField]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([name, message]) => ({ label: requiredLabel(formType, name), message }));
    return { kind: "problems", problems };
  }
  const payload = buildPayload(formType, result.data as FormValuesFor[typeof formType], {
    mode,
    lastCalledPage: String(values.lastCalledPage ?? ""),
    // The mode is part of the request: the same values from another page are another request.
    id: idFor(formType, { ...values, mode }),
  });
  return readSubmission(formType, payload);
}
