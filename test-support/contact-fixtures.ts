/**
 * Valid form values of each form and the wire payloads built from them, for the tests of
 * contact/, app/, server/, e2e/ and the benches (not used by the app). The names, the e-mail address, the therapy
 * type and the inquiry reason are the ones the server's mail and CLI tests look for.
 */
import type {
  GeneralFormValues,
  PsychotherapieFormValues,
  SportFormValues,
} from "#contact/form-schemas.ts";
import type { FormType } from "#contact/form-types.ts";
import { buildPayload, createRequestId, type FormValuesFor } from "#contact/payload.ts";

const contact = {
  firstName: "Erika",
  lastName: "Müller-Lüdenscheidt",
  email: "erika.mueller@example.org",
  phone: "+49 (0)911 / 1234567 @ Büro",
  message: "Guten Tag,\nich bitte um Rückruf: ab 17 Uhr; danke!",
};

export const validPsychotherapieValues: PsychotherapieFormValues = {
  ...contact,
  beschwerden: "Schlafstörungen und Unruhe",
  currentBurden: "Stress bei der Arbeit",
  problemDuration: "Seit etwa 2 Jahren",
  seekingHelpTrigger: "Ein Gespräch mit meiner Hausärztin",
  burdenScale: 7,
  affectedAreas: "Beruf, Familie",
  nimmtPsychopharmaka: "NEIN",
  hasPreviousTherapy: "JA",
  previousTherapyExperience: "Verhaltenstherapie 2019, hilfreich",
  montag: true,
  dienstag: false,
  mittwoch: true,
  donnerstag: false,
  freitag: false,
  ganztaegig: false,
  vormittag: true,
  mittag: false,
  nachmittag: false,
  abend: true,
  flexibel: false,
  informationsquelle: "Empfehlung",
  empfehlung: "Frau Dr. Schön",
  versicherungsArt: "Privat versichert",
  versicherungsName: "Allianz",
  kostenuebernahmeGeklaert: true,
  arztBehandlungConsent: "ja",
  suchtbeschreibung: "",
  terms: true,
  trigger: "kontakt-panel",
  lastCalledPage: "/psychotherapie",
  website: "",
};

/**
 * What requirements §3 puts on the wire for the answers of `validPsychotherapieValues` (steps 2
 * to 8, without the contact details and the context): written out, so that the payload builder's
 * test and the browser's wizard test check the same expectation. Free texts go through unchanged.
 */
export const psychotherapieAnswersOnTheWire = {
  tageszeiten: "Vormittag, Abend",
  informationsquelle: "Empfehlung",
  empfehlung: validPsychotherapieValues.empfehlung,
  flexibel: "Nein",
  montag: "Ja",
  dienstag: "Nein",
  mittwoch: "Ja",
  donnerstag: "Nein",
  freitag: "Nein",
  ganztaegig: "Nein",
  vormittag: "Ja",
  mittag: "Nein",
  nachmittag: "Nein",
  abend: "Ja",
  versicherungsArt: "Privat versichert",
  versicherungsName: validPsychotherapieValues.versicherungsName,
  kostenuebernahmeGeklaert: "Ja",
  arztBehandlungConsent: "ja",
  suchtbeschreibung: "",
  beschwerden: validPsychotherapieValues.beschwerden,
  currentBurden: validPsychotherapieValues.currentBurden,
  problemDuration: validPsychotherapieValues.problemDuration,
  seekingHelpTrigger: validPsychotherapieValues.seekingHelpTrigger,
  burdenScale: 7,
  affectedAreas: validPsychotherapieValues.affectedAreas,
  hasRezept: "Nein",
  nimmtPsychopharmaka: "NEIN",
  hasPreviousTherapy: "JA",
  previousTherapyExperience: validPsychotherapieValues.previousTherapyExperience,
};

export const validSportValues: SportFormValues = {
  ...contact,
  therapyType: "Kiefergelenktherapie",
  beschwerden: "Schwellung im Knöchel",
  hasRezept: true,
  tageszeiten: "Vormittags oder abends",
  availability: "Mo. bis Mi.",
  terms: true,
  trigger: "",
  lastCalledPage: "/sportphysiotherapie/lymphdrainage",
  website: "",
};

export const validGeneralValues: GeneralFormValues = {
  ...contact,
  inquiryReason: "Informationsanfrage",
  terms: true,
  trigger: "",
  lastCalledPage: "/",
  website: "",
};

const validValues: FormValuesFor = {
  psychotherapie: validPsychotherapieValues,
  sportphysiotherapie: validSportValues,
  general: validGeneralValues,
};

/** The payload the form sends for the valid values above, with `overrides` laid over it. */
export function validPayload(
  formType: FormType,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const payload = buildPayload(formType, validValues[formType], {
    mode: formType === "general" ? "default" : formType,
    lastCalledPage: "/psychotherapie/leistungen/angststoerungen",
    id: createRequestId(),
  });
  return { ...payload, ...overrides };
}

/** A ", "-joined list of valid time-of-day labels of exactly `length` characters. */
export function tageszeitenOfLength(length: number): string {
  // "Abend" adds 7 characters with its separator, "Mittag" 8: some mix of them fits any length.
  for (let mittag = 0; mittag < 7; mittag += 1) {
    const abend = (length + 2 - 8 * mittag) / 7;
    if (Number.isInteger(abend) && abend >= 0) {
      return [...Array(mittag).fill("Mittag"), ...Array(abend).fill("Abend")].join(", ");
    }
  }
  throw new Error(`no label list of ${length} characters`);
}
