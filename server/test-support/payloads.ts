/**
 * Valid wire payloads of each form, built the way the wizard builds them: form values checked
 * by the form schema, then the payload builder. Every field has a distinct value, so a test can
 * find each one in the e-mail.
 */
import { formSchemas } from "#contact/form-schemas.ts";
import type { FormType } from "#contact/form-types.ts";
import {
  buildGeneralPayload,
  buildPsychotherapiePayload,
  buildSportPayload,
  createRequestId,
  type PayloadContext,
} from "#contact/payload.ts";

const contact = {
  firstName: "Erika",
  lastName: "Müller-Lüdenscheidt",
  email: "erika.mueller@example.org",
  phone: "+49 911 1234567",
  trigger: "",
  lastCalledPage: "",
  website: "",
  terms: true,
};

export function psychotherapieValues() {
  return formSchemas.psychotherapie.parse({
    ...contact,
    message: "Ich möchte gern ein Erstgespräch vereinbaren.\nAm liebsten bald.",
    beschwerden: "Schlafstörungen und Grübeln",
    currentBurden: "Der Druck bei der Arbeit",
    problemDuration: "Seit etwa einem Jahr",
    seekingHelpTrigger: "Ein Gespräch mit meiner Hausärztin",
    burdenScale: 7,
    affectedAreas: "Beruf, Familie und Schlaf",
    nimmtPsychopharmaka: "NEIN",
    hasPreviousTherapy: "JA",
    previousTherapyExperience: "Eine Verhaltenstherapie vor fünf Jahren (hilfreich)",
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
    empfehlung: "Dr. Weber aus Zirndorf",
    versicherungsArt: "Privat versichert",
    versicherungsName: "Süddeutsche Krankenkasse",
    kostenuebernahmeGeklaert: true,
    arztBehandlungConsent: "ja",
    suchtbeschreibung: "Kein Konsum",
  });
}

export function sportValues() {
  return formSchemas.sportphysiotherapie.parse({
    ...contact,
    therapyType: "Kiefergelenktherapie",
    beschwerden: "Kieferknacken beim Kauen",
    hasRezept: true,
    tageszeiten: "Dienstags ab 17 Uhr",
    availability: "Ab Mitte des Monats",
    message: "Gibt es kurzfristig einen Termin?",
  });
}

export function generalValues() {
  return formSchemas.general.parse({
    ...contact,
    inquiryReason: "Informationsanfrage",
    message: "Bieten Sie auch Hausbesuche an?",
  });
}

export function validPayload(
  formType: FormType,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const context: PayloadContext = {
    mode: formType === "general" ? "default" : formType,
    lastCalledPage: "/psychotherapie/leistungen/angststoerungen",
    id: createRequestId(),
  };
  const payload =
    formType === "psychotherapie"
      ? buildPsychotherapiePayload(psychotherapieValues(), context)
      : formType === "sportphysiotherapie"
        ? buildSportPayload(sportValues(), context)
        : buildGeneralPayload(generalValues(), context);
  return { ...payload, ...overrides };
}
