/**
 * Every German sentence the API answers with, as `{ "message": … }`. The wizard shows it as
 * 'Fehler: {message}' (requirements §8); 425 uses the catalogue's own sentence.
 */
export { RATE_LIMITED_MESSAGE } from "#contact/error-messages.ts";

export const API_MESSAGES = {
  notJson: "Die Anfrage muss als JSON gesendet werden (Content-Type: application/json).",
  malformedJson: "Die Anfrage enthält kein gültiges JSON.",
  tooDeep: "Die Anfrage ist zu tief verschachtelt: Erwartet wird ein einfaches JSON-Objekt.",
  notAnObject: "Die Anfrage muss ein JSON-Objekt mit den Angaben des Formulars sein.",
  tooLarge: "Die Anfrage ist zu groß.",
  wrongForm: "Art der Anfrage: Das Formular passt nicht zu dieser Adresse.",
  idConflict:
    "Anfrage-Nr.: Diese Nummer gehört bereits zu einer anderen Anfrage. Bitte laden Sie die Seite neu und senden Sie die Anfrage erneut.",
  storageUnavailable:
    "Die Anfrage kann gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  healthStorageUnavailable:
    "Der Speicher nimmt gerade keine Daten an: Neue Anfragen werden abgelehnt (503).",
  healthStorageDamaged:
    "Die Datenbank ist beschädigt, verschwunden oder ersetzt: Neue Anfragen werden abgelehnt (503). Wiederherstellen aus der Sicherung: docs/operations.md, Abschnitt „Backups“.",
  healthMailDelayed: (minutes: number) =>
    `Eine Anfrage wartet seit ${minutes < 1 ? "weniger als einer Minute" : minutes === 1 ? "einer Minute" : `${minutes} Minuten`} auf den Versand an die Praxis (länger als MAIL_MAX_DELAY): Bitte den Mailserver (SMTP_URL) prüfen; „npm run requests -- list“ zeigt die wartenden Anfragen, „show ID“ den letzten Fehler.`,
  healthKeyExpired:
    "Der OpenPGP-Schlüssel der Praxis (MAIL_PGP_KEY_FILE) ist abgelaufen: Neue Anfragen werden nicht angenommen, bis er ersetzt ist.",
  keyExpiresSoon: (date: string) =>
    `Der OpenPGP-Schlüssel der Praxis (MAIL_PGP_KEY_FILE) läuft am ${date} ab. Bitte rechtzeitig verlängern oder ersetzen.`,
  badRequest: "Ungültige Anfrage.",
  notFound: "Diese Adresse gibt es nicht.",
  internal: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
} as const;
