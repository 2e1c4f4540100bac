/**
 * State of the error summary: which fields the last failed attempt checked. The summary lists
 * those of them that are still invalid, so it shrinks as the visitor fixes them.
 */
import { useCallback, useRef, useState } from "react";
import type { FormType } from "#contact/form-types.ts";
import { requiredLabel } from "#contact/labels.ts";
import type { SummaryItem, SummaryRequest } from "./error-summary.tsx";
import { fieldId } from "./form-controls.tsx";

export function useErrorSummary(formType: FormType, errors: Readonly<Record<string, string>>) {
  const [request, setRequest] = useState<SummaryRequest | null>(null);
  // Counts every failed attempt, across hides (a step change hides the summary): a new attempt
  // must never repeat the number of one the summary already took the focus for.
  const attempts = useRef(0);
  const show = useCallback((fields: readonly string[]) => {
    attempts.current += 1;
    setRequest({ fields, attempt: attempts.current });
  }, []);
  const hide = useCallback(() => setRequest(null), []);
  const items: SummaryItem[] = (request?.fields ?? []).flatMap((name) => {
    const message = errors[name];
    if (message === undefined) return [];
    const label = requiredLabel(formType, name);
    return [{ name, targetId: fieldId(formType, name), label, message }];
  });
  return { items, attempt: request?.attempt ?? 0, show, hide };
}
