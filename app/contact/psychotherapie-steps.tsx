/**
 * The fields of the psychotherapy wizard's eight steps (requirements §4), in the order of
 * contact/wizard-steps.ts. Conditional fields follow contact/form-schemas.ts `isShown`.
 */
import { useWatch } from "react-hook-form";
import {
  isKostenuebernahmeShown,
  isShown,
  type PsychotherapieFormInput,
} from "#contact/form-schemas.ts";
import {
  INFORMATIONSQUELLEN,
  JA_NEIN_LOWER,
  JA_NEIN_UPPER,
  TIMES_OF_DAY,
  VERSICHERUNGSARTEN,
  WEEKDAYS,
} from "#contact/form-types.ts";
import { contactPage } from "#content/contact-page.ts";
import { controlsFor } from "./form-controls.tsx";
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
  { value: values[0], label: contactPage.yes },
  { value: values[1], label: contactPage.no },
];

function Step1() {
  return <ContactDetails withMessage />;
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
  const hasPreviousTherapy = useWatch({ name: "hasPreviousTherapy" });
  return (
    <>
      <RadioField name="hasPreviousTherapy" options={yesNo(JA_NEIN_UPPER)} />
      {isShown.previousTherapyExperience({ hasPreviousTherapy }) && (
        <TextAreaField name="previousTherapyExperience" />
      )}
    </>
  );
}

function Step6() {
  return (
    <>
      <p className="field__hint">{contactPage.availabilityHint}</p>
      <CheckboxGroup
        id="psychotherapie-weekdays"
        legend={contactPage.weekdaysLegend}
        names={WEEKDAYS.map((day) => day.name)}
      />
      <CheckboxGroup
        id="psychotherapie-times"
        legend={contactPage.timesOfDayLegend}
        names={TIMES_OF_DAY.map((time) => time.name)}
      />
      <CheckboxField name="flexibel" />
    </>
  );
}

function Step7() {
  const informationsquelle = useWatch({ name: "informationsquelle" });
  return (
    <>
      <SelectField name="informationsquelle" options={INFORMATIONSQUELLEN} />
      {isShown.empfehlung({ informationsquelle }) && <TextField name="empfehlung" optional />}
    </>
  );
}

function Step8() {
  const versicherungsArt = useWatch({ name: "versicherungsArt" });
  const insured = isKostenuebernahmeShown({ versicherungsArt });
  return (
    <>
      <SelectField
        name="versicherungsArt"
        options={VERSICHERUNGSARTEN}
        hint={contactPage.insuranceHint}
      />
      {insured && (
        <>
          <TextField name="versicherungsName" optional />
          <CheckboxField name="kostenuebernahmeGeklaert" />
        </>
      )}
      <div className="contact-notice">
        <p className="contact-notice__heading">{contactPage.medicalNotice.heading}</p>
        <p>{contactPage.medicalNotice.text}</p>
      </div>
      <RadioField name="arztBehandlungConsent" options={yesNo(JA_NEIN_LOWER)} />
      <TextAreaField name="suchtbeschreibung" optional />
      <TermsField />
    </>
  );
}

const STEPS = [Step1, Step2, Step3, Step4, Step5, Step6, Step7, Step8] as const;

export function PsychotherapieStepFields({ step }: { step: number }) {
  const Step = STEPS[step - 1] ?? Step1;
  return <Step />;
}
