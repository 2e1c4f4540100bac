/**
 * „Eingaben verwerfen“ (decision 015): the one way for a visitor to erase a form's entries, and
 * with them its draft in the tab, before sending. It asks first in a modal `<dialog>`
 * (showModal: the page behind is inert, Escape cancels, the dialog is announced by its question
 * and text). The focus starts on „Nein, behalten“, so a hasty Enter loses nothing; cancelling
 * returns it to the opener. After confirming, `onDiscard` resets the form and moves the focus
 * (the opener is gone: nothing left to discard).
 *
 * The dialog sits outside the `<form>` (a dialog's buttons must not submit it).
 */
import { useId, useRef } from "react";
import { contactForm } from "#content/pages/kontakt.ts";

export function DiscardEntries({
  onDiscard,
  inert = false,
}: {
  onDiscard: () => void;
  /** Inert while sending, like the other ways out of the form. */
  inert?: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const copy = contactForm.discard;

  const open = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A browser without modal dialogs (Safari before 15.4) shows it in place.
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    keepRef.current?.focus();
  };

  const close = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.close === "function") dialog.close();
    else dialog.removeAttribute("open");
  };

  const keep = () => {
    close();
    openerRef.current?.focus();
  };

  return (
    <div className="discard-entries" inert={inert}>
      <button
        type="button"
        className="link-button discard-entries__open"
        ref={openerRef}
        aria-haspopup="dialog"
        onClick={open}
      >
        {copy.button}
      </button>
      <dialog
        className="discard-dialog"
        ref={dialogRef}
        aria-labelledby={`${id}-question`}
        aria-describedby={`${id}-text`}
        // Escape: the browser closes the dialog and returns the focus to the opener.
        onCancel={keep}
      >
        <h2 className="discard-dialog__question" id={`${id}-question`}>
          {copy.question}
        </h2>
        <p className="discard-dialog__text" id={`${id}-text`}>
          {copy.text}
        </p>
        <div className="form-actions discard-dialog__actions">
          <button type="button" className="button button--secondary" ref={keepRef} onClick={keep}>
            {copy.keep}
          </button>
          <button
            type="button"
            className="button discard-dialog__confirm"
            onClick={() => {
              close();
              onDiscard();
            }}
          >
            {copy.confirm}
          </button>
        </div>
      </dialog>
    </div>
  );
}
