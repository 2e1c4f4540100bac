/** Valid form values for the tests of contact/ (not used by the app). */
import type {
  GeneralFormValues,
  PsychotherapieFormValues,
  SportFormValues,
} from "./form-schemas.ts";

const contact = {
  firstName: "Jörg-Peter",
  lastName: "Müßig (geb. Weiß)",
  email: "joerg.mueller@example.de",
  phone: "+49 (0)911 / 123-456 @ Büro",
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

export const validSportValues: SportFormValues = {
  ...contact,
  therapyType: "Lymphdrainage",
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
  inquiryReason: "Terminanfrage",
  terms: true,
  trigger: "",
  lastCalledPage: "/",
  website: "",
};
