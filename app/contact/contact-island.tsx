/**
 * The contact wizard as the contact pages' island (decision 011): the one element that the build
 * renders into the page (`renderToString` in app/routes/contact.tsx) and the browser
 * hydrates (app/browser/contact-hydrate.tsx). Both render exactly this element at their root,
 * from the page's path (its mode and the form it opens with, initial-form.ts), so the markup and
 * React's `useId` values match; rendered inside the page's tree, the wizard's ids would depend on
 * its place there.
 */
import { useEffect, useRef, useState } from "react";
import { modeFromPath } from "#content/mode.ts";
import { ContactWizard } from "./contact-wizard.tsx";
import { initialFormType } from "./initial-form.ts";

/** The element both the build and the browser render into `.contact-wizard`. */
export function ContactIsland({
  path,
  leftBefore,
  onHydrated,
}: {
  /** The page's path (`location.pathname` in the browser). */
  path: string;
  /** The fields the visitor left before hydration (app/browser/contact.tsx). */
  leftBefore?: ReadonlySet<EventTarget>;
  /**
   * Called once, in the browser, after hydration and the render that follows it: by then the
   * effects of hydration (the draft's restore, its step and form) are on the screen, so what
   * the caller does next (replaying a visitor's early submit) meets the form as it now is.
   */
  onHydrated?: () => void;
}) {
  const hydrated = useRef(onHydrated);
  // Set by the first effect, so its render comes with the updates the wizard's own first
  // effects made (one batch), and the second effect runs after them.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (settled) hydrated.current?.();
  }, [settled]);
  return (
    <ContactWizard
      mode={modeFromPath(path)}
      initialForm={initialFormType(path)}
      leftBefore={leftBefore}
    />
  );
}
