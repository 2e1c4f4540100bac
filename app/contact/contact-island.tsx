/**
 * The contact wizard as the contact pages' island (decision 011): the one element that the build
 * renders into the page (`renderToString` in app/routes/contact.tsx) and the browser
 * hydrates (app/browser/contact-hydrate.tsx). Both render exactly this element at their root, so
 * the markup and React's `useId` values match; rendered inside the page's tree, the wizard's ids
 * would depend on its place there.
 */
import { useEffect, useRef } from "react";
import type { Mode } from "#contact/form-types.ts";
import { ContactWizard } from "./contact-wizard.tsx";

/** The element both the build and the browser render into `.contact-wizard`. */
export function ContactIsland({
  mode,
  onHydrated,
}: {
  mode: Mode;
  /** Called once, after the first commit (hydration, in the browser): refs and effects ran. */
  onHydrated?: () => void;
}) {
  const hydrated = useRef(onHydrated);
  useEffect(() => hydrated.current?.(), []);
  return <ContactWizard mode={mode} />;
}
