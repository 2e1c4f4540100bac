/**
 * The pages with the contact form: the three of requirements §2, and the general form on its own
 * for /kontakt's chooser without JavaScript (issue 31). A module of its own: the contact form's
 * browser code needs this list, not the menus of content/navigation.ts.
 */
export const CONTACT_PATHS: readonly string[] = [
  "/kontakt",
  "/psychotherapie/kontakt",
  "/sportphysiotherapie/kontakt",
  "/kontakt/allgemein",
];
