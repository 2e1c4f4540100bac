/**
 * The German texts of the frame around every page (skip link, header, footer) and of the page
 * parts many pages share, read from content/seitenrahmen.yaml. The pages carry them in their
 * HTML; no browser script imports this module (the site module reads the hero's control labels
 * from the HTML).
 */
import { load } from "./files/sources.ts";
import { frameFile } from "./sources/frame.ts";

const file = load(frameFile);
const footer = file.fußbereich;

export const skipLink = file["zum-inhalt"];

/** The phone menu's toggle. */
export const menuLabel = file.menü;
/** The navigation's accessible name. */
export const mainMenuLabel = file.hauptmenü;

// Footer: labels before the practice's facts (content/practice.ts).
export const phoneLabel = `${footer.telefon}:`;
export const emailLabel = `${footer["e-mail"]}:`;
/** The handle follows the @. */
export const instagramLabel = `${footer.instagram}: @`;
export const legalMenuLabel = footer.rechtliches;
export const directionsLabel = `${footer.anfahrt}:`;
export const certificatesLabel = footer.siegel;
export const versionLabel = footer.version;
/** The psychotherapy costs page, linked from the footer of every page (also the sports pages: the label says whose costs). */
export const costsLink = { name: footer.kosten, path: "/psychotherapie/kosten" };

/** The one control that stops and restarts everything that moves in a hero (WCAG 2.2.2). */
export const pauseMotion = file["animation-anhalten"];
export const resumeMotion = file["animation-fortsetzen"];

/** The heading of a long page's table of contents. */
export const contentsHeading = file.inhaltsverzeichnis;

/** The accessible name of the home page's bar with the ways into the site. */
export const homeBarLabel = file["startseite-leiste"];

/** Before the last item of a German list ("Cadolzburg, Erlangen und Zirndorf"): grammar, not copy. */
export const lastListSeparator = " und ";
