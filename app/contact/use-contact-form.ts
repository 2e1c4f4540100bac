/**
 * One contact form's state, with the HTML form as the one source of its values (decision 020).
 *
 * The fields are uncontrolled: React renders their names and defaults and never writes a value,
 * so whatever the visitor typed before the island ran stays where it is, and hydration has
 * nothing to reconcile. The values are read from the form when needed, `new FormData(form)`
 * through `formValuesOf` (contact/form-values.ts, the reading the server gives a posted form),
 * and checked by the form's zod schema (contact/form-schemas.ts). React holds only what the page
 * renders from them (`FormView`): each touched field's message, the few values other parts
 * depend on (the conditional questions, the burden scale's number), and whether the form holds
 * entries. It changes only when one of those does, so a keystroke re-renders nothing else.
 *
 * Messages (requirements §5): a field's message appears once it is touched (left, or checked by
 * „Weiter“ or „Anfrage senden“), then follows every change.
 *
 * The wizard keeps each form's state while the form is not on the page (the chooser shows): the
 * last values read stay, and go back into the fields when the form is shown again.
 */
import { useMemo, useRef, useState } from "react";
import { defaultValues, formSchemas } from "#contact/form-schemas.ts";
import type { FormType } from "#contact/form-types.ts";
import { formValuesOf } from "#contact/form-values.ts";
import { changedValues } from "./draft-storage.ts";

export type FormValues = Readonly<Record<string, unknown>>;

/** What the form renders from its values. */
export interface FormView {
  /** The message of each touched field that is invalid. */
  errors: Readonly<Record<string, string>>;
  /** The values other parts of the form depend on (`WATCHED`). */
  watched: FormValues;
  /** Whether a value differs from the form's defaults (the leave guard, „Eingaben verwerfen“). */
  hasEntries: boolean;
}

/** The fields whose values decide what else the form shows. */
const WATCHED = ["hasPreviousTherapy", "informationsquelle", "versicherungsArt", "burdenScale"];

const DEFAULTS: Record<FormType, FormValues> = defaultValues;

const same = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));

function sameRecord(a: FormValues, b: FormValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => same(a[key], b[key]));
}

const sameView = (a: FormView, b: FormView) =>
  a.hasEntries === b.hasEntries &&
  sameRecord(a.errors, b.errors) &&
  sameRecord(a.watched, b.watched);

const watchedOf = (values: FormValues) =>
  Object.fromEntries(WATCHED.filter((name) => name in values).map((name) => [name, values[name]]));

/** Puts `values` into the form's fields (a radio group: the radio of that value is checked). */
export function writeValues(form: HTMLFormElement, values: FormValues): void {
  for (const [name, value] of Object.entries(values)) {
    for (const field of form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)) {
      if (field.type === "checkbox") field.checked = value === true;
      else if (field.type === "radio") field.checked = field.value === value;
      else if (typeof value === "string" || Number.isFinite(value)) field.value = String(value);
    }
  }
}

export interface ContactForm {
  type: FormType;
  view: FormView;
  /** The ref of the `<form>`: its fields take the kept values when it appears. */
  attach: (form: HTMLFormElement | null) => void;
  /** The form's current values. */
  values: () => FormValues;
  /** A field's value changed (`input`/`change` on the form). */
  changed: () => void;
  /** Marks the fields touched, shows their messages; true when all of them are valid. */
  check: (names: readonly string[]) => boolean;
  /** Touches every field; the schema's output when the form is valid, otherwise null. */
  submit: () => unknown;
  /** Puts values into the fields that still hold their defaults (the tab's draft, silently). */
  restore: (values: FormValues) => void;
  /** Back to the defaults, no field touched. */
  reset: () => void;
}

/**
 * `onValues` hears the form's values after every change, restore and reset (the tab's draft).
 */
export function useContactForm(
  type: FormType,
  onValues: (type: FormType, values: FormValues) => void,
): ContactForm {
  const defaults = DEFAULTS[type];
  const [view, setView] = useState<FormView>(() => ({
    errors: {},
    watched: watchedOf(defaults),
    hasEntries: false,
  }));
  const element = useRef<HTMLFormElement | null>(null);
  /** The values last read, kept while the form is not on the page. */
  const kept = useRef<FormValues>(defaults);
  const touched = useRef(new Set<string>());
  const listener = useRef(onValues);
  listener.current = onValues;

  const actions = useMemo((): Omit<ContactForm, "view"> => {
    const read = (): FormValues =>
      element.current ? formValuesOf(type, new FormData(element.current)) : kept.current;

    /**
     * Takes `values` as the form's; returns every invalid field's message (none checked while no
     * field is touched: no message could show).
     */
    const update = (values: FormValues): Record<string, string> => {
      kept.current = values;
      const issues: Record<string, string> = {};
      const result = touched.current.size > 0 ? formSchemas[type].safeParse(values) : undefined;
      for (const issue of result?.error?.issues ?? []) {
        const name = String(issue.path[0] ?? "");
        issues[name] ??= issue.message;
      }
      const errors = Object.fromEntries(
        Object.entries(issues).filter(([name]) => touched.current.has(name)),
      );
      const next: FormView = {
        errors,
        watched: watchedOf(values),
        hasEntries: Object.keys(changedValues(values, defaults)).length > 0,
      };
      setView((previous) => (sameView(previous, next) ? previous : next));
      listener.current(type, values);
      return issues;
    };

    const check = (names: readonly string[]) => {
      for (const name of names) touched.current.add(name);
      const issues = update(read());
      return names.every((name) => !(name in issues));
    };

    return {
      type,
      attach: (form) => {
        element.current = form;
        if (!form) return;
        // Shown again: the kept entries go back into the new form's fields. Hydrated: the kept
        // values are the defaults, and the fields keep what the visitor typed before.
        writeValues(form, changedValues(kept.current, defaults));
        update(read());
      },
      values: read,
      changed: () => void update(read()),
      check,
      submit: () => {
        if (!check(Object.keys(defaults))) return null;
        return formSchemas[type].parse(kept.current);
      },
      restore: (values) => {
        const current = read();
        const restored = Object.fromEntries(
          Object.entries(values).filter(([name]) => same(current[name], defaults[name])),
        );
        if (element.current) writeValues(element.current, restored);
        update(element.current ? read() : { ...current, ...restored });
      },
      reset: () => {
        touched.current.clear();
        if (element.current) writeValues(element.current, defaults);
        update(defaults);
      },
    };
  }, [type, defaults]);
  return useMemo(() => ({ ...actions, view }), [actions, view]);
}
