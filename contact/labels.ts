/**
 * German labels of every field of every form, used for the form's labels and for the e-mail the
 * server sends. Each form's record lists its visible fields in form order, then the fields the
 * visitor does not fill in (payload-only and hidden ones).
 */
import type { FormType } from "./form-types.ts";

const contactLabels = {
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail-Adresse",
  phone: "Telefonnummer",
} as const;

const message = "Ihre Nachricht";

const termsLabel = {
  terms: "Ich habe die Datenschutzerklärung gelesen und stimme der Verarbeitung meiner Angaben zu.",
} as const;

/** Fields the visitor does not fill in: context of the request, hidden inputs, honeypot. */
const metaLabels = {
  mode: "Bereich der Website",
  trigger: "Anfrage ausgelöst über",
  lastCalledPage: "Zuletzt besuchte Seite",
  id: "Anfrage-Nr.",
  website: "Website",
} as const;

const beschwerden = "Beschwerden";
const tageszeiten = "Bevorzugte Tageszeiten";
const contactType = "Art der Anfrage";
const hasRezept = "Ärztliche Verordnung (Rezept) vorhanden";

export const fieldLabels = {
  psychotherapie: {
    ...contactLabels,
    message,
    beschwerden,
    currentBurden: "Was belastet Sie zurzeit am meisten?",
    problemDuration: "Seit wann besteht das Problem?",
    seekingHelpTrigger: "Was hat Sie dazu bewogen, sich gerade jetzt Hilfe zu suchen?",
    burdenScale: "Wie stark belastet Sie das Thema im Alltag? (1 bis 10)",
    affectedAreas: "Welche Bereiche Ihres Lebens sind besonders betroffen?",
    nimmtPsychopharmaka: "Nehmen Sie Psychopharmaka ein?",
    hasPreviousTherapy: "Waren Sie bereits in psychotherapeutischer Behandlung?",
    previousTherapyExperience: "Welche Erfahrungen haben Sie mit früheren Therapien gemacht?",
    montag: "Montag",
    dienstag: "Dienstag",
    mittwoch: "Mittwoch",
    donnerstag: "Donnerstag",
    freitag: "Freitag",
    ganztaegig: "Ganztägig",
    vormittag: "Vormittag",
    mittag: "Mittag",
    nachmittag: "Nachmittag",
    abend: "Abend",
    flexibel: "Ich bin zeitlich flexibel",
    informationsquelle: "Wie sind Sie auf uns aufmerksam geworden?",
    empfehlung: "Wer hat uns empfohlen?",
    versicherungsArt: "Versicherungsart",
    versicherungsName: "Name Ihrer Krankenversicherung",
    kostenuebernahmeGeklaert: "Die Kostenübernahme ist bereits geklärt",
    arztBehandlungConsent:
      "Sind Sie bereit, bei Bedarf zusätzlich eine ärztliche Behandlung in Anspruch zu nehmen?",
    suchtbeschreibung: "Konsum von Alkohol, Drogen oder Medikamenten (optional)",
    ...termsLabel,
    tageszeiten,
    hasRezept,
    ...metaLabels,
  },
  sportphysiotherapie: {
    ...contactLabels,
    therapyType: "Gewünschte Therapie",
    beschwerden,
    hasRezept,
    tageszeiten,
    availability: "Wann sind Sie in der Regel verfügbar?",
    message,
    ...termsLabel,
    contactType,
    ...metaLabels,
  },
  general: {
    ...contactLabels,
    inquiryReason: "Grund Ihrer Anfrage",
    message,
    ...termsLabel,
    tageszeiten,
    contactType,
    ...metaLabels,
  },
} as const satisfies Record<FormType, Record<string, string>>;

/** The German label of a field of a form, or undefined for an unknown field. */
export function labelFor(formType: FormType, name: string): string | undefined {
  const labels: Record<string, string> = fieldLabels[formType];
  return Object.hasOwn(labels, name) ? labels[name] : undefined;
}

/**
 * Payload fields in the order the practice's e-mail lists them: the form's order, then the
 * request's context. The honeypot is left out (a filled one is spam and is never mailed); terms
 * and trigger are not part of the payload.
 */
export const payloadFieldOrder = {
  psychotherapie: [
    "firstName",
    "lastName",
    "email",
    "phone",
    "message",
    "beschwerden",
    "currentBurden",
    "problemDuration",
    "seekingHelpTrigger",
    "burdenScale",
    "affectedAreas",
    "nimmtPsychopharmaka",
    "hasPreviousTherapy",
    "previousTherapyExperience",
    "montag",
    "dienstag",
    "mittwoch",
    "donnerstag",
    "freitag",
    "ganztaegig",
    "vormittag",
    "mittag",
    "nachmittag",
    "abend",
    "tageszeiten",
    "flexibel",
    "informationsquelle",
    "empfehlung",
    "versicherungsArt",
    "versicherungsName",
    "kostenuebernahmeGeklaert",
    "arztBehandlungConsent",
    "suchtbeschreibung",
    "hasRezept",
    "mode",
    "lastCalledPage",
    "id",
  ],
  sportphysiotherapie: [
    "contactType",
    "firstName",
    "lastName",
    "email",
    "phone",
    "therapyType",
    "beschwerden",
    "hasRezept",
    "tageszeiten",
    "availability",
    "message",
    "mode",
    "lastCalledPage",
    "id",
  ],
  general: [
    "contactType",
    "firstName",
    "lastName",
    "email",
    "phone",
    "inquiryReason",
    "message",
    "tageszeiten",
    "mode",
    "lastCalledPage",
    "id",
  ],
} as const satisfies Record<FormType, readonly string[]>;
