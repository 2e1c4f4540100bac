/**
 * One form field: label, control, optional hint and error message, wired once (as in the Epic
 * Stack's `Field`): the control gets `id`, `aria-invalid` and an `aria-describedby` naming the
 * hint and the error, and the error is shown under the control. The caller renders the control
 * (input, textarea, select, checkbox) from the props it receives, adding its own (its `name`).
 *
 * `FieldGroup` does the same for a group of controls (radio buttons, checkboxes) in a
 * `<fieldset>` with a `<legend>`: every control of the group gets the group's `aria-invalid`
 * and `aria-describedby`.
 */
import type { ReactNode } from "react";

/** What the control of a field must carry. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** What each control of a group must carry (ids are the caller's: one per control). */
export type GroupControlProps = Omit<FieldControlProps, "id">;

interface Described {
  /** Shown under the control while set. */
  error?: string | undefined;
  /** A short help text, read with the control. */
  hint?: ReactNode;
  className?: string | undefined;
}

export interface FieldProps extends Described {
  id: string;
  label: ReactNode;
  /** "stacked": label above the control; "checkbox": the control before its label. */
  layout?: "stacked" | "checkbox";
  /** Appended to the label, e.g. "(optional)". */
  labelSuffix?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

export interface FieldGroupProps extends Described {
  id: string;
  legend: ReactNode;
  labelSuffix?: ReactNode;
  children: (control: GroupControlProps) => ReactNode;
}

export const errorIdFor = (id: string) => `${id}-error`;
export const hintIdFor = (id: string) => `${id}-hint`;

function describedBy(id: string, { error, hint }: Described): GroupControlProps {
  const ids = [hint ? hintIdFor(id) : undefined, error ? errorIdFor(id) : undefined].filter(
    Boolean,
  );
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  };
}

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** The error under a control; the icon is decoration, the text is read via aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={errorIdFor(id)}>
      <span className="field__error-icon" aria-hidden="true">
        !
      </span>
      <span className="field__error-text">{error}</span>
    </p>
  );
}

function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p className="field__hint" id={hintIdFor(id)}>
      {hint}
    </p>
  );
}

export function Field({
  id,
  label,
  labelSuffix,
  layout = "stacked",
  error,
  hint,
  className,
  children,
}: FieldProps) {
  const control = { id, ...describedBy(id, { error, hint }) };
  const labelElement = (
    <label className="field__label" htmlFor={id}>
      {label}
      {labelSuffix}
    </label>
  );
  return (
    <div
      className={classNames(
        "field",
        layout === "checkbox" && "field--checkbox",
        error && "field--invalid",
        className,
      )}
    >
      {layout === "checkbox" ? (
        <div className="field__checkbox-row">
          {children(control)}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          <FieldHint id={id} hint={hint} />
          {children(control)}
        </>
      )}
      {layout === "checkbox" && <FieldHint id={id} hint={hint} />}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldGroup({
  id,
  legend,
  labelSuffix,
  error,
  hint,
  className,
  children,
}: FieldGroupProps) {
  return (
    <fieldset
      className={classNames("field", "field-group", error && "field--invalid", className)}
      id={`${id}-group`}
    >
      <legend className="field__label">
        {legend}
        {labelSuffix}
      </legend>
      <FieldHint id={id} hint={hint} />
      {children(describedBy(id, { error, hint }))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
