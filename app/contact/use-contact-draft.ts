/**
 * Wires the wizard's three forms to their drafts in the tab (draft-storage.ts, decision 015).
 *
 * - Restore, once after hydration and silently: each form takes back its stored entries, except
 *   in a field the visitor changed in the prerendered form before React ran (keep-typed-value.ts
 *   adopted it, so it is dirty already): the newer entry wins. The entries count as unsent, so
 *   the leave guard keeps asking where a browser asks. On the page it was shown on, the form
 *   shown last opens again. The psychotherapy step is the step history's (use-step-history.ts,
 *   `resume`), which reads it from the same draft.
 * - Write on every change of a form's values, of the psychotherapy step and of the form shown;
 *   a form back at its defaults loses its record. Restoring comes first, so the page's defaults
 *   never overwrite a draft before it is read.
 * - `erase` after a successful send or a discard (resetting the form erases the record as well;
 *   this says so explicitly).
 */
import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { defaultValues } from "#contact/form-schemas.ts";
import type { FormType } from "#contact/form-types.ts";
import {
  type Draft,
  eraseForm,
  restorableValues,
  saveForm,
  saveOpenForm,
} from "./draft-storage.ts";

// The three forms' types differ; here only their field names and values matter.
// biome-ignore lint/suspicious/noExplicitAny: any form of the wizard
type AnyForm = UseFormReturn<any, unknown, any>;
export type DraftForms = Record<FormType, AnyForm>;

export interface ContactDraft {
  erase: (type: FormType) => void;
}

const DEFAULTS: Record<FormType, Record<string, unknown>> = defaultValues;

export function useContactDraft({
  draft,
  forms,
  formType,
  psychotherapieStep,
  showForm,
}: {
  /** The tab's draft as read before the first render (null: none, or no storage). */
  draft: Draft | null;
  forms: DraftForms;
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

  const save = useCallback((type: FormType, values: FieldValues) => {
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
      if (!record) continue;
      const form = all[type];
      for (const [name, value] of Object.entries(restorableValues(record.values, DEFAULTS[type]))) {
        if (form.getFieldState(name).isDirty) continue;
        form.setValue(name, value, { shouldDirty: true });
      }
    }
    const open = stored?.open;
    if (open && open.path === window.location.pathname && stored?.forms[open.form]) {
      show(open.form);
    }
    restored.current = true;
    // Entries typed before hydration were adopted before this ran: keep them too.
    for (const type of types) save(type, all[type].getValues());
    const subscriptions = types.map((type) =>
      all[type].watch((values) => save(type, values as FieldValues)),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [save]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: written on each step change
  useEffect(() => {
    if (restored.current) save("psychotherapie", formsRef.current.psychotherapie.getValues());
  }, [psychotherapieStep, save]);

  useEffect(() => {
    if (restored.current) saveOpenForm(window.location.pathname, formType);
  }, [formType]);

  return { erase: useCallback((type: FormType) => eraseForm(type), []) };
}
