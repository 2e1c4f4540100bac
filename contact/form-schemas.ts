/**
 * zod schemas of the FORM VALUES, as contact/form-values.ts reads them from a form's fields (in
 * the wizard or from a form post): checkboxes are booleans, the burden scale a number, radio
 * groups and selects "" until the visitor chooses. The schema's output is what the payload builders
 * of payload.ts take.
 *
 * Fields the wizard shows only under a condition are checked only while they are shown, so a
 * stale entry in a hidden field can never block sending (payload.ts does not send it either):
 * - previousTherapyExperience: required (plus max length and pattern) when hasPreviousTherapy
 *   is 'JA';
 * - empfehlung: optional text when informationsquelle is 'Empfehlung';
 * - versicherungsName: optional text when versicherungsArt is statutory or private.
 */
import { z } from "zod/mini";
import * as field from "./fields.ts";
import {
  HONEYPOT_FIELD,
  INFORMATIONSQUELLEN,
  INQUIRY_REASONS,
  INSURED_VERSICHERUNGSARTEN,
  JA_NEIN_LOWER,
  JA_NEIN_UPPER,
  perAvailabilityFlag,
  THERAPY_TYPES,
  VERSICHERUNGSARTEN,
} from "./form-types.ts";

/** Hidden inputs every form carries: trigger, lastCalledPage and the honeypot. */
const hiddenFields = {
  trigger: z.optional(z.string()),
  lastCalledPage: z.optional(z.string()),
  [HONEYPOT_FIELD]: z.optional(z.string()),
};

const hiddenDefaults = { trigger: "", lastCalledPage: "", [HONEYPOT_FIELD]: "" };
const contactDefaults = { firstName: "", lastName: "", email: "", phone: "", message: "" };

/** Whether a field shown only under a condition is currently shown. */
export const isShown = {
  previousTherapyExperience: (values: { hasPreviousTherapy?: string }) =>
    values.hasPreviousTherapy === "JA",
  empfehlung: (values: { informationsquelle?: string }) =>
    values.informationsquelle === "Empfehlung",
  versicherungsName: (values: { versicherungsArt?: string }) =>
    (INSURED_VERSICHERUNGSARTEN as readonly string[]).includes(values.versicherungsArt ?? ""),
};
/** The cost-coverage checkbox is shown together with the insurer's name. */
export const isKostenuebernahmeShown = isShown.versicherungsName;

const conditionalRules = {
  previousTherapyExperience: field.previousTherapyExperience,
  empfehlung: field.optionalText(),
  versicherungsName: field.optionalText(),
} satisfies Record<keyof typeof isShown, z.ZodMiniType>;

const psychotherapieFields = z.object({
  ...field.contactDetails,
  message: field.message,
  ...field.therapyNeed,
  nimmtPsychopharmaka: field.requiredChoice(JA_NEIN_UPPER, field.REQUIRED_MESSAGES.option),
  hasPreviousTherapy: field.requiredChoice(JA_NEIN_UPPER, field.REQUIRED_MESSAGES.option),
  previousTherapyExperience: z.string(),
  ...perAvailabilityFlag(() => z.boolean()),
  flexibel: z.boolean(),
  informationsquelle: field.requiredChoice(
    INFORMATIONSQUELLEN,
    field.REQUIRED_MESSAGES.informationsquelle,
  ),
  empfehlung: z.string(),
  versicherungsArt: field.requiredChoice(
    VERSICHERUNGSARTEN,
    field.REQUIRED_MESSAGES.versicherungsArt,
  ),
  versicherungsName: z.string(),
  kostenuebernahmeGeklaert: z.boolean(),
  arztBehandlungConsent: field.requiredChoice(JA_NEIN_LOWER, field.REQUIRED_MESSAGES.option),
  suchtbeschreibung: field.optionalText(),
  terms: field.terms,
  ...hiddenFields,
});

export const psychotherapieFormSchema = psychotherapieFields.check(
  z.superRefine(
    (values, ctx) => {
      for (const name of Object.keys(conditionalRules) as (keyof typeof conditionalRules)[]) {
        if (!isShown[name](values)) continue;
        const issue = conditionalRules[name].safeParse(values[name]).error?.issues[0];
        if (issue) ctx.addIssue({ code: "custom", path: [name], message: issue.message });
      }
    },
    // Run even when other fields are still invalid: the wizard validates step by step.
    { when: ({ value }) => typeof value === "object" && value !== null },
  ),
);

export const sportFormSchema = z.object({
  ...field.contactDetails,
  therapyType: field.requiredChoice(THERAPY_TYPES, field.REQUIRED_MESSAGES.therapyType),
  beschwerden: field.beschwerden,
  hasRezept: z.boolean(),
  tageszeiten: field.sportTageszeiten,
  availability: field.optionalText(),
  message: field.message,
  terms: field.terms,
  ...hiddenFields,
});

export const generalFormSchema = z.object({
  ...field.contactDetails,
  inquiryReason: field.optionalChoice(INQUIRY_REASONS),
  message: field.message,
  terms: field.terms,
  ...hiddenFields,
});

/** What a form's fields hold (input) and what a valid form yields (output). */
export type PsychotherapieFormInput = z.input<typeof psychotherapieFormSchema>;
export type PsychotherapieFormValues = z.output<typeof psychotherapieFormSchema>;
export type SportFormInput = z.input<typeof sportFormSchema>;
export type SportFormValues = z.output<typeof sportFormSchema>;
export type GeneralFormInput = z.input<typeof generalFormSchema>;
export type GeneralFormValues = z.output<typeof generalFormSchema>;
export type FormInputFor = {
  psychotherapie: PsychotherapieFormInput;
  sportphysiotherapie: SportFormInput;
  general: GeneralFormInput;
};

export const psychotherapieDefaultValues: PsychotherapieFormInput = {
  ...contactDefaults,
  beschwerden: "",
  currentBurden: "",
  problemDuration: "",
  seekingHelpTrigger: "",
  burdenScale: field.BURDEN_SCALE.default,
  affectedAreas: "",
  nimmtPsychopharmaka: "",
  hasPreviousTherapy: "",
  previousTherapyExperience: "",
  ...perAvailabilityFlag(() => false),
  flexibel: false,
  informationsquelle: "",
  empfehlung: "",
  versicherungsArt: "",
  versicherungsName: "",
  kostenuebernahmeGeklaert: false,
  arztBehandlungConsent: "",
  suchtbeschreibung: "",
  terms: false,
  ...hiddenDefaults,
};

export const sportDefaultValues: SportFormInput = {
  ...contactDefaults,
  therapyType: "",
  beschwerden: "",
  hasRezept: false,
  tageszeiten: "",
  availability: "",
  terms: false,
  ...hiddenDefaults,
};

export const generalDefaultValues: GeneralFormInput = {
  ...contactDefaults,
  inquiryReason: "",
  terms: false,
  ...hiddenDefaults,
};

export const formSchemas = {
  psychotherapie: psychotherapieFormSchema,
  sportphysiotherapie: sportFormSchema,
  general: generalFormSchema,
} as const;

export const defaultValues = {
  psychotherapie: psychotherapieDefaultValues,
  sportphysiotherapie: sportDefaultValues,
  general: generalDefaultValues,
} as const;
