/**
 * The copy of the pages a contact form sent without JavaScript leads to (issue 31): the page
 * after a stored request (its sentence is the wizard's, requirements §2) and the page that says
 * what kept a request from being sent. The problems themselves are the messages of requirements
 * §5 and §8 (contact/), filled in by the server.
 */
import type { PageMeta } from "../page-types.ts";
import { practice } from "../practice.ts";

export const formSent = {
  meta: {
    title: `Anfrage gesendet | ${practice.brand}`,
    description: "Ihre Anfrage ist bei mir angekommen.",
    keywords: [],
  } satisfies PageMeta,
  hero: "Anfrage gesendet",
  links: [
    { label: "Zur Startseite", to: "/home" },
    { label: "Psychotherapie", to: "/psychotherapie" },
    { label: "Sportphysiotherapie", to: "/sportphysiotherapie" },
  ],
  linksHeading: "Weiter auf der Website",
} as const;

export const formNotSent = {
  meta: {
    title: `Anfrage nicht gesendet | ${practice.brand}`,
    description: "Ihre Anfrage konnte noch nicht gesendet werden.",
    keywords: [],
  } satisfies PageMeta,
  hero: "Anfrage nicht gesendet",
  /** Before the list of problems: the §5 messages of the fields, or the one sentence of §8. */
  intro: "Ihre Anfrage wurde noch nicht gesendet:",
  /**
   * The way back to the entries is the browser's Back, which keeps them (its cache or its form
   * restoration); a link can only open the form anew, empty, and says so. Not every entry: the
   * short free texts carry autocomplete="off" (kept out of the browser's form history), and
   * Chromium's form restoration and WebKit's back/forward cache leave those empty.
   */
  back: "Gehen Sie mit der Zurück-Taste Ihres Browsers zu Ihrem Formular zurück: Ihre Eingaben sind dort in der Regel noch eingetragen. Manche Browser leeren dabei einzelne kurze Textfelder – bitte prüfen Sie alle Felder, bevor Sie die Anfrage erneut senden.",
  backLink: "Formular neu öffnen (ohne Ihre Eingaben)",
  direct: "Sie erreichen mich auch direkt:",
} as const;
