/**
 * The psychotherapy wizard (requirements §4): eight steps with progress bar, step circles and
 * 'Schritt X von 8'. 'Weiter' (steps 1–7) checks the step's fields (contact/wizard-steps.ts
 * `fieldsToValidate`: none on steps 6 and 8, conditional fields only while shown) and advances
 * only when they are valid; otherwise it marks them touched, shows their messages and the error
 * summary. 'Anfrage senden' (step 8) validates the whole form. After each step change the form
 * scrolls into view, the live region announces 'Schritt X von 8: {title}' and, 100 ms later,
 * the step's first field takes the focus. The same happens when the browser's Back or Forward
 * changes the step (each step is a history entry, see use-step-history.ts): „Zurück“ is Back.
 *
 * All eight steps are rendered, each a group under its title; the steps not shown are `hidden`
 * (out of view and of the accessibility tree), as is 'Anfrage senden' before step 8 and 'Weiter'
 * on it. Where the island never runs, CSS shows the form as one page instead: every step in
 * order, no progress, 'Weiter' or 'Zurück', 'Anfrage senden' at the end
 * (app/styles/contact-page.css), and the browser posts it (form-shell.tsx).
 */
import { type MouseEvent, useEffect, useRef, useState } from "react";
import type { PsychotherapieFormValues } from "#contact/form-schemas.ts";
import type { Mode } from "#contact/form-types.ts";
import type { SendResult } from "#contact/send.ts";
import {
  fieldsToValidate,
  stepAt,
  TOTAL_STEPS,
  titlePart,
  WIZARD_STEPS,
} from "#contact/wizard-steps.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import { ErrorSummary, focusField, type SummaryItem } from "./error-summary.tsx";
import { NextButton, SendButton } from "./form-buttons.tsx";
import { FormShell } from "./form-shell.tsx";
import { PsychotherapieStepFields } from "./psychotherapie-steps.tsx";
import type { ShownError } from "./single-step-form.tsx";
import { ErrorBanner } from "./status-messages.tsx";
import type { ContactForm } from "./use-contact-form.ts";
import { useContactSend } from "./use-contact-send.ts";
import { useErrorSummary } from "./use-error-summary.ts";

/** requirements §9: the first field of a new step takes the focus 100 ms after the step change. */
export const STEP_FOCUS_DELAY_MS = 100;

const ALL_FIELDS: readonly string[] = WIZARD_STEPS.flatMap((step) => [...step.fields]);
const stepOf = (name: string) =>
  WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(name)) + 1;

const FOCUSABLE =
  'input:not([type="hidden"]):not([tabindex="-1"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The first field of `step` that is shown (not in a hidden conditional group). Every element,
 * then the match: jsdom lists a selector list's matches selector by selector, not in order.
 */
const firstField = (step: HTMLElement | null) =>
  [...(step?.querySelectorAll<HTMLElement>("*") ?? [])].find(
    (element) => element.matches(FOCUSABLE) && !element.closest("[hidden]"),
  );

export interface PsychotherapieFormProps {
  form: ContactForm;
  mode: Mode;
  headingId: string;
  step: number;
  onStepChange: (step: number) => void;
  error: ShownError | null;
  onResult: (result: SendResult) => void;
  onSending?: (sending: boolean) => void;
}

export function PsychotherapieForm({
  form,
  mode,
  headingId,
  step,
  onStepChange,
  error,
  onResult,
  onSending,
}: PsychotherapieFormProps) {
  const summary = useErrorSummary("psychotherapie", form.view.errors);
  const { send, sending } = useContactSend("psychotherapie", mode, onResult, onSending);
  const [announcement, setAnnouncement] = useState("");
  const formAreaRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLFieldSetElement>(null);
  const shownStep = useRef(step);
  /** A field to focus after the step change instead of the first one (summary links). */
  const pendingFocus = useRef<string | null>(null);
  const title = stepAt(step)?.title ?? "";
  const { hide: hideSummary } = summary;

  // Runs for every step change: „Weiter“, „Zurück“, a summary link, and Back or Forward.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    hideSummary();
    setAnnouncement(contactForm.stepAnnouncement(step, TOTAL_STEPS, title));
    // At once, not smoothly: a smooth scroll can be cut short (a Chromium run left step 2's
    // heading below the view after „Zurück“; WebKit drops some), and a step is a new page.
    formAreaRef.current?.scrollIntoView({ behavior: "instant", block: "start" });
    const focusedBefore = document.activeElement;
    const timer = window.setTimeout(() => {
      // The visitor moved the focus meanwhile (e.g. to the error summary): leave it there.
      const focused = document.activeElement;
      if (focused !== focusedBefore && focused !== document.body) return;
      const target = pendingFocus.current;
      pendingFocus.current = null;
      if (target) {
        focusField(target);
        return;
      }
      firstField(stepRef.current)?.focus({ preventScroll: true });
    }, STEP_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [step, title, hideSummary]);

  const goTo = (next: number) => {
    summary.hide();
    onStepChange(Math.min(Math.max(next, 1), TOTAL_STEPS));
  };

  const next = () => {
    const fields = fieldsToValidate(step, form.values());
    if (fields.length > 0 && !form.check(fields)) {
      summary.show(fields);
      return;
    }
    goTo(step + 1);
  };

  const back = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) return;
    goTo(step - 1);
  };

  const selectSummaryItem = (item: SummaryItem) => {
    const itemStep = stepOf(item.name);
    if (itemStep === step || itemStep === 0) {
      focusField(item.targetId);
      return;
    }
    pendingFocus.current = item.targetId;
    goTo(itemStep);
  };

  return (
    <div className="wizard" ref={formAreaRef}>
      <FormShell
        formType="psychotherapie"
        mode={mode}
        form={form}
        labelledBy={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (step < TOTAL_STEPS) {
            next();
            return;
          }
          const values = form.submit();
          if (values === null) {
            summary.show(ALL_FIELDS);
            return;
          }
          summary.hide();
          void send(values as PsychotherapieFormValues);
        }}
      >
        <WizardProgress step={step} />
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <ErrorSummary
          items={summary.items}
          attempt={summary.attempt}
          onSelect={selectSummaryItem}
        />
        {WIZARD_STEPS.map((wizardStep, index) => {
          const number = index + 1;
          const current = number === step;
          const titleId = `wizard-step-${number}-title`;
          const part = titlePart(number);
          return (
            // A group (fieldset), not a section: where all eight show, four regions of one name
            // would be landmarks a screen reader cannot tell apart.
            <fieldset
              key={number}
              className="wizard__step"
              ref={current ? stepRef : undefined}
              aria-labelledby={titleId}
              hidden={!current}
              inert={sending}
            >
              <h4 className="wizard__step-title" id={titleId}>
                {wizardStep.title}
                {/* Shown where the form is one page (contact-page.css): „(2 von 4)“. */}
                {part && <span className="wizard__one-page">{contactForm.titlePart(...part)}</span>}
              </h4>
              {number === 1 && <p className="contact-form__note">{contactForm.requiredNote}</p>}
              <PsychotherapieStepFields step={number} mode={mode} />
            </fieldset>
          );
        })}
        {error && step === TOTAL_STEPS && (
          <ErrorBanner message={error.message} status={error.status} attempt={error.attempt} />
        )}
        <div className="form-actions">
          {step > 1 && (
            <button
              type="button"
              className="button button--secondary wizard__back"
              data-script-only=""
              onClick={back}
              inert={sending}
            >
              {contactForm.buttons.back}
            </button>
          )}
          <NextButton hidden={step === TOTAL_STEPS}>{contactForm.buttons.next}</NextButton>
          <SendButton sending={sending} hidden={step < TOTAL_STEPS} />
        </div>
      </FormShell>
    </div>
  );
}

/** Progress bar (width step/8), 'Schritt X von 8' and the step circles up to the current step. */
function WizardProgress({ step }: { step: number }) {
  const text = contactForm.progress(step, TOTAL_STEPS);
  return (
    <div className="wizard-progress" data-script-only="">
      <p className="wizard-progress__text" aria-hidden="true">
        {text}
      </p>
      <div
        className="wizard-progress__bar"
        role="progressbar"
        aria-label={contactForm.progressLabel}
        aria-valuemin={1}
        aria-valuemax={TOTAL_STEPS}
        aria-valuenow={step}
        aria-valuetext={text}
      >
        <div
          className="wizard-progress__fill"
          style={{ width: `${(step / TOTAL_STEPS) * 100}%` }}
        />
      </div>
      <ol className="wizard-progress__steps" aria-hidden="true">
        {WIZARD_STEPS.map((wizardStep, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "upcoming";
          return (
            <li
              key={number}
              className={`wizard-progress__circle wizard-progress__circle--${state}`}
              data-state={state}
              title={wizardStep.title}
            >
              {number}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
