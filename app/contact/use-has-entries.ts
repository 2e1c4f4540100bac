/**
 * Whether a form holds entries: fields whose values differ from the form's defaults, the same
 * notion the tab's draft keeps (draft-storage.ts, `changedValues`). The leave guard and
 * „Eingaben verwerfen“ follow it (contact-wizard.tsx).
 *
 * Not react-hook-form's `formState.isDirty`: a value adopted from the prerendered form
 * (keep-typed-value.ts: typed before hydration, or put back by Firefox itself on a reload) is
 * set from a ref callback, while React commits, before `useForm` has subscribed its form state
 * in an effect. The internal flag turns true unheard, so the React copy stays false, and later
 * changes notify nothing because the internal flag no longer changes. Here the values are read
 * once the subscription stands (after those adoptions) and on every change after it.
 */
import { useEffect, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { changedValues } from "./draft-storage.ts";

export function useHasEntries(
  // biome-ignore lint/suspicious/noExplicitAny: any form of the wizard
  form: Pick<UseFormReturn<any, unknown, any>, "watch" | "getValues">,
  defaults: Record<string, unknown>,
): boolean {
  const [hasEntries, setHasEntries] = useState(false);
  const { watch, getValues } = form;
  useEffect(() => {
    const check = () =>
      setHasEntries(Object.keys(changedValues(getValues() as FieldValues, defaults)).length > 0);
    const subscription = watch(check);
    check();
    return () => subscription.unsubscribe();
  }, [watch, getValues, defaults]);
  return hasEntries;
}
