/**
 * Never lose what a visitor typed: while a form holds unsent entries, leaving the page asks
 * first, for in-app links (React Router's blocker, a native confirm dialog) and for reloading or
 * closing the tab (the browser's own beforeunload dialog). Moving between the wizard's steps,
 * the chooser and the forms never leaves the page, so it never asks.
 */
import { useCallback, useEffect } from "react";
import { useBeforeUnload, useBlocker } from "react-router";
import { contactPage } from "#content/contact-page.ts";

export function useLeaveGuard(active: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(contactPage.leaveConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!active) return;
        event.preventDefault();
        // Older browsers show the dialog only when returnValue is set.
        event.returnValue = "";
      },
      [active],
    ),
  );
}
