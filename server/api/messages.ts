/**
 * Every German sentence the API answers with, as `{ "message": … }`. The wizard shows it as
 * 'Fehler: {message}' (requirements §8); 425 uses the catalogue's own sentence.
 */
export { RATE_LIMITED_MESSAGE } from "#contact/error-messages.ts";

export const API_MESSAGES = {
  notJson:
    "Die Anfrage muss als JSON (Content-Type: application/json) oder als Formular (application/x-www-form-urlencoded) gesendet werden.",
  malformedJson: "Die Anfrage enthält kein gültiges JSON.",
  notUtf8Form:
    "Die Anfrage ist nicht lesbar: Ein Formular muss in UTF-8 und richtig kodiert gesendet werden.",
  tooDeep: "Die Anfrage ist zu tief verschachtelt: Erwartet wird ein einfaches JSON-Objekt.",
  notAnObject: "Die Anfrage muss ein JSON-Objekt mit den Angaben des Formulars sein.",
  tooLarge: "Die Anfrage ist zu groß.",
  tooSlow: "Die Anfrage kam zu langsam an. Bitte versuchen Sie es noch einmal.",
  wrongForm: "Art der Anfrage: Das Formular passt nicht zu dieser Adresse.",
  idConflict:
    "Anfrage-Nr.: Diese Nummer gehört bereits zu einer anderen Anfrage. Bitte laden Sie die Seite neu und senden Sie die Anfrage erneut.",
  storageUnavailable:
    "Die Anfrage kann gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  healthStorageUnavailable:
    "Der Speicher nimmt gerade keine Daten an: Neue Anfragen werden abgelehnt (503).",
  healthStorageFull:
    "Der Datenträger von DATA_DIR ist voll oder fast voll: Neue Anfragen können nicht mehr sicher gespeichert und versandte Mails nicht mehr vermerkt werden. Bitte dort Platz schaffen: Unter 1 MiB freiem Platz gilt er als voll.",
  healthStorageDamaged:
    "Die Datenbank ist beschädigt, verschwunden oder ersetzt: Neue Anfragen werden abgelehnt (503). Wiederherstellen aus der Sicherung: docs/operations.md, Abschnitt „Backups“.",
  healthMailDelayed: (minutes: number) =>
    `Eine Anfrage wartet seit ${minutes < 1 ? "weniger als einer Minute" : minutes === 1 ? "einer Minute" : `${minutes} Minuten`} auf den Versand an die Praxis (länger als MAIL_MAX_DELAY): Bitte den Mailserver (SMTP_URL) prüfen; „npm run requests -- list“ zeigt die wartenden Anfragen, „show ID“ den letzten Fehler.`,
  healthIntakeFull: (max: number, durationMs: number, retryAfterSeconds: number) =>
    `Das Kontaktformular nimmt gerade keine Anfragen mehr an: ${lastSpan(durationMs)} ${max === 1 ? "ist eine Anfrage" : `sind ${max} Anfragen`} eingegangen, so viele, wie INTAKE_LIMIT zulässt. Weitere Anfragen werden noch ${waitSpan(retryAfterSeconds)} lang abgewiesen (425). Gezählt wird jeder Versuch, auch unvollständige und ungültige; „npm run requests -- list“ zeigt die gespeicherten. Sind es echte Anfragen, INTAKE_LIMIT erhöhen; bei einer Flut automatischer Anfragen genügt es abzuwarten.`,
  healthKeyExpired:
    "Der OpenPGP-Schlüssel der Praxis (MAIL_PGP_KEY_FILE) ist abgelaufen: Neue Anfragen werden nicht angenommen, bis er ersetzt ist.",
  keyExpiresSoon: (date: string) =>
    `Der OpenPGP-Schlüssel der Praxis (MAIL_PGP_KEY_FILE) läuft am ${date} ab. Bitte rechtzeitig verlängern oder ersetzen.`,
  crossSite:
    "Anfragen über ein Formular einer anderen Website werden nicht angenommen. Bitte nutzen Sie das Kontaktformular dieser Website.",
  badRequest: "Ungültige Anfrage.",
  notFound: "Diese Adresse gibt es nicht.",
  internal: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
} as const;

/** "In der letzten Stunde", "In den letzten 10 Minuten", "In den letzten 24 Stunden" (not
 * "am letzten Tag": a window is counted back from now, not by the calendar) … */
function lastSpan(durationMs: number): string {
  const [amount, one, many] =
    durationMs % 86_400_000 === 0 && durationMs > 86_400_000
      ? [durationMs / 86_400_000, "Tag", "Tagen"]
      : durationMs % 3_600_000 === 0
        ? [durationMs / 3_600_000, "Stunde", "Stunden"]
        : durationMs % 60_000 === 0
          ? [durationMs / 60_000, "Minute", "Minuten"]
          : [Math.ceil(durationMs / 1000), "Sekunde", "Sekunden"];
  if (amount === 1) return `In der letzten ${one}`;
  return `In den letzten ${amount} ${many}`;
}

/** "weniger als eine Minute", "etwa 12 Minuten", "etwa 3 Stunden" … */
function waitSpan(seconds: number): string {
  if (seconds < 60) return "weniger als eine Minute";
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return minutes === 1 ? "etwa eine Minute" : `etwa ${minutes} Minuten`;
  return `etwa ${Math.round(minutes / 60)} Stunden`;
}
