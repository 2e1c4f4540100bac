/**
 * The forms' buttons. Submit buttons are plain buttons until the island has hydrated the form
 * (see app/ui/use-hydrated.ts). The second click of a double click is ignored (`detail > 1`), so
 * a double click on 'Weiter' advances one step and never lands on the button that replaces it.
 */
import type { MouseEvent, ReactNode } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { contactPage } from "#content/contact-page.ts";

function ignoreRepeatedClick(event: MouseEvent<HTMLButtonElement>) {
  if (event.detail > 1) event.preventDefault();
}

export function SubmitButton({
  children,
  disabled = false,
}: {
  children: ReactNode;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type={hydrated ? "submit" : "button"}
      className="button contact-form__primary"
      disabled={disabled}
      onClick={ignoreRepeatedClick}
    >
      {children}
    </button>
  );
}

/** 'Anfrage senden': disabled and relabelled while the request is on its way. */
export function SendButton({ sending }: { sending: boolean }) {
  return (
    <SubmitButton disabled={sending}>
      {sending ? contactPage.buttons.sending : contactPage.buttons.send}
    </SubmitButton>
  );
}
