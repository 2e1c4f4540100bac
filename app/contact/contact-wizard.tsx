/**
 * The contact wizard (requirements §2, §4): chooser → psychotherapy, sports or general form → sent
 * (success message, forms hidden) or error banner (form kept with its entries).
 *
 * - The initial form type comes from the page's path (initial-form.ts: a form's own page
 *   preselects it, /kontakt shows the chooser). It renders in the prerendered HTML.
 * - Every form is a real HTML form (form-shell.tsx) that posts natively where the island never
 *   runs; the chooser's cards and the way back are links to the page of the form, or of the
 *   chooser, which the wizard follows in place (a plain click) once hydrated.
 * - The three forms' states live here (use-contact-form.ts: the HTML form is the source of its
 *   values), so going back to the chooser (which clears type, sent flag and error) never loses
 *   what was typed: choosing the card again puts the entries back into its fields, and the
 *   psychotherapy form shows its step. Only a successful send or „Eingaben verwerfen“
 *   (discard-entries.tsx, which asks first) clears a form.
 * - The entries, the psychotherapy step and the form shown are kept in the tab's draft
 *   (use-contact-draft.ts, draft-storage.ts): a reload, a discarded tab or a page loaded anew on
 *   Back or Forward restores them silently after hydration; send and discard erase the form's.
 * - Each psychotherapy step is a history entry (use-step-history.ts): Back and Forward move
 *   between the steps; from the chooser or another form, they open the psychotherapy form again
 *   on that step. A page load with a draft takes up the step entries of before.
 * - On success the wizard's history goes back to its first entry, whose URL fragment becomes
 *   #contact-sent (history.replaceState: no navigation, no scroll to the top), and the focus
 *   moves to the success message. A reload of that address shows the form, so the fragment goes.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { FormType, Mode } from "#contact/form-types.ts";
import type { SendResult } from "#contact/send.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import { DiscardEntries } from "./discard-entries.tsx";
import { readDraft } from "./draft-storage.ts";
import { FormChooser, isPlainClick } from "./form-chooser.tsx";
import { usePointerSafeBlur } from "./pointer-safe-blur.ts";
import { PsychotherapieForm } from "./psychotherapie-form.tsx";
import { type ShownError, SingleStepForm } from "./single-step-form.tsx";
import { SENT_FRAGMENT, SuccessMessage } from "./status-messages.tsx";
import { useContactDraft } from "./use-contact-draft.ts";
import { type FormValues, useContactForm } from "./use-contact-form.ts";
import { useLeaveGuard } from "./use-leave-guard.ts";
import { type Resume, useStepHistory } from "./use-step-history.ts";

/** Whether `field` is a named control of the form of `type`. */
const fieldOf = (field: EventTarget, type: FormType) =>
  (field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement) &&
  field.name !== "" &&
  field.form?.dataset.formType === type;

function setUrlFragment(fragment: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    "",
    `${pathname}${search}${fragment ? `#${fragment}` : ""}`,
  );
}

export function ContactWizard({
  mode,
  initialForm,
  leftBefore,
}: {
  mode: Mode;
  /** The form shown first (null: the chooser). */
  initialForm: FormType | null;
  /**
   * The fields the visitor left in the prerendered form before it hydrated: touched from the
   * start, so their messages show as if the form had worked all along.
   */
  leftBefore?: ReadonlySet<EventTarget> | undefined;
}) {
  const [formType, setFormType] = useState<FormType | null>(initialForm);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [sending, setSending] = useState(false);
  const [psychotherapieStep, setPsychotherapieStep] = useState(1);
  /** What to focus when the chooser appears (nothing on the first render). */
  const [chooserFocus, setChooserFocus] = useState<FormType | "heading" | null>(null);
  const focusFormHeading = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Read once, before the first render, which it does not change (hydration must match the
  // prerendered form); null while prerendering. Restored by effects after hydration.
  const [draft] = useState(readDraft);

  // Each form tells the draft of its values (declared below; called only after this render).
  const keep = (type: FormType, values: FormValues) => saveDraft(type, values);
  const forms = {
    psychotherapie: useContactForm("psychotherapie", keep),
    sportphysiotherapie: useContactForm("sportphysiotherapie", keep),
    general: useContactForm("general", keep),
  };
  const entries: Record<FormType, boolean> = {
    psychotherapie: forms.psychotherapie.view.hasEntries,
    sportphysiotherapie: forms.sportphysiotherapie.view.hasEntries,
    general: forms.general.view.hasEntries,
  };
  const hasUnsentEntries = entries.psychotherapie || entries.sportphysiotherapie || entries.general;
  useLeaveGuard(!sent && hasUnsentEntries);
  usePointerSafeBlur();
  const resumeStep = draft?.forms.psychotherapie?.step ?? (draft?.forms.psychotherapie ? 1 : null);
  /**
   * Bumped when a restored step replaces step 1: the psychotherapy form starts anew on it, so it
   * neither scrolls, announces nor moves the focus as for a step the visitor changed.
   */
  const [restoredForm, setRestoredForm] = useState(0);
  const resume = useMemo<Resume | null>(
    () =>
      resumeStep === null
        ? null
        : {
            step: resumeStep,
            show: (step) => {
              if (step === 1) return;
              setRestoredForm((count) => count + 1);
              setPsychotherapieStep(step);
            },
          },
    [resumeStep],
  );
  const { go: goToStep, retire } = useStepHistory(
    psychotherapieStep,
    (step) => {
      if (formType !== "psychotherapie") {
        focusFormHeading.current = true;
        setFormType("psychotherapie");
        setChooserFocus(null);
      }
      setPsychotherapieStep(step);
    },
    resume,
  );
  const { save: saveDraft, erase: eraseDraft } = useContactDraft({
    draft,
    forms,
    formType,
    psychotherapieStep,
    showForm: setFormType,
  });

  useEffect(() => {
    if (window.location.hash === `#${SENT_FRAGMENT}`) setUrlFragment("");
  }, []);

  const formsRef = useRef(forms);
  formsRef.current = forms;
  const left = useRef(leftBefore);
  useEffect(() => {
    const fields = [...(left.current ?? [])];
    for (const form of Object.values(formsRef.current)) {
      const names = fields.flatMap((field) =>
        fieldOf(field, form.type) ? [(field as HTMLInputElement).name] : [],
      );
      if (names.length > 0) form.check(names);
    }
  }, []);

  useEffect(() => {
    if (formType === null || !focusFormHeading.current) return;
    focusFormHeading.current = false;
    headingRef.current?.focus();
  }, [formType]);

  const choose = (type: FormType) => {
    focusFormHeading.current = true;
    setFormType(type);
  };

  /** Back to the chooser: clears type, sent flag and error (entries stay in their form). */
  const reset = (focus: FormType | "heading") => {
    setFormType(null);
    setSent(false);
    setError(null);
    setChooserFocus(focus);
    if (window.location.hash === `#${SENT_FRAGMENT}`) setUrlFragment("");
  };

  const { reset: resetPsychotherapie } = forms.psychotherapie;
  const { reset: resetSport } = forms.sportphysiotherapie;
  const { reset: resetGeneral } = forms.general;
  /** After a send or a discard: the form empty, on step 1, its draft erased. */
  const clearForm = useCallback(
    (type: FormType) => {
      if (type === "psychotherapie") {
        resetPsychotherapie();
        setPsychotherapieStep(1);
      } else if (type === "sportphysiotherapie") resetSport();
      else resetGeneral();
      setError(null);
      eraseDraft(type);
    },
    [resetPsychotherapie, resetSport, resetGeneral, eraseDraft],
  );

  /** „Eingaben verwerfen“, confirmed: the step entries go as after a send. */
  const discard = (type: FormType) => {
    const done = () => {
      clearForm(type);
      headingRef.current?.focus();
    };
    if (type === "psychotherapie") retire(done);
    else done();
  };
  const handleResult = useCallback(
    (type: FormType, result: SendResult) => {
      if (!result.ok) {
        setError((previous) => ({
          message: result.message,
          status: result.status,
          attempt: (previous?.attempt ?? 0) + 1,
        }));
        return;
      }
      retire(() => {
        clearForm(type);
        setSent(true);
        setUrlFragment(SENT_FRAGMENT);
      });
    },
    [retire, clearForm],
  );
  const onPsychotherapieResult = useCallback(
    (result: SendResult) => handleResult("psychotherapie", result),
    [handleResult],
  );
  const onSportResult = useCallback(
    (result: SendResult) => handleResult("sportphysiotherapie", result),
    [handleResult],
  );
  const onGeneralResult = useCallback(
    (result: SendResult) => handleResult("general", result),
    [handleResult],
  );

  if (sent) return <SuccessMessage formType={formType} onNewRequest={() => reset("heading")} />;
  if (formType === null) return <FormChooser onChoose={choose} focusOn={chooserFocus} />;

  return (
    <div className="contact-form-area">
      <div className="contact-form-area__header">
        {/* Inert while sending, like „Zurück“: leaving the form mid-send would hide its outcome.
            A link to the chooser's page, which the wizard follows in place. */}
        <a
          href={contactForm.backToChooser.href}
          className="link-button"
          data-in-place=""
          inert={sending}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            reset(formType);
          }}
        >
          <span aria-hidden="true">←</span>
          {contactForm.backToChooser.label}
        </a>
        <h3 className="contact-form-area__heading" id={headingId} ref={headingRef} tabIndex={-1}>
          {contactForm.formHeadings[formType]}
        </h3>
      </div>
      {formType === "psychotherapie" && (
        <PsychotherapieForm
          key={restoredForm}
          form={forms.psychotherapie}
          mode={mode}
          headingId={headingId}
          step={psychotherapieStep}
          onStepChange={goToStep}
          error={error}
          onResult={onPsychotherapieResult}
          onSending={setSending}
        />
      )}
      {formType === "sportphysiotherapie" && (
        <SingleStepForm
          formType="sportphysiotherapie"
          form={forms.sportphysiotherapie}
          mode={mode}
          headingId={headingId}
          error={error}
          onResult={onSportResult}
          onSending={setSending}
        />
      )}
      {formType === "general" && (
        <SingleStepForm
          formType="general"
          form={forms.general}
          mode={mode}
          headingId={headingId}
          error={error}
          onResult={onGeneralResult}
          onSending={setSending}
        />
      )}
      {entries[formType] && <DiscardEntries inert={sending} onDiscard={() => discard(formType)} />}
    </div>
  );
}
