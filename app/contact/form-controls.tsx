/**
 * The wizard's controls: each one a `Field` (app/ui/field.tsx) named by its field's key in the
 * form's schema, uncontrolled (the form is the source of its values, use-contact-form.ts),
 * labelled from contact/labels.ts and showing its field's message from the form's view. Nothing
 * here knows a rule.
 *
 * The controls are handed out by `controlsFor<FormInput>()` only, so a field name is one of the
 * form's own: a misspelt name is a type error, and a name without a label throws.
 */
import { createContext, type KeyboardEvent, type ReactNode, useContext } from "react";
import { Field, type FieldControlProps, FieldGroup } from "#app/ui/field.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { BURDEN_SCALE } from "#contact/fields.ts";
import type { FormType } from "#contact/form-types.ts";
import { requiredLabel } from "#contact/labels.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import type { FormView } from "./use-contact-form.ts";

/** The form the controls belong to (labels and ids depend on it). */
export const FormTypeContext = createContext<FormType>("general");

/** What the form renders from its values: messages and the values others depend on. */
export const FormViewContext = createContext<FormView>({
  errors: {},
  watched: {},
  hasEntries: false,
});

/** The form's current value of a field others depend on (use-contact-form.ts, `WATCHED`). */
export const useWatched = (name: string): unknown => useContext(FormViewContext).watched[name];

/**
 * The id of the note of a question that applies only under a condition, while the condition does
 * not hold (psychotherapie-steps.tsx): that is the prerendered form, and so the one page without
 * script. There the question is described by its note and claims not to be required, since it
 * may not apply; the wizard shows it only when it applies, and then it is required.
 */
export const ConditionNoteContext = createContext<string | undefined>(undefined);

/** `control` also described by the condition's note, if there is one. */
const describedByNote = <C extends FieldControlProps>(control: C, note?: string): C =>
  note
    ? { ...control, "aria-describedby": `${note} ${control["aria-describedby"] ?? ""}`.trim() }
    : control;

/** The DOM id of a field's control (the first control of a group). */
export const fieldId = (formType: FormType, name: string) => `${formType}-${name}`;

function useFieldState(name: string) {
  const formType = useContext(FormTypeContext);
  const { errors } = useContext(FormViewContext);
  return {
    formType,
    id: fieldId(formType, name),
    label: requiredLabel(formType, name),
    error: errors[name],
    registration: { name },
  };
}

function OptionalSuffix({ label }: { label: string }) {
  if (label.includes(`(${contactForm.optional})`)) return null;
  return <span className="field__optional"> ({contactForm.optional})</span>;
}

interface TextProps<N extends string> {
  name: N;
  optional?: boolean;
  hint?: ReactNode;
}

type TextControlProps = FieldControlProps &
  ReturnType<typeof useFieldState>["registration"] & { required: boolean };

/** A labelled text-like control; "(optional)" follows the label of an optional one. */
function TextLikeField<N extends string>({
  name,
  optional = false,
  hint,
  children,
}: TextProps<N> & { children: (control: TextControlProps) => ReactNode }) {
  const { id, label, error, registration } = useFieldState(name);
  const conditionNote = useContext(ConditionNoteContext);
  let suffix: ReactNode;
  if (optional) suffix = <OptionalSuffix label={label} />;
  else if (conditionNote) {
    // Shown where the form is one page (contact-page.css).
    suffix = (
      <span className="field__optional wizard__one-page">
        {" "}
        ({contactForm.conditions.labelSuffix})
      </span>
    );
  }
  return (
    <Field id={id} label={label} labelSuffix={suffix} error={error} hint={hint}>
      {(control) =>
        children({
          ...describedByNote(control, conditionNote),
          ...registration,
          required: !optional && !conditionNote,
        })
      }
    </Field>
  );
}

/**
 * A one-line text. With an autocomplete token (names, e-mail, phone) an input, which the browser
 * may remember. Without one (short free texts such as problemDuration), a one-row textarea styled
 * as an input (decision 021): no browser keeps a textarea's value in its form history on disk,
 * and every browser fills it in again after Back, which none does for an autocomplete="off" input.
 */
function TextField<N extends string>({
  type = "text",
  autoComplete,
  inputMode,
  ...field
}: TextProps<N> & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel";
}) {
  return (
    <TextLikeField {...field}>
      {(control) =>
        autoComplete ? (
          <input
            {...control}
            className="field__input"
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
          />
        ) : (
          <textarea
            {...control}
            className="field__input field__line"
            rows={1}
            onKeyDown={submitOnEnter}
          />
        )
      }
    </TextLikeField>
  );
}

/**
 * Enter in a one-row textarea sends the form as Enter in an input does (the wizard's „Weiter“),
 * instead of starting a line; not while an input method composes (Enter picks characters there).
 */
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

function TextAreaField<N extends string>({ rows = 4, ...field }: TextProps<N> & { rows?: number }) {
  return (
    <TextLikeField {...field}>
      {(control) => <textarea {...control} className="field__input field__textarea" rows={rows} />}
    </TextLikeField>
  );
}

function SelectField<N extends string>({
  options,
  ...field
}: TextProps<N> & { options: readonly string[] }) {
  return (
    <TextLikeField {...field}>
      {(control) => (
        <select {...control} className="field__input field__select">
          <option value="">{contactForm.selectPlaceholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </TextLikeField>
  );
}

/** A single checkbox; `label` replaces the field's label (e.g. to add a link). */
function CheckboxField<N extends string>({
  name,
  label: customLabel,
  required = false,
}: {
  name: N;
  label?: ReactNode;
  required?: boolean;
}) {
  const { id, label, error, registration } = useFieldState(name);
  const conditionNote = useContext(ConditionNoteContext);
  return (
    <Field id={id} label={customLabel ?? label} layout="checkbox" error={error}>
      {(control) => (
        <input
          {...describedByNote(control, conditionNote)}
          {...registration}
          className="field__checkbox"
          type="checkbox"
          required={required}
        />
      )}
    </Field>
  );
}

/** A required choice as a radio group in a fieldset; the first radio carries the field's id. */
function RadioField<N extends string>({
  name,
  options,
}: {
  name: N;
  options: readonly { value: string; label: string }[];
}) {
  const { id, label, error, registration } = useFieldState(name);
  return (
    <FieldGroup id={id} legend={label} error={error}>
      {(control) => (
        <div className="field__options field__options--inline">
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${option.value.toLowerCase()}`;
            return (
              <div className="field__option" key={option.value}>
                <input
                  {...control}
                  {...registration}
                  id={optionId}
                  className="field__radio"
                  type="radio"
                  value={option.value}
                  required
                />
                <label htmlFor={optionId}>{option.label}</label>
              </div>
            );
          })}
        </div>
      )}
    </FieldGroup>
  );
}

/** Optional checkboxes under one legend (weekdays, times of day). */
function CheckboxGroup<N extends string>({
  id,
  legend,
  hint,
  names,
}: {
  id: string;
  legend: string;
  hint?: ReactNode;
  names: readonly N[];
}) {
  return (
    <FieldGroup id={id} legend={legend} hint={hint}>
      {() => (
        <div className="field__options">
          {names.map((name) => (
            <GroupCheckbox key={name} name={name} />
          ))}
        </div>
      )}
    </FieldGroup>
  );
}

function GroupCheckbox({ name }: { name: string }) {
  const { id, label, registration } = useFieldState(name);
  return (
    <div className="field__option">
      <input {...registration} id={id} className="field__checkbox" type="checkbox" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * The burden scale (requirements §4): a slider 1 to 10, default 5, its value shown and announced.
 * Both follow the slider only once the form has hydrated: before, and where the island never
 * runs, the prerendered „5 von 10“ would be announced whatever the visitor chose, so the slider
 * announces its own value then, and CSS hides the shown number where the form is one page. The
 * scale of numbers under the slider shows where each value lies, with script or without.
 */
function BurdenScaleField<N extends string>({ name }: { name: N }) {
  const hydrated = useHydrated();
  const { id, label, error, registration } = useFieldState(name);
  const watched = useWatched(name);
  const value =
    typeof watched === "number" && !Number.isNaN(watched) ? watched : BURDEN_SCALE.default;
  const valueText = contactForm.burdenScaleValue(value, BURDEN_SCALE.max);
  return (
    <Field id={id} label={label} error={error} className="field--range">
      {(control) => (
        <div className="range">
          <input
            {...control}
            {...registration}
            className="range__input"
            type="range"
            min={BURDEN_SCALE.min}
            max={BURDEN_SCALE.max}
            step={1}
            defaultValue={BURDEN_SCALE.default}
            aria-valuetext={hydrated ? valueText : undefined}
          />
          {/* The numbers under the thumb's stops, so its value reads without the shown number
              (no script); the slider announces its own value. */}
          <ol className="range__scale" aria-hidden="true">
            {SCALE.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ol>
          <output className="range__value" htmlFor={id} aria-hidden="true" data-script-only="">
            {value}
          </output>
          <div className="range__ends" aria-hidden="true">
            <span>{contactForm.burdenScaleEnds.min}</span>
            <span>{contactForm.burdenScaleEnds.max}</span>
          </div>
        </div>
      )}
    </Field>
  );
}

/** The burden scale's values, 1 to 10, shown under the slider. */
const SCALE = Array.from(
  { length: BURDEN_SCALE.max - BURDEN_SCALE.min + 1 },
  (_, index) => BURDEN_SCALE.min + index,
);

/** The controls of a form whose values are `T`: each takes only a field name of `T`. */
export function controlsFor<T extends object>() {
  type Name = Extract<keyof T, string>;
  return {
    TextField: TextField<Name>,
    TextAreaField: TextAreaField<Name>,
    SelectField: SelectField<Name>,
    CheckboxField: CheckboxField<Name>,
    RadioField: RadioField<Name>,
    CheckboxGroup: CheckboxGroup<Name>,
    BurdenScaleField: BurdenScaleField<Name>,
  };
}
