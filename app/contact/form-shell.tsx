/**
 * What every contact form has around its fields: the react-hook-form provider, the form type
 * (labels and ids), a `<form>` that never validates natively, the site mode and the honeypot.
 *
 * The `<form>` is a real one (issue 31): where the island never runs (no JavaScript, its script
 * blocked or failing, app/browser/contact.tsx), the browser posts it to the same URL the JSON
 * path uses, form-encoded, with the field names of the form's schema (a checked checkbox as
 * "on", a radio group and a select as their values, the burden scale as its number) and `mode`;
 * the server answers such a post with a page. Hydrated, `onSubmit` prevents that and sends JSON.
 * No native validation: a field the wizard shows only under a condition may be required then,
 * and the server checks everything anyway.
 */
import type { FormEvent, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import type { FormType, Mode } from "#contact/form-types.ts";
import { contactRequestUrl } from "#contact/send.ts";
import { FormTypeContext } from "./form-controls.tsx";
import { Honeypot } from "./honeypot.tsx";

export function FormShell<TInput extends FieldValues, TOutput>({
  formType,
  mode,
  form,
  labelledBy,
  onSubmit,
  children,
}: {
  formType: FormType;
  mode: Mode;
  form: UseFormReturn<TInput, unknown, TOutput>;
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <FormTypeContext.Provider value={formType}>
        <form
          className="contact-form"
          method="post"
          action={contactRequestUrl(import.meta.env.NOTIFY_API_BASE, formType)}
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={onSubmit}
          data-form-type={formType}
        >
          {children}
          <input type="hidden" name="mode" value={mode} />
          <Honeypot formType={formType} />
        </form>
      </FormTypeContext.Provider>
    </FormProvider>
  );
}
