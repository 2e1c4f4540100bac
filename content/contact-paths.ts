/**
 * The three contact pages (requirements §2). A module of its own: the contact form's browser
 * code needs this list, not the menus of content/navigation.ts.
 */
export const CONTACT_PATHS: readonly string[] = [
  "/kontakt",
  "/psychotherapie/kontakt",
  "/sportphysiotherapie/kontakt",
];
