/**
 * Never lose what a visitor typed: while a form holds unsent entries, leaving the page asks
 * first, with the browser's own dialog (`beforeunload`). Every way out of the page is a document
 * load (decision 011: a link, reloading, closing the tab), so this one dialog covers them all.
 * WebKit (Safari, every browser on an iPhone) never shows that dialog, and phones reload tabs on
 * their own: there the tab's draft keeps the entries (use-contact-draft.ts, decision 015).
 * Moving between the wizard's steps, the chooser and the forms never leaves the page, so it
 * never asks: not even with the browser's Back and Forward, since the steps' history entries
 * belong to this page (use-step-history.ts). Back on the wizard's first entry leaves, and asks.
 *
 * The listener is there only while entries are unsent: a page with one cannot go into the
 * browser's back/forward cache.
 */
import { useEffect } from "react";

function askFirst(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set.
  event.returnValue = "";
}

export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    window.addEventListener("beforeunload", askFirst);
    return () => window.removeEventListener("beforeunload", askFirst);
  }, [active]);
}
