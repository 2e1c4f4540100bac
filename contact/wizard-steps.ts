/**
 * The psychotherapy wizard's eight steps (requirements §4): title, fields in display order, and
 * whether 'Weiter' checks them before advancing. 'Anfrage senden' (step 8) validates the whole
 * form.
 */
import type { PsychotherapieFormInput } from "./form-schemas.ts";
import { isShown } from "./form-schemas.ts";
import { AVAILABILITY_FLAGS } from "./form-types.ts";

export type PsychotherapieField = keyof PsychotherapieFormInput;

export interface WizardStep {
  readonly title: string;
  /** Every field the step can show, in display order (some only under a condition). */
  readonly fields: readonly PsychotherapieField[];
  /** Whether 'Weiter' validates this step's fields before advancing. */
  readonly gated: boolean;
}

export const TOTAL_STEPS = 8;

export const WIZARD_STEPS = [
  {
    title: "Kontaktdaten",
    fields: ["firstName", "lastName", "email", "phone", "message"],
    gated: true,
  },
  {
    title: "Therapiebedarf",
    fields: ["beschwerden", "currentBurden", "problemDuration"],
    gated: true,
  },
  { title: "Therapiebedarf", fields: ["seekingHelpTrigger", "burdenScale"], gated: true },
  { title: "Therapiebedarf", fields: ["affectedAreas", "nimmtPsychopharmaka"], gated: true },
  {
    title: "Therapiebedarf",
    fields: ["hasPreviousTherapy", "previousTherapyExperience"],
    gated: true,
  },
  {
    title: "Terminverfügbarkeit",
    fields: [...AVAILABILITY_FLAGS, "flexibel"],
    gated: false,
  },
  { title: "Informationsquelle", fields: ["informationsquelle", "empfehlung"], gated: true },
  {
    title: "Honorar & Kostenübernahme",
    fields: [
      "versicherungsArt",
      "versicherungsName",
      "kostenuebernahmeGeklaert",
      "arztBehandlungConsent",
      "suchtbeschreibung",
      "terms",
    ],
    gated: false,
  },
] as const satisfies readonly WizardStep[];

/** The step (1-based); undefined outside 1..TOTAL_STEPS. */
export function stepAt(step: number): WizardStep | undefined {
  return WIZARD_STEPS[step - 1];
}

/**
 * Which of the steps sharing `step`'s title it is, and how many share it (steps 2 to 5 are all
 * „Therapiebedarf“); undefined for a title no other step has. Where the form is one page, the
 * headings say it, so the four parts can be told apart.
 */
export function titlePart(step: number): [part: number, parts: number] | undefined {
  const title = stepAt(step)?.title;
  const sharing = WIZARD_STEPS.flatMap((each, index) => (each.title === title ? [index + 1] : []));
  return sharing.length > 1 ? [sharing.indexOf(step) + 1, sharing.length] : undefined;
}

type ConditionalField = keyof typeof isShown;
const isConditional = (name: PsychotherapieField): name is ConditionalField => name in isShown;

/**
 * The fields 'Weiter' must check on `step` given the current values: none for ungated steps;
 * a field shown only under a condition (previousTherapyExperience, empfehlung) only while shown.
 */
export function fieldsToValidate(
  step: number,
  values: Partial<PsychotherapieFormInput>,
): PsychotherapieField[] {
  const current = stepAt(step);
  if (!current?.gated) return [];
  return current.fields.filter((name) => !isConditional(name) || isShown[name](values));
}
