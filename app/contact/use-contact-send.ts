/**
 * Sending a valid form (requirements §7): builds the payload with contact/payload.ts and posts it
 * with contact/send.ts to `{NOTIFY_API_BASE}{suffix}`. One request at a time: a second call while
 * one is in flight is ignored (a double click sends once).
 *
 * The request id: a retry of the same payload (after a failure) reuses the id of the failed
 * attempt, so a request that reached the server although the answer got lost is stored once
 * (the server treats a repeated id with the same content as the same request); a changed payload
 * gets a new id.
 */
import { useCallback, useRef, useState } from "react";
import type { FormType, Mode } from "#contact/form-types.ts";
import { buildPayload, createRequestId, type FormValuesFor } from "#contact/payload.ts";
import { type SendResult, sendContactRequest } from "#contact/send.ts";
import { lastCalledPage } from "./previous-page.ts";

export function useContactSend<F extends FormType>(
  formType: F,
  mode: Mode,
  onResult: (result: SendResult) => void,
  /** Tells the wizard around the form, which locks its own controls while a send is under way. */
  onSending?: (sending: boolean) => void,
) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const lastAttempt = useRef<{ key: string; id: string } | null>(null);

  const send = useCallback(
    async (values: FormValuesFor[F]) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      onSending?.(true);
      try {
        const context = { mode, lastCalledPage: lastCalledPage() };
        const key = JSON.stringify(buildPayload(formType, values, { ...context, id: "" }));
        const id = lastAttempt.current?.key === key ? lastAttempt.current.id : createRequestId();
        lastAttempt.current = { key, id };
        const result = await sendContactRequest({
          apiBase: import.meta.env.NOTIFY_API_BASE,
          formType,
          payload: buildPayload(formType, values, { ...context, id }),
        });
        if (result.ok) lastAttempt.current = null;
        onResult(result);
      } finally {
        inFlight.current = false;
        setSending(false);
        onSending?.(false);
      }
    },
    [formType, mode, onResult, onSending],
  );

  return { send, sending };
}
