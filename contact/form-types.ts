/**
 * The vocabulary of the contact request (requirements §3, §7): form types, site modes, URL
 * suffixes, enumerations, weekdays and times of day. Values are the exact wire strings.
 */

export const FORM_TYPES = ["psychotherapie", "sportphysiotherapie", "general"] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const MODES = ["default", "psychotherapie", "sportphysiotherapie"] as const;
export type Mode = (typeof MODES)[number];

/** URL suffix appended to the notify API base (requirements §7). */
const SUFFIXES = {
  general: "",
  psychotherapie: "psychotherapie",
  sportphysiotherapie: "physiotherapie",
} as const satisfies Record<FormType, string>;

export function suffixFor(formType: FormType): string {
  return SUFFIXES[formType];
}

export function formTypeForSuffix(suffix: string): FormType | undefined {
  return FORM_TYPES.find((formType) => SUFFIXES[formType] === suffix);
}

/**
 * Honeypot: a visually hidden input that people leave empty and bots fill. The server answers
 * 201 as usual but stores a request with a non-empty value as spam (and mails nothing).
 */
export const HONEYPOT_FIELD = "website";

export const INFORMATIONSQUELLEN = [
  "Internet-Suche",
  "Empfehlung",
  "Soziale Medien",
  "Ärztliche Überweisung",
  "Sonstiges",
] as const;
export type Informationsquelle = (typeof INFORMATIONSQUELLEN)[number];

export const VERSICHERUNGSARTEN = [
  "Gesetzlich versichert",
  "Privat versichert",
  "Selbstzahler",
] as const;
export type VersicherungsArt = (typeof VERSICHERUNGSARTEN)[number];

/** Insurance types for which the form shows insurer name and cost-coverage checkbox. */
export const INSURED_VERSICHERUNGSARTEN: readonly VersicherungsArt[] = [
  "Gesetzlich versichert",
  "Privat versichert",
];

export const THERAPY_TYPES = [
  "Rehabilitation",
  "Lymphdrainage",
  "Klassische Massage",
  "Kiefergelenktherapie",
  "Medizinische Trainingstherapie",
  "Andere",
] as const;
export type TherapyType = (typeof THERAPY_TYPES)[number];

export const INQUIRY_REASONS = [
  "Allgemeine Frage",
  "Terminanfrage",
  "Informationsanfrage",
  "Feedback",
  "Sonstiges",
] as const;
export type InquiryReason = (typeof INQUIRY_REASONS)[number];

export const WEEKDAYS = [
  { name: "montag", label: "Montag" },
  { name: "dienstag", label: "Dienstag" },
  { name: "mittwoch", label: "Mittwoch" },
  { name: "donnerstag", label: "Donnerstag" },
  { name: "freitag", label: "Freitag" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["name"];

export const TIMES_OF_DAY = [
  { name: "ganztaegig", label: "Ganztägig" },
  { name: "vormittag", label: "Vormittag" },
  { name: "mittag", label: "Mittag" },
  { name: "nachmittag", label: "Nachmittag" },
  { name: "abend", label: "Abend" },
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]["name"];

/** The psychotherapy form's availability checkboxes that stand for a weekday or time of day. */
export type AvailabilityFlag = Weekday | TimeOfDay;
export const AVAILABILITY_FLAGS: readonly AvailabilityFlag[] = [...WEEKDAYS, ...TIMES_OF_DAY].map(
  (item) => item.name,
);

/** One entry per weekday and time of day, in that order, so the list is written only above. */
export function perAvailabilityFlag<T>(entry: (name: AvailabilityFlag) => T) {
  return Object.fromEntries(AVAILABILITY_FLAGS.map((name) => [name, entry(name)])) as Record<
    AvailabilityFlag,
    T
  >;
}

/** Psychotherapy `tageszeiten` when no time of day is chosen. */
export const NO_TIME_PREFERENCE = "Keine spezifische Präferenz";

/** Separator between the chosen time-of-day labels in `tageszeiten` ("Vormittag, Abend"). */
export const TAGESZEITEN_SEPARATOR = ", ";

/** Wire values of the yes/no conventions of requirements §3. */
export const JA_NEIN = ["Ja", "Nein"] as const;
export const JA_NEIN_UPPER = ["JA", "NEIN"] as const;
export const JA_NEIN_LOWER = ["ja", "nein"] as const;
