/**
 * The one call of requirements §7: POST the payload as JSON to `{apiBase}{suffix}`. Any 2xx is
 * success; anything else (including a network failure, reported as status 0) comes back with the
 * German banner sentence of requirements §8. Never throws, and always ends: after
 * SEND_TIMEOUT_MS without an answer the request is aborted and reported as status 0.
 */
import { errorMessageFor } from "./error-messages.ts";
import { type FormType, suffixFor } from "./form-types.ts";
import type { PayloadFor } from "./payload-schemas.ts";

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export type SendResult =
  | { ok: true; status: number }
  | { ok: false; status: number; message: string };

/**
 * How long a visitor waits at most. Twice the server's whole-request deadline (15 s, which
 * includes its 10 s header deadline; server/timeouts.ts), so a slow but working server still
 * answers in time, and a request that can no longer be answered ends with the §8 status-0
 * sentence instead of a button that says „wird gesendet“ for ever.
 */
export const SEND_TIMEOUT_MS = 30_000;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface SendContactRequestOptions<T extends FormType> {
  /** The notify API base, ending in "/" (e.g. "/api/notify/"). */
  apiBase: string;
  formType: T;
  payload: PayloadFor[T];
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: FetchLike;
  /** Defaults to SEND_TIMEOUT_MS. */
  timeoutMs?: number;
}

export function contactRequestUrl(apiBase: string, formType: FormType): string {
  return `${apiBase}${suffixFor(formType)}`;
}

/** The response body as JSON, or undefined when it is empty, not JSON or unreadable. */
async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

const noConnection = (): SendResult => ({
  ok: false,
  status: 0,
  message: errorMessageFor({ status: 0 }),
});

export async function sendContactRequest<T extends FormType>({
  apiBase,
  formType,
  payload,
  fetch = (url, init) => globalThis.fetch(url, init),
  timeoutMs = SEND_TIMEOUT_MS,
}: SendContactRequestOptions<T>): Promise<SendResult> {
  // setTimeout rather than AbortSignal.timeout: the page's (and a test's fake) clock drives it.
  // The race ends the wait even if a fetch ignores the signal.
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timeout");
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([
      fetch(contactRequestUrl(apiBase, formType), {
        method: "POST",
        headers: { "content-type": JSON_CONTENT_TYPE },
        body: JSON.stringify(payload),
        signal: controller.signal,
      }),
      timedOut,
    ]);
    if (answer === "timeout") return noConnection();
    if (answer.ok) return { ok: true, status: answer.status };
    const body = await Promise.race([readJsonBody(answer), timedOut.then(() => undefined)]);
    return {
      ok: false,
      status: answer.status,
      message: errorMessageFor({ status: answer.status, body }),
    };
  } catch {
    return noConnection();
  } finally {
    clearTimeout(timer);
  }
}
