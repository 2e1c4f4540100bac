/**
 * The form a contact page opens with, read from its path, so the build (app/routes/contact.tsx)
 * and the browser (app/browser/contact-hydrate.tsx) render the same wizard: each form's own page
 * (contact/form-pages.ts: /psychotherapie/kontakt, /sportphysiotherapie/kontakt and
 * /kontakt/allgemein, where /kontakt's cards lead without JavaScript) preselects its form; any
 * other path follows the site mode (the neutral mode, /kontakt, shows the chooser).
 */
import { FORM_PAGE_PATHS } from "#contact/form-pages.ts";
import { FORM_TYPES, type FormType } from "#contact/form-types.ts";
import { modeFromPath } from "#content/mode.ts";

export function initialFormType(path: string): FormType | null {
  // The server may answer a path with a trailing slash as the page without.
  const page = path.replace(/\/+$/, "") || "/";
  const own = FORM_TYPES.find((type) => FORM_PAGE_PATHS[type] === page);
  if (own) return own;
  const mode = modeFromPath(page);
  return mode === "default" ? null : mode;
}
