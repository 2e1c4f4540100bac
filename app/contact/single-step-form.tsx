/**
 * The single-step forms (requirements §4): sports physiotherapy and general requests. 'Anfrage
 * senden' validates every field: invalid → every message plus the error summary, nothing sent.
 */
import type { GeneralFormInput, SportFormInput } from "#contact/form-schemas.ts";
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
import type { ContactForm } from "./use-contact-form.ts";
import { useContactSend } from "./use-contact-send.ts";
import { useErrorSummary } from "./use-error-summary.ts";

export interface ShownError {
  message: string;
  /** The answer's status (0: none); a 425 banner does not invite to try again at once. */
  status: number;
  attempt: number;
}

type SingleStepType = "sportphysiotherapie" | "general";

export interface SingleStepFormProps<F extends SingleStepType> {
  formType: F;
  form: ContactForm;
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
  const summary = useErrorSummary(formType, form.view.errors);
  const { send, sending } = useContactSend(formType, mode, onResult, onSending);
  const order = Object.keys(fieldLabels[formType]);

  return (
    <FormShell
      formType={formType}
      mode={mode}
      form={form}
      labelledBy={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        const values = form.submit();
        if (values === null) {
          summary.show(order);
          return;
        }
        summary.hide();
        void send(values as Parameters<typeof send>[0]);
      }}
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
