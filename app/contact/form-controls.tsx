/**
 * The wizard's controls: each one a `Field` (app/ui/field.tsx) registered with the surrounding
 * react-hook-form (`FormProvider`), labelled from contact/labels.ts and showing its field's
 * message from the zod schema of contact/form-schemas.ts. Nothing here knows a rule.
 */
import { createContext, type ReactNode, useContext } from "react";
import { get, useFormContext, useWatch } from "react-hook-form";
import { Field, FieldGroup } from "#app/ui/field.tsx";
import { BURDEN_SCALE } from "#contact/fields.ts";
import type { FormType } from "#contact/form-types.ts";
import { labelFor } from "#contact/labels.ts";
import { contactPage } from "#content/contact-page.ts";
import { keepTypedValue } from "./keep-typed-value.ts";
import { pointerSafeBlur } from "./pointer-safe-blur.ts";

/** The form the controls belong to (labels and ids depend on it). */
export const FormTypeContext = createContext<FormType>("general");

/** The DOM id of a field's control (the first control of a group). */
export const fieldId = (formType: FormType, name: string) => `${formType}-${name}`;

interface FieldStateOptions {
  valueAsNumber?: boolean;
  /** A radio group: an unchecked group keeps its "" value when left (see below). */
  radio?: boolean;
}

function useFieldState(name: string, { valueAsNumber, radio = false }: FieldStateOptions = {}) {
  const formType = useContext(FormTypeContext);
  const { register, formState, getValues, setValue } = useFormContext();
  const error = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  let registration = register(name, valueAsNumber ? { valueAsNumber } : undefined);
  if (radio) {
    // react-hook-form reads an unchecked radio group as null on blur, which the schema's
    // "choose one" rule would report with zod's generic text. Leaving the group marks it touched
    // and checks the current value instead; moving within the group is not leaving it.
    registration = {
      ...registration,
      onBlur: async (event) => {
        const next = (event as FocusEvent).relatedTarget;
        if (next instanceof HTMLInputElement && next.type === "radio" && next.name === name) return;
        setValue(name, getValues(name) ?? "", { shouldTouch: true, shouldValidate: true });
      },
    };
  }
  const adopt = (typed: string | number | boolean) => {
    if (getValues(name) !== typed) setValue(name, typed, { shouldDirty: true });
  };
  return {
    formType,
    id: fieldId(formType, name),
    label: labelFor(formType, name) ?? name,
    error: typeof error === "string" ? error : undefined,
    registration: keepTypedValue(pointerSafeBlur(registration), adopt),
  };
}

function OptionalSuffix({ label }: { label: string }) {
  if (label.includes(`(${contactPage.optional})`)) return null;
  return <span className="field__optional"> ({contactPage.optional})</span>;
}

interface TextProps {
  name: string;
  optional?: boolean;
  hint?: ReactNode;
}

export function TextField({
  name,
  optional = false,
  hint,
  type = "text",
  autoComplete,
  inputMode,
}: TextProps & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel";
}) {
  const { id, label, error, registration } = useFieldState(name);
  return (
    <Field
      id={id}
      label={label}
      labelSuffix={optional ? <OptionalSuffix label={label} /> : undefined}
      error={error}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          {...registration}
          className="field__input"
          type={type}
          autoComplete={autoComplete ?? "off"}
          inputMode={inputMode}
          required={!optional}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  name,
  optional = false,
  hint,
  rows = 4,
}: TextProps & { rows?: number }) {
  const { id, label, error, registration } = useFieldState(name);
  return (
    <Field
      id={id}
      label={label}
      labelSuffix={optional ? <OptionalSuffix label={label} /> : undefined}
      error={error}
      hint={hint}
    >
      {(control) => (
        <textarea
          {...control}
          {...registration}
          className="field__input field__textarea"
          rows={rows}
          required={!optional}
        />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  options,
  optional = false,
  hint,
}: TextProps & { options: readonly string[] }) {
  const { id, label, error, registration } = useFieldState(name);
  return (
    <Field
      id={id}
      label={label}
      labelSuffix={optional ? <OptionalSuffix label={label} /> : undefined}
      error={error}
      hint={hint}
    >
      {(control) => (
        <select
          {...control}
          {...registration}
          className="field__input field__select"
          required={!optional}
        >
          <option value="">{contactPage.selectPlaceholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A single checkbox; `label` replaces the field's label (e.g. to add a link). */
export function CheckboxField({
  name,
  label: customLabel,
  required = false,
}: {
  name: string;
  label?: ReactNode;
  required?: boolean;
}) {
  const { id, label, error, registration } = useFieldState(name);
  return (
    <Field id={id} label={customLabel ?? label} layout="checkbox" error={error}>
      {(control) => (
        <input
          {...control}
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
export function RadioField({
  name,
  options,
}: {
  name: string;
  options: readonly { value: string; label: string }[];
}) {
  const { id, label, error, registration } = useFieldState(name, { radio: true });
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
export function CheckboxGroup({
  id,
  legend,
  hint,
  names,
}: {
  id: string;
  legend: string;
  hint?: ReactNode;
  names: readonly string[];
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

/** The burden scale (SPEC §4): a slider 1 to 10, default 5, its value shown and announced. */
export function BurdenScaleField({ name }: { name: string }) {
  const { id, label, error, registration } = useFieldState(name, { valueAsNumber: true });
  const watched: unknown = useWatch({ name });
  const value =
    typeof watched === "number" && !Number.isNaN(watched) ? watched : BURDEN_SCALE.default;
  const valueText = contactPage.burdenScaleValue(value, BURDEN_SCALE.max);
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
            aria-valuetext={valueText}
          />
          <output className="range__value" htmlFor={id} aria-hidden="true">
            {value}
          </output>
          <div className="range__ends" aria-hidden="true">
            <span>{contactPage.burdenScaleEnds.min}</span>
            <span>{contactPage.burdenScaleEnds.max}</span>
          </div>
        </div>
      )}
    </Field>
  );
}
