/**
 * requirements §5's field messages, written out for the tests (contact/'s schema tests and the
 * browser tests) independently of contact/fields.ts: a test that read them from the code could
 * not fail on a wrong one.
 */
export const SPEC_MESSAGES = {
  firstName: "Bitte Ihren Vornamen eingeben.",
  lastName: "Bitte Ihren Nachnamen eingeben.",
  email: "Bitte Ihre E-Mail Adresse eingeben.",
  phone: "Bitte Ihre Telefonnummer eingeben.",
  message: "Bitte Ihre Nachricht eingeben.",
  terms: "Bitte den Bedingungen zustimmen.",
  beschwerden: "Bitte beschreiben Sie Ihre Beschwerden.",
  currentBurden: "Bitte beschreiben Sie, was Sie zurzeit am meisten belastet.",
  problemDuration: "Bitte geben Sie an, seit wann das Problem besteht.",
  seekingHelpTrigger:
    "Bitte beschreiben Sie den Auslöser, der Sie dazu bewogen hat, sich jetzt Hilfe zu suchen.",
  affectedAreas: "Bitte geben Sie an, welche Bereiche in Ihrem Leben besonders betroffen sind.",
  option: "Bitte wählen Sie eine Option aus.",
  informationsquelle: "Bitte geben Sie an, wie Sie auf uns aufmerksam geworden sind.",
  versicherungsArt: "Bitte wählen Sie Ihre Versicherungsart aus.",
  previousTherapyExperience: "Bitte beschreiben Sie Ihre Erfahrungen mit früheren Therapien.",
  therapyType: "Bitte wählen Sie eine Therapieart aus.",
  tageszeiten: "Bitte geben Sie Ihre bevorzugten Tageszeiten an.",
  pattern: "Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.",
  max50: "Bitte maximal 50 Zeichen eingeben.",
} as const;
