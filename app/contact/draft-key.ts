/**
 * The sessionStorage key of the contact forms' draft (draft-storage.ts), alone in a module: the
 * page names it on the contact entry's script (app/document.tsx), which reads it there to decide
 * whether to hydrate at once, since it may share no module with the island.
 */
export const DRAFT_KEY = "contactDraft";
