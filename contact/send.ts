/**
 * The one call of requirements §7: POST the payload as JSON to `{apiBase}{suffix}`. Any 2xx is
 * success; anything else (including a network failure, reported as status 0) comes back with the
 * German banner sentence of requirements §8. Never throws.
 */
import { errorMessageFor } from "./error-messages.ts";
import { type FormType, suffixFor } from "./form-types.ts";
import type { PayloadFor } from "./payload-schemas.ts";

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export type SendResult =
  | { ok: true; status: number }
  | { ok: false; status: number; message: string };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface SendContactRequestOptions<T extends FormType> {
  /** The notify API base, ending in "/" (e.g. "/api/notify/"). */
  apiBase: string;
  formType: T;
  payload: PayloadFor[T];
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: FetchLike;
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

export async function sendContactRequest<T extends FormType>({
  apiBase,
  formType,
  payload,
  fetch = (url, init) => globalThis.fetch(url, init),
}: SendContactRequestOptions<T>): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(contactRequestUrl(apiBase, formType), {
      method: "POST",
      headers: { "content-type": JSON_CONTENT_TYPE },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, status: 0, message: errorMessageFor({ status: 0 }) };
  }
  if (response.ok) return { ok: true, status: response.status };
  const body = await readJsonBody(response);
  return {
    ok: false,
    status: response.status,
    message: errorMessageFor({ status: response.status, body }),
  };
}
