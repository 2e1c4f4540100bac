/**
 * The forms' buttons. Submit buttons are plain buttons until the island has hydrated the form
 * (see app/ui/use-hydrated.ts). The second click of a double click is ignored (`detail > 1`), so
 * a double click on 'Weiter' advances one step and never lands on the button that replaces it.
 */
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { contactPage } from "#content/pages/kontakt.ts";

function ignoreRepeatedClick(event: MouseEvent<HTMLButtonElement>) {
  if (event.detail > 1) event.preventDefault();
}

export function SubmitButton({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type={hydrated ? "submit" : "button"}
      className="button contact-form__primary"
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
 * the longer one from the start and does not move when its label changes.
 */
export function SendButton({ sending }: { sending: boolean }) {
  const hydrated = useHydrated();
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
      type={hydrated ? "submit" : "button"}
      className="button contact-form__primary contact-form__send"
      aria-disabled={sending || undefined}
      onClick={(event) => {
        if (sending) event.preventDefault();
        else ignoreRepeatedClick(event);
      }}
    >
      <span className="contact-form__send-label" aria-hidden={sending}>
        {contactPage.buttons.send}
      </span>
      <span className="contact-form__send-label" aria-hidden={!sending}>
        {contactPage.buttons.sending}
      </span>
    </button>
  );
}
