/**
 * The two outcomes of sending (requirements §2, §8): the success message (forms hidden) and the
 * error banner (form kept). Each takes the focus when it appears, so keyboard and screen-reader
 * users land on it; the error banner again on every new failure (`attempt`). The success message
 * is also scrolled into view: WebKit once moved the focus to it while the view stayed at the
 * footer, where the visitor had been when sending.
 */
import { useEffect, useId, useRef } from "react";
import { CrisisNote } from "#app/ui/crisis-note.tsx";
import type { FormType } from "#contact/form-types.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import { practice } from "#content/practice.ts";

export const SENT_FRAGMENT = "contact-sent";

/** A status that asks the visitor to wait (425, rate limited): no invitation to try again. */
const RATE_LIMITED_STATUS = 425;

export function SuccessMessage({
  formType,
  onNewRequest,
}: {
  /** The form that was sent: the psychotherapy form's message adds the crisis note. */
  formType: FormType | null;
  onNewRequest: () => void;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const message = ref.current;
    if (!message) return;
    message.focus({ preventScroll: true });
    // At once, not smoothly: WebKit dropped a smooth scroll started as the form left the page
    // (in 6 of 12 sends of the engine tests), leaving the message above the view.
    message.scrollIntoView({ behavior: "instant", block: "center" });
  }, []);
  return (
    <div className="contact-banner contact-banner--success" id={SENT_FRAGMENT}>
      <p className="contact-banner__text" ref={ref} tabIndex={-1}>
        {contactForm.success}
      </p>
      {formType === "psychotherapie" && <CrisisNote headingLevel={3} id="krisenhilfe-gesendet" />}
      <button type="button" className="button button--secondary" onClick={onNewRequest}>
        {contactForm.buttons.newRequest}
      </button>
    </div>
  );
}

export function ErrorBanner({
  message,
  status,
  attempt,
}: {
  message: string;
  status: number;
  attempt: number;
}) {
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus on each new failure
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);
  const id = useId();
  const { beforePhone, beforeEmail, end } = contactForm.errorBannerDirect;
  return (
    <section
      className="contact-banner contact-banner--error"
      ref={ref}
      tabIndex={-1}
      // Focused, it is announced by its heading and what went wrong.
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
    >
      <p className="contact-banner__heading" id={`${id}-heading`}>
        {contactForm.errorBannerHeading}
      </p>
      <p className="contact-banner__text" id={`${id}-text`}>
        {message}
      </p>
      <p className="contact-banner__note">
        {contactForm.errorBannerKept}
        {status !== RATE_LIMITED_STATUS && ` ${contactForm.errorBannerRetry}`}
      </p>
      <p className="contact-banner__direct">
        {beforePhone}
        <a href={practice.phone.href}>{practice.phone.display}</a>
        {beforeEmail}
        <a href={`mailto:${practice.email}`}>{practice.email}</a>
        {end}
      </p>
    </section>
  );
}
