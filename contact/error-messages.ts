/**
 * The error catalogue of requirements §8: the one sentence the wizard's error banner shows.
 *
 * §8 describes two layers: the sending layer fills a message when the server gave none, and the
 * banner prefers the server's own words. `errorMessageFor({ status, body })` combines them in
 * this order, so every branch is reachable:
 * 1. status 425 (rate limited)            → the 425 sentence, whatever the body says;
 * 2. body.message, a non-empty string     → 'Fehler: {message}';
 * 3. body.error, a non-empty string or an object with a non-empty string `message`
 *                                         → 'Fehler: {error message}';
 * 4. no server text: the sending layer's sentence, without the 'Fehler: ' prefix (it is a
 *    complete sentence of ours): status 0 (no response: network failure) → the connection
 *    sentence; another status → 'Fehler beim Senden der Anfrage (Status: {status})', with
 *    'unbekannt' when a body arrived but the status is missing or not a number;
 * 5. nothing known at all (neither status nor body, e.g. an unexpected exception before the
 *    call) → the generic fallback sentence.
 */

export const RATE_LIMITED_MESSAGE =
  "Bitte warte etwas aus Sicherheitsgründen bis du erneut eine Kontakt-Anfrage abschicken kannst.";
export const GENERIC_ERROR_MESSAGE =
  "Die Kontakt-Anfrage konnte nicht abgeschickt werden. Bitte später erneut versuchen.";
export const NO_CONNECTION_MESSAGE =
  "Keine Verbindung zum Server möglich. Bitte überprüfen Sie Ihre Internetverbindung.";

export function statusErrorMessage(status: number | undefined): string {
  const shown = typeof status === "number" && Number.isFinite(status) ? status : "unbekannt";
  return `Fehler beim Senden der Anfrage (Status: ${shown})`;
}

export interface FailedRequest {
  /** HTTP status; 0 when no response arrived (network failure). */
  status?: number | undefined;
  /** The parsed JSON body of the response, if any. */
  body?: unknown;
}

const nonEmptyString = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

const field = (body: unknown, name: string): unknown =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** The server's own error text: body.message, else body.error (a string or { message }). */
export function serverErrorText(body: unknown): string | undefined {
  const message = field(body, "message");
  if (nonEmptyString(message)) return message;
  const error = field(body, "error");
  if (nonEmptyString(error)) return error;
  const errorMessage = field(error, "message");
  return nonEmptyString(errorMessage) ? errorMessage : undefined;
}

export function errorMessageFor({ status, body }: FailedRequest = {}): string {
  if (status === 425) return RATE_LIMITED_MESSAGE;
  const serverText = serverErrorText(body);
  if (serverText !== undefined) return `Fehler: ${serverText}`;
  if (status === 0) return NO_CONNECTION_MESSAGE;
  if (status === undefined && body === undefined) return GENERIC_ERROR_MESSAGE;
  return statusErrorMessage(status);
}
