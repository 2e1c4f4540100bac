/**
 * The two outcomes of sending (requirements §2, §8): the success message (forms hidden) and the
 * error banner (form kept). Each takes the focus when it appears, so keyboard and screen-reader
 * users land on it; the error banner again on every new failure (`attempt`).
 */
import { useEffect, useRef } from "react";
import { contactPage } from "#content/contact-page.ts";

export const SENT_FRAGMENT = "contact-sent";

export function SuccessMessage({ onNewRequest }: { onNewRequest: () => void }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="contact-banner contact-banner--success" id={SENT_FRAGMENT}>
      <p className="contact-banner__text" ref={ref} tabIndex={-1}>
        {contactPage.success}
      </p>
      <button type="button" className="button button--secondary" onClick={onNewRequest}>
        {contactPage.buttons.newRequest}
      </button>
    </div>
  );
}

export function ErrorBanner({ message, attempt }: { message: string; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus on each new failure
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);
  return (
    <div className="contact-banner contact-banner--error" ref={ref} tabIndex={-1}>
      <p className="contact-banner__heading">{contactPage.errorBannerHeading}</p>
      <p className="contact-banner__text">{message}</p>
      <p className="contact-banner__note">{contactPage.errorBannerKept}</p>
    </div>
  );
}
