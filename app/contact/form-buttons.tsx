/**
 * The forms' buttons. Submit buttons from the prerendered HTML on: without JavaScript the form
 * posts natively, and before hydration app/browser/contact.tsx takes a submit over and replays
 * it on the hydrated form. The second click of a double click is ignored (`detail > 1`), so a
 * double click on 'Weiter' advances one step and never presses the button shown in its place.
 */
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef } from "react";
import { contactForm } from "#content/pages/kontakt.ts";

function ignoreRepeatedClick(event: MouseEvent<HTMLButtonElement>) {
  if (event.detail > 1) event.preventDefault();
}

/** 'Weiter'; `hidden` on the wizard's last step (and, by CSS, wherever the form is one page). */
export function NextButton({ children, hidden }: { children: ReactNode; hidden: boolean }) {
  return (
    <button
      type="submit"
      className="button contact-form__primary contact-form__next"
      hidden={hidden}
      data-script-only=""
      onClick={ignoreRepeatedClick}
    >
      {children}
    </button>
  );
}

/**
 * 'Anfrage senden', relabelled while the request is on its way. It stays focusable then
 * (aria-disabled, not disabled: a disabled button drops the focus to the page) and holds the
 * focus while the fields are inert. Both labels share one grid cell, so the button is as wide as
 * the longer one from the start and does not move when its label changes. `hidden` before the
 * wizard's last step; CSS shows it wherever the form is one page (app/styles/contact-page.css).
 */
export function SendButton({ sending, hidden = false }: { sending: boolean; hidden?: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  // Before the browser's next rendering step, which would drop the focus from a field that
  // just became inert (e.g. after Enter in a field).
  useLayoutEffect(() => {
    const button = ref.current;
    if (sending && button?.form?.contains(document.activeElement)) button.focus();
  }, [sending]);
  return (
    <button
      ref={ref}
      type="submit"
      className="button contact-form__primary contact-form__send"
      hidden={hidden}
      aria-disabled={sending || undefined}
      onClick={(event) => {
        if (sending) event.preventDefault();
        else ignoreRepeatedClick(event);
      }}
    >
      <span className="contact-form__send-label" aria-hidden={sending}>
        {contactForm.buttons.send}
      </span>
      <span className="contact-form__send-label" aria-hidden={!sending}>
        {contactForm.buttons.sending}
      </span>
    </button>
  );
}
