/**
 * German labels of every field of every form, used for the form's labels and for the messages
 * that name a field (the server's answers, the not-sent page). Each form's record lists its
 * fields in form order, then the fields the visitor does not fill in (payload-only and hidden
 * ones); the payload's order (`payloadFieldOrder`) is this order without the form-only fields.
 * The practitioner's mail words its questions itself (server/mail/request-digest.ts).
 */
import type { FormInputFor } from "./form-schemas.ts";
import { type FormType, HONEYPOT_FIELD, TIMES_OF_DAY, WEEKDAYS } from "./form-types.ts";
import type { PayloadFor } from "./payload-schemas.ts";

/** A field of a form: one of its schema's keys or one of its payload's. */
export type FieldName<F extends FormType> = keyof FormInputFor[F] | keyof PayloadFor[F];

/** Fields the e-mail leaves out: consent and trigger are never sent, a filled honeypot is spam. */
const FORM_ONLY = ["terms", "trigger", HONEYPOT_FIELD] as const;

const labelsByName = <const T extends readonly { name: string; label: string }[]>(items: T) =>
  Object.fromEntries(items.map((item) => [item.name, item.label])) as {
    [I in T[number] as I["name"]]: I["label"];
  };

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

/**
 * The forms that ask about health (psychotherapy; sports: „Beschwerden“, a prescription) need an
 * explicit consent that names health data (Art. 9 Abs. 2 lit. a DSGVO; content/pages/datenschutz.ts).
 */
const healthTermsLabel = {
  terms:
    "Ich willige ein, dass meine Angaben, auch die zu meiner Gesundheit, zur Bearbeitung meiner Anfrage verarbeitet werden. Die Datenschutzerklärung habe ich gelesen.",
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
    ...labelsByName(WEEKDAYS),
    ...labelsByName(TIMES_OF_DAY),
    tageszeiten,
    flexibel: "Ich bin zeitlich flexibel",
    informationsquelle: "Wie sind Sie auf uns aufmerksam geworden?",
    empfehlung: "Wer hat uns empfohlen?",
    versicherungsArt: "Versicherungsart",
    versicherungsName: "Name Ihrer Krankenversicherung",
    kostenuebernahmeGeklaert: "Die Kostenübernahme ist bereits geklärt",
    arztBehandlungConsent:
      "Sind Sie bereit, bei Bedarf zusätzlich eine ärztliche Behandlung in Anspruch zu nehmen?",
    suchtbeschreibung: "Konsum von Alkohol, Drogen oder Medikamenten (optional)",
    ...healthTermsLabel,
    hasRezept,
    ...metaLabels,
  },
  sportphysiotherapie: {
    contactType,
    ...contactLabels,
    therapyType: "Gewünschte Therapie",
    beschwerden,
    hasRezept,
    tageszeiten,
    availability: "Wann sind Sie in der Regel verfügbar?",
    message,
    ...healthTermsLabel,
    ...metaLabels,
  },
  general: {
    contactType,
    ...contactLabels,
    inquiryReason: "Grund Ihrer Anfrage",
    message,
    ...termsLabel,
    tageszeiten,
    ...metaLabels,
  },
} as const satisfies { [F in FormType]: Record<FieldName<F>, string> };

/** The German label of a field of a form, or undefined for an unknown field. */
export function labelFor(formType: FormType, name: string): string | undefined {
  const labels: Record<string, string> = fieldLabels[formType];
  return Object.hasOwn(labels, name) ? labels[name] : undefined;
}

export type MailedField<F extends FormType> = Exclude<FieldName<F>, (typeof FORM_ONLY)[number]>;

const mailOrder = <F extends FormType>(formType: F) =>
  Object.keys(fieldLabels[formType]).filter(
    (name) => !(FORM_ONLY as readonly string[]).includes(name),
  ) as MailedField<F>[];

/** The German label of a field the form shows; throws for a field without one. */
export function requiredLabel(formType: FormType, name: string): string {
  const label = labelFor(formType, name);
  if (label === undefined) throw new Error(`The ${formType} form has no label for "${name}".`);
  return label;
}

/**
 * Payload fields in the form's order, then the request's context: what the server reads of a
 * submission. The honeypot is left out (read apart: a filled one is spam); terms and trigger
 * are not part of the payload.
 */
export const payloadFieldOrder: { readonly [F in FormType]: readonly MailedField<F>[] } = {
  psychotherapie: mailOrder("psychotherapie"),
  sportphysiotherapie: mailOrder("sportphysiotherapie"),
  general: mailOrder("general"),
};
