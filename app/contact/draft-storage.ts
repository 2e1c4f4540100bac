/**
 * The contact forms' drafts in the tab's `sessionStorage` (decision 015): what a visitor typed
 * survives a reload, a tab the phone discarded, and a page loaded anew on Back or Forward, and
 * goes with the tab. Never `localStorage`, a cookie or the server: nothing leaves the device
 * before the visitor sends it.
 *
 * One key, `contactDraft`, holds a JSON object:
 * `{ "version": 1, "forms": { "<form type>": { "values": {…}, "step": n } }, "open": { "path", "form" } }`
 * - `values`: only the fields that differ from the form's defaults, never the honeypot;
 * - `step`: the psychotherapy wizard's step (only that form has one), 1 … TOTAL_STEPS; another
 *   value (a draft edited by hand, or of a wizard with other steps) is left out, so the form
 *   starts on step 1;
 * - `open`: the form shown last on the page at `path` (absent: the page's own first view).
 * A form without entries has no record; with no record left the key is removed.
 *
 * Every access is wrapped: a browser that refuses the storage (Safari's private mode quota,
 * storage disabled, no `window` while prerendering) works as before, just without drafts.
 */
import { type FormType, HONEYPOT_FIELD } from "#contact/form-types.ts";
import { TOTAL_STEPS } from "#contact/wizard-steps.ts";
import { DRAFT_KEY } from "./draft-key.ts";

export { DRAFT_KEY };

const VERSION = 1;

type FieldValue = string | number | boolean | string[];
export type DraftValues = Record<string, FieldValue>;

export interface FormDraft {
  values: DraftValues;
  step?: number;
}

export interface Draft {
  forms: Partial<Record<FormType, FormDraft>>;
  open?: { path: string; form: FormType };
}

const FORM_TYPES: readonly FormType[] = ["psychotherapie", "sportphysiotherapie", "general"];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Reading the property itself throws where storage is disabled.
    return null;
  }
}

const isFormType = (value: unknown): value is FormType =>
  typeof value === "string" && (FORM_TYPES as readonly string[]).includes(value);

function isFieldValue(value: unknown): value is FieldValue {
  if (Array.isArray(value)) return value.every((item) => typeof item === "string");
  return ["string", "number", "boolean"].includes(typeof value);
}

/** One of the psychotherapy wizard's steps (contact/wizard-steps.ts). */
export const isWizardStep = (step: unknown): step is number =>
  Number.isInteger(step) && (step as number) >= 1 && (step as number) <= TOTAL_STEPS;

function formDraftOf(value: unknown): FormDraft | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { values, step } = value as Record<string, unknown>;
  if (typeof values !== "object" || values === null) return undefined;
  const kept: DraftValues = {};
  for (const [name, field] of Object.entries(values)) {
    if (name !== HONEYPOT_FIELD && isFieldValue(field)) kept[name] = field;
  }
  return isWizardStep(step) ? { values: kept, step } : { values: kept };
}

/** The tab's draft, or null (none, unreadable, another version, or no storage). */
export function readDraft(): Draft | null {
  let text: string | null;
  try {
    text = storage()?.getItem(DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { version, forms, open } = parsed as Record<string, unknown>;
  if (version !== VERSION || typeof forms !== "object" || forms === null) return null;
  const draft: Draft = { forms: {} };
  for (const type of FORM_TYPES) {
    const form = formDraftOf((forms as Record<string, unknown>)[type]);
    if (form) draft.forms[type] = form;
  }
  if (typeof open === "object" && open !== null) {
    const { path, form } = open as Record<string, unknown>;
    if (typeof path === "string" && isFormType(form)) draft.open = { path, form };
  }
  return draft;
}

function writeDraft(draft: Draft): void {
  const store = storage();
  if (!store) return;
  try {
    if (Object.keys(draft.forms).length === 0) store.removeItem(DRAFT_KEY);
    else store.setItem(DRAFT_KEY, JSON.stringify({ version: VERSION, ...draft }));
  } catch {
    // Quota exceeded or storage refused: the form works on, without a draft.
  }
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : a === b;

/** The fields of `values` that differ from `defaults`, without the honeypot. */
export function changedValues(
  values: Record<string, unknown>,
  defaults: Record<string, unknown>,
): DraftValues {
  const changed: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === HONEYPOT_FIELD || !(name in defaults) || !isFieldValue(value)) continue;
    if (!same(value, defaults[name])) changed[name] = value;
  }
  return changed;
}

/**
 * The stored values a form can take back: fields it has, of the type of their default (a draft
 * written by an older version of the form must not put a wrong type into a field).
 */
export function restorableValues(
  stored: DraftValues,
  defaults: Record<string, unknown>,
): DraftValues {
  const kept: DraftValues = {};
  for (const [name, value] of Object.entries(stored)) {
    if (name === HONEYPOT_FIELD || !(name in defaults)) continue;
    const initial = defaults[name];
    const sameType = Array.isArray(initial)
      ? Array.isArray(value)
      : typeof value === typeof initial && !Array.isArray(value);
    if (sameType) kept[name] = value;
  }
  return kept;
}

/**
 * Keeps the form's entries (those that differ from its defaults), its step, and which form the
 * page shows (`open`); a form whose entries are all back at their defaults loses its record.
 */
export function saveForm(
  type: FormType,
  values: Record<string, unknown>,
  defaults: Record<string, unknown>,
  step?: number,
  open?: Draft["open"],
): void {
  const draft = readDraft() ?? { forms: {} };
  const changed = changedValues(values, defaults);
  if (Object.keys(changed).length === 0) delete draft.forms[type];
  else draft.forms[type] = step === undefined ? { values: changed } : { values: changed, step };
  if (open) draft.open = open;
  writeDraft(draft);
}

/**
 * Notes which form the page at `path` shows (null: the chooser), for as long as some form has
 * entries.
 */
export function saveOpenForm(path: string, form: FormType | null): void {
  const draft = readDraft();
  if (!draft) return;
  if (form === null) {
    if (draft.open?.path !== path) return;
    delete draft.open;
  } else if (draft.open?.path === path && draft.open.form === form) return;
  else draft.open = { path, form };
  writeDraft(draft);
}

/** Erases a form's draft (sent or discarded); the key goes with the last one. */
export function eraseForm(type: FormType): void {
  const draft = readDraft();
  if (!draft?.forms[type]) return;
  delete draft.forms[type];
  writeDraft(draft);
}
