/**
 * What every contact form has around its fields: the react-hook-form provider, the form type
 * (labels and ids), a `<form>` that never validates natively, the honeypot.
 */
import type { FormEvent, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import type { FormType } from "#contact/form-types.ts";
import { FormTypeContext } from "./form-controls.tsx";
import { Honeypot } from "./honeypot.tsx";

export function FormShell<TInput extends FieldValues, TOutput>({
  formType,
  form,
  labelledBy,
  onSubmit,
  children,
}: {
  formType: FormType;
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
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={onSubmit}
          data-form-type={formType}
        >
          {children}
          <Honeypot formType={formType} />
        </form>
      </FormTypeContext.Provider>
    </FormProvider>
  );
}
