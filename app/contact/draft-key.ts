/**
 * The sessionStorage key of the contact forms' draft (draft-storage.ts), alone in a module: the
 * contact pages' tiny entry (app/browser/contact.tsx) reads it to decide whether to hydrate at
 * once, and must import nothing else of the form.
 */
export const DRAFT_KEY = "contactDraft";
