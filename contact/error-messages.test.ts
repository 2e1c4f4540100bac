import { describe, expect, it } from "vitest";
import { errorMessageFor, type FailedRequest, serverErrorText } from "./error-messages.ts";

const RATE_LIMITED =
  "Bitte warte etwas aus Sicherheitsgründen bis du erneut eine Kontakt-Anfrage abschicken kannst.";
const GENERIC =
  "Die Kontakt-Anfrage konnte nicht abgeschickt werden. Bitte später erneut versuchen.";
const NO_CONNECTION =
  "Keine Verbindung zum Server möglich. Bitte überprüfen Sie Ihre Internetverbindung.";

describe("errorMessageFor (requirements §8)", () => {
  it.each<[string, FailedRequest | undefined, string]>([
    ["425 wins over everything", { status: 425, body: { message: "Zu viele" } }, RATE_LIMITED],
    ["425 without body", { status: 425 }, RATE_LIMITED],
    [
      "server message",
      { status: 500, body: { message: "Speicher voll" } },
      "Fehler: Speicher voll",
    ],
    [
      "message before error",
      { status: 400, body: { message: "Vorname fehlt", error: "Bad Request" } },
      "Fehler: Vorname fehlt",
    ],
    [
      "error string",
      { status: 500, body: { error: "Interner Fehler" } },
      "Fehler: Interner Fehler",
    ],
    [
      "error string when message is empty",
      { status: 400, body: { message: "", error: "Bad Request" } },
      "Fehler: Bad Request",
    ],
    [
      "error object with message",
      { status: 500, body: { error: { message: "Zeitüberschreitung" } } },
      "Fehler: Zeitüberschreitung",
    ],
    [
      "server text even with status 0",
      { status: 0, body: { message: "Offline" } },
      "Fehler: Offline",
    ],
    ["network failure", { status: 0 }, NO_CONNECTION],
    [
      "error object without message",
      { status: 500, body: { error: { code: 7 } } },
      "Fehler beim Senden der Anfrage (Status: 500)",
    ],
    [
      "blank message and error",
      { status: 502, body: { message: "  ", error: "" } },
      "Fehler beim Senden der Anfrage (Status: 502)",
    ],
    [
      "non-string message",
      { status: 500, body: { message: 42 } },
      "Fehler beim Senden der Anfrage (Status: 500)",
    ],
    [
      "body not an object",
      { status: 503, body: "Service Unavailable" },
      "Fehler beim Senden der Anfrage (Status: 503)",
    ],
    ["null body", { status: 404, body: null }, "Fehler beim Senden der Anfrage (Status: 404)"],
    ["no body", { status: 500 }, "Fehler beim Senden der Anfrage (Status: 500)"],
    ["body but no status", { body: {} }, "Fehler beim Senden der Anfrage (Status: unbekannt)"],
    [
      "status not a number",
      { status: Number.NaN },
      "Fehler beim Senden der Anfrage (Status: unbekannt)",
    ],
    ["nothing known", {}, GENERIC],
    ["no argument", undefined, GENERIC],
  ])("%s", (_case, failure, expected) => {
    expect(errorMessageFor(failure)).toBe(expected);
  });
});

describe("serverErrorText", () => {
  it.each([
    [{ message: "a" }, "a"],
    [{ error: "b" }, "b"],
    [{ error: { message: "c" } }, "c"],
    [{ error: { message: "" } }, undefined],
    [{ error: ["d"] }, undefined],
    [[], undefined],
    [undefined, undefined],
  ])("%j gives %j", (body, expected) => {
    expect(serverErrorText(body)).toBe(expected);
  });
});
