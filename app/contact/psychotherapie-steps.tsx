/**
 * The fields of the psychotherapy wizard's eight steps (requirements §4), in the order of
 * contact/wizard-steps.ts. Conditional fields follow contact/form-schemas.ts `isShown`: they are
 * always rendered, `hidden` while they do not apply, so the prerendered form holds every field.
 * Where the form is one page without the wizard (no JavaScript, app/styles/contact-page.css),
 * they are shown with a note that says when they apply, which describes them (form-controls.tsx:
 * there none claims to be required).
 */
import { type ReactNode, useId } from "react";
import { CrisisNote } from "#app/ui/crisis-note.tsx";
import {
  isKostenuebernahmeShown,
  isShown,
  type PsychotherapieFormInput,
} from "#contact/form-schemas.ts";
import {
  INFORMATIONSQUELLEN,
  JA_NEIN_LOWER,
  JA_NEIN_UPPER,
  type Mode,
  TIMES_OF_DAY,
  VERSICHERUNGSARTEN,
  WEEKDAYS,
} from "#contact/form-types.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import { ConditionNoteContext, controlsFor, useWatched } from "./form-controls.tsx";
import { ContactDetails, TermsField } from "./shared-fields.tsx";

const {
  BurdenScaleField,
  CheckboxField,
  CheckboxGroup,
  RadioField,
  SelectField,
  TextAreaField,
  TextField,
} = controlsFor<PsychotherapieFormInput>();

const yesNo = (values: readonly [string, string]) => [
  { value: values[0], label: contactForm.yes },
  { value: values[1], label: contactForm.no },
];

/**
 * Fields that apply only under a condition, with the note that names it (shown only where the
 * form is one page; with the wizard the fields appear only when they apply).
 */
function Conditional({
  shown,
  note,
  children,
}: {
  shown: boolean;
  note: string;
  children: ReactNode;
}) {
  const noteId = useId();
  return (
    <div className="wizard__conditional" hidden={!shown}>
      <p className="wizard__condition" id={noteId}>
        {note}
      </p>
      <ConditionNoteContext value={shown ? undefined : noteId}>{children}</ConditionNoteContext>
    </div>
  );
}

/**
 * The crisis note comes first, before the long form. On /psychotherapie/kontakt the page shows
 * it above the wizard already (app/routes/contact.tsx), so the step repeats it only where the
 * visitor chose the psychotherapy form in the chooser.
 */
function Step1({ mode }: { mode: Mode }) {
  return (
    <>
      {mode !== "psychotherapie" && <CrisisNote headingLevel={5} id="krisenhilfe-formular" />}
      <ContactDetails withMessage />
    </>
  );
}

function Step2() {
  return (
    <>
      <TextAreaField name="beschwerden" />
      <TextAreaField name="currentBurden" />
      <TextField name="problemDuration" />
    </>
  );
}

function Step3() {
  return (
    <>
      <TextAreaField name="seekingHelpTrigger" />
      <BurdenScaleField name="burdenScale" />
    </>
  );
}

function Step4() {
  return (
    <>
      <TextAreaField name="affectedAreas" />
      <RadioField name="nimmtPsychopharmaka" options={yesNo(JA_NEIN_UPPER)} />
    </>
  );
}

function Step5() {
  const hasPreviousTherapy = String(useWatched("hasPreviousTherapy"));
  return (
    <>
      <RadioField name="hasPreviousTherapy" options={yesNo(JA_NEIN_UPPER)} />
      <Conditional
        shown={isShown.previousTherapyExperience({ hasPreviousTherapy })}
        note={contactForm.conditions.previousTherapyExperience}
      >
        <TextAreaField name="previousTherapyExperience" />
      </Conditional>
    </>
  );
}

function Step6() {
  return (
    <>
      <p className="field__hint">{contactForm.availabilityHint}</p>
      <CheckboxGroup
        id="psychotherapie-weekdays"
        legend={contactForm.weekdaysLegend}
        names={WEEKDAYS.map((day) => day.name)}
      />
      <CheckboxGroup
        id="psychotherapie-times"
        legend={contactForm.timesOfDayLegend}
        names={TIMES_OF_DAY.map((time) => time.name)}
      />
      <CheckboxField name="flexibel" />
    </>
  );
}

function Step7() {
  const informationsquelle = String(useWatched("informationsquelle"));
  return (
    <>
      <SelectField name="informationsquelle" options={INFORMATIONSQUELLEN} />
      <Conditional
        shown={isShown.empfehlung({ informationsquelle })}
        note={contactForm.conditions.empfehlung}
      >
        <TextField name="empfehlung" optional />
      </Conditional>
    </>
  );
}

function Step8() {
  const versicherungsArt = String(useWatched("versicherungsArt"));
  const insured = isKostenuebernahmeShown({ versicherungsArt });
  const { before, label, after, href } = contactForm.costsLink;
  return (
    <>
      <p className="field__hint">
        {before}
        {/* A new tab, so the form and its entries stay where they are. */}
        <a href={href} target="_blank" rel="noopener">
          {label}
          <span className="visually-hidden"> {contactForm.privacyLink.newTab}</span>
        </a>
        {after}
      </p>
      <SelectField
        name="versicherungsArt"
        options={VERSICHERUNGSARTEN}
        hint={contactForm.insuranceHint}
      />
      <Conditional shown={insured} note={contactForm.conditions.insured}>
        <TextField name="versicherungsName" optional />
        <CheckboxField name="kostenuebernahmeGeklaert" />
      </Conditional>
      <div className="contact-notice">
        <p className="contact-notice__heading">{contactForm.medicalNotice.heading}</p>
        <p>{contactForm.medicalNotice.text}</p>
      </div>
      <RadioField name="arztBehandlungConsent" options={yesNo(JA_NEIN_LOWER)} />
      <TextAreaField name="suchtbeschreibung" optional />
      <TermsField />
    </>
  );
}

const STEPS = [Step2, Step3, Step4, Step5, Step6, Step7, Step8] as const;

export function PsychotherapieStepFields({ step, mode }: { step: number; mode: Mode }) {
  const Step = STEPS[step - 2];
  return Step ? <Step /> : <Step1 mode={mode} />;
}
