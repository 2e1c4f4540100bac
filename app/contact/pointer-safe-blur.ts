/**
 * Keeps a click from getting lost when a field's message appears.
 *
 * A field is validated when it loses the focus. With a mouse the focus leaves on mousedown, and
 * the message that appears then pushes everything below down: the mouseup lands elsewhere and
 * the click ('Weiter', a radio button) never happens. So while a pointer is pressed, a field's
 * blur handling waits until the pointer is released and the click has been dispatched.
 * Keyboard (Tab) and touch (focus moves with the tap's click) are handled at once.
 */
import { useEffect } from "react";

let pointerPressed = false;
let waiting: (() => void)[] = [];

function press() {
  pointerPressed = true;
}

function release() {
  pointerPressed = false;
  const callbacks = waiting;
  waiting = [];
  // After the click that follows this pointerup.
  if (callbacks.length === 0) return;
  window.setTimeout(() => {
    for (const callback of callbacks) callback();
  }, 0);
}

/** Listens for pointer presses while the contact forms are shown. */
export function usePointerSafeBlur(): void {
  useEffect(() => {
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
      release();
    };
  }, []);
}

/** Runs a field's blur handling now, or after the click of a pointer pressed meanwhile. */
export function pointerSafeBlur(run: () => void): void {
  if (pointerPressed) waiting.push(run);
  else run();
}
