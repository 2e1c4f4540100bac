/**
 * The single-step forms (requirements §4): sports physiotherapy and general requests. 'Anfrage
 * senden' validates every field: invalid → every message plus the error summary, nothing sent.
 */
import type { UseFormReturn } from "react-hook-form";
import type {
  GeneralFormInput,
  GeneralFormValues,
  SportFormInput,
  SportFormValues,
} from "#contact/form-schemas.ts";
import { INQUIRY_REASONS, type Mode, THERAPY_TYPES } from "#contact/form-types.ts";
import { fieldLabels } from "#contact/labels.ts";
import type { SendResult } from "#contact/send.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import { ErrorSummary, focusField } from "./error-summary.tsx";
import { SendButton } from "./form-buttons.tsx";
import { controlsFor } from "./form-controls.tsx";
import { FormShell } from "./form-shell.tsx";
import { ContactDetails, TermsField } from "./shared-fields.tsx";
import { ErrorBanner } from "./status-messages.tsx";
import { useContactSend } from "./use-contact-send.ts";
import { useErrorSummary } from "./use-error-summary.ts";

export interface ShownError {
  message: string;
  /** The answer's status (0: none); a 425 banner does not invite to try again at once. */
  status: number;
  attempt: number;
}

type SingleStepType = "sportphysiotherapie" | "general";
type FormsOf = {
  sportphysiotherapie: UseFormReturn<SportFormInput, unknown, SportFormValues>;
  general: UseFormReturn<GeneralFormInput, unknown, GeneralFormValues>;
};

export interface SingleStepFormProps<F extends SingleStepType> {
  formType: F;
  form: FormsOf[F];
  mode: Mode;
  headingId: string;
  error: ShownError | null;
  onResult: (result: SendResult) => void;
  onSending?: (sending: boolean) => void;
}

const sport = controlsFor<SportFormInput>();
const general = controlsFor<GeneralFormInput>();

function SportFields() {
  const { CheckboxField, SelectField, TextAreaField, TextField } = sport;
  return (
    <>
      <ContactDetails />
      <SelectField name="therapyType" options={THERAPY_TYPES} />
      <TextAreaField name="beschwerden" />
      <CheckboxField name="hasRezept" />
      <TextField name="tageszeiten" />
      <TextField name="availability" optional />
      <TextAreaField name="message" rows={5} />
      <TermsField />
    </>
  );
}

function GeneralFields() {
  const { SelectField, TextAreaField } = general;
  return (
    <>
      <ContactDetails />
      <SelectField name="inquiryReason" options={INQUIRY_REASONS} optional />
      <TextAreaField name="message" rows={6} />
      <TermsField />
    </>
  );
}

export function SingleStepForm<F extends SingleStepType>({
  formType,
  form,
  mode,
  headingId,
  error,
  onResult,
  onSending,
}: SingleStepFormProps<F>) {
  // The two forms differ only in their fields; one code path handles both.
  const typedForm = form as FormsOf["general"];
  const summary = useErrorSummary(formType, typedForm.formState.errors);
  const { send, sending } = useContactSend(formType, mode, onResult, onSending);
  const order = Object.keys(fieldLabels[formType]);

  return (
    <FormShell
      formType={formType}
      mode={mode}
      form={typedForm}
      labelledBy={headingId}
      onSubmit={(event) =>
        void typedForm.handleSubmit(
          (values) => {
            summary.hide();
            return send(values as Parameters<typeof send>[0]);
          },
          () => summary.show(order),
        )(event)
      }
    >
      <ErrorSummary
        items={summary.items}
        attempt={summary.attempt}
        onSelect={(item) => focusField(item.targetId)}
      />
      <div className="contact-form__fields" inert={sending}>
        <p className="contact-form__note">{contactForm.requiredNote}</p>
        {formType === "general" ? <GeneralFields /> : <SportFields />}
      </div>
      {error && (
        <ErrorBanner message={error.message} status={error.status} attempt={error.attempt} />
      )}
      <div className="form-actions">
        <SendButton sending={sending} />
      </div>
    </FormShell>
  );
}
