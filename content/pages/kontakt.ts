/**
 * The copy of the contact page (/kontakt, /psychotherapie/kontakt, /sportphysiotherapie/kontakt)
 * apart from the form rules, in two parts: `contactPage`, what the page around the form says
 * (head, hero, heading, the explanatory text, phone and e-mail), and `contactForm`, what the
 * form says (the chooser's cards, buttons, banners, the wizard's group headings). The island
 * carries only the second (decision 017: every byte of it counts). The practice's sentences are
 * in content/seiten/kontakt.yaml (read by ./kontakt-text.ts); what requirements §2 and §4 fix
 * (the hero, the heading, the cards' names, the buttons, „Schritt X von 8“, the success
 * sentence) and the form's vocabulary stay here. Field labels, rules and messages live in
 * contact/ (labels.ts, fields.ts, error-messages.ts).
 *
 * The island imports this module as code (its formulas are functions), so it reads no file
 * itself: node:fs must not reach the browser bundle.
 */
import type { PageMeta } from "../page-types.ts";
import { contactPageText as pageText, contactFormText as text } from "./kontakt-text.ts";

export type FormTypeKey = "psychotherapie" | "sportphysiotherapie" | "general";

export const contactPage = {
  meta: pageText.meta satisfies PageMeta,
  /** requirements §2: hero 'Kontakt', heading 'Kontaktformular'. */
  hero: "Kontakt",
  heading: "Kontaktformular",
  /** Why the web form: no phone during treatments (requirements §1). */
  intro: pageText.intro,
  /** Phone and e-mail in the main content, always: a contact page is where people look for them. */
  direct: pageText.direct,
} as const;

const { chooserHeading, chooserTexts, backToChooserLabel, ...texts } = text;

/**
 * `texts` (content/seiten/kontakt.yaml) brings the practice's sentences: requiredNote,
 * formHeadings, burdenScaleEnds, the legends and hints, conditions (where the psychotherapy form
 * is one page, the questions that apply only after a certain answer say so), medicalNotice
 * (step 8), costsLink (step 8's link to the costs page, in a new tab like the privacy link),
 * the error banners' texts (errorBannerRetry not after a 425; errorBannerDirect offers the
 * phone and e-mail, "anrufen", not "erreichen": nobody answers during treatments) and discard
 * („Eingaben verwerfen“ and its dialog, decision 015).
 */
export const contactForm = {
  ...texts,
  chooser: {
    heading: chooserHeading,
    /** requirements §2: the three cards' names. */
    cards: [
      { type: "psychotherapie", title: "Psychotherapie", text: chooserTexts.psychotherapie },
      {
        type: "sportphysiotherapie",
        title: "Sportphysiotherapie",
        text: chooserTexts.sportphysiotherapie,
      },
      { type: "general", title: "Allgemeine Anfrage", text: chooserTexts.general },
    ],
  } satisfies {
    heading: string;
    cards: readonly { type: FormTypeKey; title: string; text: string }[];
  },
  /** Back to the chooser: in place with JavaScript, else the chooser's page. */
  backToChooser: { label: backToChooserLabel, href: "/kontakt" },

  /** requirements §4: 'Weiter', 'Zurück', 'Anfrage senden'. */
  buttons: {
    next: "Weiter",
    back: "Zurück",
    send: "Anfrage senden",
    sending: "Anfrage wird gesendet …",
    newRequest: "Weitere Anfrage stellen",
  },

  /** Psychotherapy wizard: requirements §4's 'Schritt X von 8'. */
  progress: (step: number, total: number) => `Schritt ${step} von ${total}`,
  progressLabel: "Fortschritt der Anfrage",
  stepAnnouncement: (step: number, total: number, title: string) =>
    `Schritt ${step} von ${total}: ${title}`,
  /** After a step title several steps share, where the form is one page: „ (2 von 4)“. */
  titlePart: (part: number, parts: number) => ` (${part} von ${parts})`,
  burdenScaleValue: (value: number, max: number) => `${value} von ${max}`,
  selectPlaceholder: "Bitte auswählen",
  optional: "optional",
  yes: "Ja",
  no: "Nein",
  /** `word` is the linked word of the consent label (contact/labels.ts). */
  privacyLink: {
    word: "Datenschutzerklärung",
    href: "/datenschutz",
    newTab: "(öffnet in neuem Tab)",
  },
  /** requirements §2: the exact success sentence. */
  success:
    "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir.",
} as const;
