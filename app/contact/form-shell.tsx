/**
 * What every contact form has around its fields: the form's view for its controls (messages,
 * watched values), the form type (labels and ids), a `<form>` that never validates natively, the
 * site mode and the honeypot.
 *
 * The `<form>` is a real one (issue 31) and the one source of its values (use-contact-form.ts):
 * where the island never runs (no JavaScript, its script blocked or failing,
 * app/browser/contact.tsx), the browser posts it to the same URL the JSON path uses,
 * form-encoded, with the field names of the form's schema (a checked checkbox as "on", a radio
 * group and a select as their values, the burden scale as its number) and `mode`; the server
 * answers such a post with a page. Hydrated, `onSubmit` prevents that and sends JSON.
 * No native validation: a field the wizard shows only under a condition may be required then,
 * and the server checks everything anyway.
 *
 * Every change of a field is heard here (`onChange` bubbles in React), and every field left
 * (`onBlur`, React's `focusout`): leaving a field touches it, so its message shows. Moving
 * within a radio group is not leaving it.
 */
import type { FocusEvent, FormEvent, ReactNode } from "react";
import type { FormType, Mode } from "#contact/form-types.ts";
import { contactRequestUrl } from "#contact/send.ts";
import { FormTypeContext, FormViewContext } from "./form-controls.tsx";
import { Honeypot } from "./honeypot.tsx";
import { pointerSafeBlur } from "./pointer-safe-blur.ts";
import type { ContactForm } from "./use-contact-form.ts";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** Whether the focus moves from `field` to another radio of its group. */
const withinGroup = (field: Field, next: EventTarget | null) =>
  field.type === "radio" &&
  next instanceof HTMLInputElement &&
  next.type === "radio" &&
  next.name === field.name;

export function FormShell({
  formType,
  mode,
  form,
  labelledBy,
  onSubmit,
  children,
}: {
  formType: FormType;
  mode: Mode;
  form: ContactForm;
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    const field = event.target;
    if (!isField(field) || !field.name || withinGroup(field, event.relatedTarget)) return;
    pointerSafeBlur(() => form.check([field.name]));
  };
  return (
    <FormTypeContext.Provider value={formType}>
      <FormViewContext.Provider value={form.view}>
        <form
          ref={form.attach}
          className="contact-form"
          method="post"
          action={contactRequestUrl(import.meta.env.NOTIFY_API_BASE, formType)}
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={onSubmit}
          onChange={form.changed}
          onBlur={leave}
          data-form-type={formType}
        >
          {children}
          <input type="hidden" name="mode" value={mode} />
          <Honeypot formType={formType} />
        </form>
      </FormViewContext.Provider>
    </FormTypeContext.Provider>
  );
}
