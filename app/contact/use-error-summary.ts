/**
 * State of the error summary: which fields the last failed attempt checked. The summary lists
 * those of them that are still invalid, so it shrinks as the visitor fixes them.
 */
import { useCallback, useState } from "react";
import { type FieldErrors, get } from "react-hook-form";
import type { FormType } from "#contact/form-types.ts";
import { requiredLabel } from "#contact/labels.ts";
import type { SummaryItem, SummaryRequest } from "./error-summary.tsx";
import { fieldId } from "./form-controls.tsx";

export function useErrorSummary(formType: FormType, errors: FieldErrors) {
  const [request, setRequest] = useState<SummaryRequest | null>(null);
  const show = useCallback(
    (fields: readonly string[]) =>
      setRequest((previous) => ({ fields, attempt: (previous?.attempt ?? 0) + 1 })),
    [],
  );
  const hide = useCallback(() => setRequest(null), []);
  const items: SummaryItem[] = (request?.fields ?? []).flatMap((name) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message !== "string") return [];
    const label = requiredLabel(formType, name);
    return [{ name, targetId: fieldId(formType, name), label, message }];
  });
  return { items, attempt: request?.attempt ?? 0, show, hide };
}
