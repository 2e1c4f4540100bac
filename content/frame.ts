/**
 * The German texts of the frame around every page (skip link, header, footer, error page) and
 * of the page parts many pages share. The pages carry them in their HTML; no browser script
 * imports this module (the site module reads the hero's control labels from the HTML).
 */

export const skipLink = "Zum Inhalt springen";

/** The phone menu's toggle. */
export const menuLabel = "Menü";
/** The navigation's accessible name. */
export const mainMenuLabel = "Hauptmenü";

// Footer: labels before the practice's facts (content/practice.ts).
export const phoneLabel = "Telefon:";
export const emailLabel = "E-Mail:";
export const instagramLabel = "Instagram: @";
export const legalMenuLabel = "Rechtliches";
export const directionsLabel = "Anfahrt:";
export const certificatesLabel = "Zertifikate und Mitgliedschaften";
export const versionLabel = "Version";
/** The psychotherapy costs page, linked from the footer of every page (also the sports pages: the label says whose costs). */
export const costsLink = { name: "Kosten der Psychotherapie", path: "/psychotherapie/kosten" };

/** The one control that stops and restarts everything that moves in a hero (WCAG 2.2.2). */
export const pauseMotion = "Animation anhalten";
export const resumeMotion = "Animation fortsetzen";

/** The heading of a long page's table of contents. */
export const contentsHeading = "Inhalt";

/** The accessible name of the home page's bar with the ways into the site. */
export const homeBarLabel = "Bereiche";

/**
 * A route that answers 404 says what the 404 page says first (content/pages/not-found.ts builds its
 * heading and first sentence from these).
 */
export const notFoundHeading = "Seite nicht gefunden";
export const notFoundText = "Diese Seite gibt es leider nicht.";

/** The error page of a route that fails otherwise. */
export const errorHeading = "Etwas ist schiefgelaufen";
export const errorText = "Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.";

/** Before the last item of a German list ("Cadolzburg, Erlangen und Zirndorf"). */
export const lastListSeparator = " und ";
