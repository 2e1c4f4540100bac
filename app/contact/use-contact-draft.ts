/**
 * Wires the wizard's three forms to their drafts in the tab (draft-storage.ts, decision 015).
 *
 * - Restore, once after hydration and silently: each form takes back its stored entries, except
 *   in a field that no longer holds its default (the visitor changed it in the prerendered form
 *   before React ran, or the browser put it back itself): the newer entry wins. The entries count as unsent, so
 *   the leave guard keeps asking where a browser asks. On the page it was shown on, the form
 *   shown last opens again. The psychotherapy step is the step history's (use-step-history.ts,
 *   `resume`), which reads it from the same draft.
 * - Write on every change of a form's values (`save`, which each form calls,
 *   use-contact-form.ts), of the psychotherapy step and of the form shown;
 *   a form back at its defaults loses its record. Restoring comes first, so the page's defaults
 *   never overwrite a draft before it is read.
 * - `erase` after a successful send or a discard (resetting the form erases the record as well;
 *   this says so explicitly).
 */
import { useCallback, useEffect, useRef } from "react";
import { defaultValues } from "#contact/form-schemas.ts";
import type { FormType } from "#contact/form-types.ts";
import {
  type Draft,
  eraseForm,
  restorableValues,
  saveForm,
  saveOpenForm,
} from "./draft-storage.ts";
import type { ContactForm, FormValues } from "./use-contact-form.ts";

export interface ContactDraft {
  /** Keeps a form's values (ignored until the draft has been restored). */
  save: (type: FormType, values: FormValues) => void;
  erase: (type: FormType) => void;
}

const DEFAULTS: Record<FormType, FormValues> = defaultValues;

export function useContactDraft({
  draft,
  forms,
  formType,
  psychotherapieStep,
  showForm,
}: {
  /** The tab's draft as read before the first render (null: none, or no storage). */
  draft: Draft | null;
  forms: Record<FormType, ContactForm>;
  formType: FormType | null;
  psychotherapieStep: number;
  /** Opens a form again without moving the focus (a silent restore). */
  showForm: (type: FormType) => void;
}): ContactDraft {
  const restored = useRef(false);
  const formsRef = useRef(forms);
  formsRef.current = forms;
  const stepRef = useRef(psychotherapieStep);
  stepRef.current = psychotherapieStep;
  const formTypeRef = useRef(formType);
  formTypeRef.current = formType;
  const initial = useRef({ draft, showForm });

  const save = useCallback((type: FormType, values: FormValues) => {
    if (!restored.current) return;
    const path = window.location.pathname;
    const shown = formTypeRef.current;
    saveForm(
      type,
      values,
      DEFAULTS[type],
      type === "psychotherapie" ? stepRef.current : undefined,
      shown ? { path, form: shown } : undefined,
    );
  }, []);

  useEffect(() => {
    const { draft: stored, showForm: show } = initial.current;
    const all = formsRef.current;
    const types = Object.keys(all) as FormType[];
    for (const type of types) {
      const record = stored?.forms[type];
      if (record) all[type].restore(restorableValues(record.values, DEFAULTS[type]));
    }
    const open = stored?.open;
    if (open && open.path === window.location.pathname && stored?.forms[open.form]) {
      show(open.form);
    }
    restored.current = true;
    // Entries typed before hydration stay in their fields: keep them too.
    for (const type of types) save(type, all[type].values());
  }, [save]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: written on each step change
  useEffect(() => {
    if (restored.current) save("psychotherapie", formsRef.current.psychotherapie.values());
  }, [psychotherapieStep, save]);

  useEffect(() => {
    if (restored.current) saveOpenForm(window.location.pathname, formType);
  }, [formType]);

  return { save, erase: useCallback((type: FormType) => eraseForm(type), []) };
}
