/**
 * The copy of the contact page (/kontakt, /psychotherapie/kontakt, /sportphysiotherapie/kontakt)
 * apart from the form rules, in two parts: `contactPage`, what the page around the form says
 * (head, hero, heading, the explanatory text, phone and e-mail), and `contactForm`, what the
 * form says (the chooser's cards, buttons, banners, the wizard's group headings). The island
 * carries only the second (decision 017: every byte of it counts). Field labels, rules and
 * messages live in contact/ (labels.ts, fields.ts, error-messages.ts).
 */
import type { PageMeta } from "../page-types.ts";
import { practice } from "../practice.ts";

export type FormTypeKey = "psychotherapie" | "sportphysiotherapie" | "general";

export const contactPage = {
  meta: {
    title: `Kontakt | ${practice.brand} in Oberasbach`,
    description:
      "Anfrage für Psychotherapie oder Sportphysiotherapie in Oberasbach: Schreiben Sie mir über das Kontaktformular, ich melde mich bei Ihnen.",
    keywords: [
      "Kontakt",
      "Termin anfragen",
      "Psychotherapie Oberasbach",
      "Sportphysiotherapie Oberasbach",
      practice.brand,
    ],
  } satisfies PageMeta,
  /** requirements §2: hero 'Kontakt', heading 'Kontaktformular'. */
  hero: "Kontakt",
  heading: "Kontaktformular",
  /** Why the web form: no phone during treatments (requirements §1). */
  intro: [
    "Während der Behandlungen kann ich nicht ans Telefon gehen. Damit Ihr Anliegen trotzdem sicher bei mir ankommt, schreiben Sie mir bitte über dieses Formular.",
    "Ich melde mich so bald wie möglich bei Ihnen. Ihre Angaben behandle ich vertraulich.",
  ],
  /** Phone and e-mail in the main content, always: a contact page is where people look for them. */
  direct: {
    heading: "Telefon und E-Mail",
    phone: "Telefon",
    email: "E-Mail",
  },
} as const;

export const contactForm = {
  requiredNote: "Felder ohne den Zusatz „optional“ brauche ich, um Ihre Anfrage zu bearbeiten.",
  chooser: {
    heading: "Worum geht es bei Ihrer Anfrage?",
    cards: [
      {
        type: "psychotherapie",
        title: "Psychotherapie",
        text: "Sie möchten ein Erstgespräch oder einen Termin für Psychotherapie anfragen.",
      },
      {
        type: "sportphysiotherapie",
        title: "Sportphysiotherapie",
        text: "Sie haben Beschwerden nach Verletzung, Training oder Wettkampf.",
      },
      {
        type: "general",
        title: "Allgemeine Anfrage",
        text: "Sie haben eine Frage, ein Anliegen oder eine Rückmeldung.",
      },
    ],
  } satisfies {
    heading: string;
    cards: readonly { type: FormTypeKey; title: string; text: string }[];
  },

  /** The heading above each form. */
  formHeadings: {
    psychotherapie: "Anfrage Psychotherapie",
    sportphysiotherapie: "Anfrage Sportphysiotherapie",
    general: "Allgemeine Anfrage",
  } satisfies Record<FormTypeKey, string>,
  /** Back to the chooser: in place with JavaScript, else the chooser's page. */
  backToChooser: { label: "Andere Art der Anfrage wählen", href: "/kontakt" },

  buttons: {
    next: "Weiter",
    back: "Zurück",
    send: "Anfrage senden",
    sending: "Anfrage wird gesendet …",
    newRequest: "Weitere Anfrage stellen",
  },

  /** Psychotherapy wizard. */
  progress: (step: number, total: number) => `Schritt ${step} von ${total}`,
  progressLabel: "Fortschritt der Anfrage",
  stepAnnouncement: (step: number, total: number, title: string) =>
    `Schritt ${step} von ${total}: ${title}`,
  burdenScaleValue: (value: number, max: number) => `${value} von ${max}`,
  burdenScaleEnds: { min: "1 – kaum belastet", max: "10 – sehr stark belastet" },
  weekdaysLegend: "An welchen Wochentagen passt es Ihnen?",
  timesOfDayLegend: "Zu welchen Tageszeiten passt es Ihnen?",
  availabilityHint: "Alle Angaben sind freiwillig und helfen mir bei der Terminplanung.",
  /**
   * Where the psychotherapy form is one page (no JavaScript), the questions that apply only
   * after a certain answer say so; the wizard shows them only then, without the note.
   */
  conditions: {
    previousTherapyExperience: "Nur falls Sie oben „Ja“ gewählt haben:",
    empfehlung: "Nur falls Sie oben „Empfehlung“ gewählt haben:",
    insured: "Nur falls Sie gesetzlich oder privat versichert sind:",
  },
  selectPlaceholder: "Bitte auswählen",
  optional: "optional",
  yes: "Ja",
  no: "Nein",
  /** Step 8: the practice's work does not replace medical treatment. */
  medicalNotice: {
    heading: "Wichtiger Hinweis",
    text: "Meine Arbeit als Heilpraktiker für Psychotherapie ersetzt keine ärztliche Behandlung. Bei körperlichen Beschwerden oder wenn eine medizinische Abklärung nötig ist, arbeite ich mit Ärztinnen und Ärzten zusammen.",
  },
  /** Step 8 („Honorar & Kostenübernahme“) links to the costs page, in a new tab like the privacy link. */
  costsLink: {
    before: "Wie Honorar und Kostenübernahme geregelt sind, lesen Sie auf der Seite ",
    label: "Kosten und Rahmenbedingungen",
    after: ".",
    href: "/psychotherapie/kosten",
  },
  insuranceHint:
    "Gesetzliche Krankenkassen übernehmen die Kosten in der Regel nicht, private Versicherungen oft teilweise.",
  privacyLink: {
    word: "Datenschutzerklärung",
    href: "/datenschutz",
    newTab: "(öffnet in neuem Tab)",
  },

  errorSummaryHeading: "Bitte prüfen Sie Ihre Angaben:",
  errorBannerHeading: "Ihre Anfrage wurde nicht gesendet.",
  errorBannerKept: "Ihre Eingaben sind erhalten geblieben.",
  /** Not after a 425: the rate limit asks the visitor to wait, not to try again at once. */
  errorBannerRetry: "Sie können es gleich noch einmal versuchen.",
  /** Every failure banner offers the practice's phone and e-mail: the request must not be lost. */
  errorBannerDirect: {
    // "anrufen", not "erreichen": during treatments nobody answers the phone (intro, phoneNote).
    beforePhone: "Sie können mich auch unter ",
    beforeEmail: " anrufen oder mir an ",
    end: " schreiben.",
  },
  /**
   * „Eingaben verwerfen“: erases a form's entries and their draft in the tab (decision 015),
   * after a question in a dialog. The confirming button differs from the opener's name, so a
   * screen reader tells the two apart.
   */
  discard: {
    button: "Eingaben verwerfen",
    question: "Eingaben verwerfen?",
    text: "Alles, was Sie in dieses Formular eingegeben haben, wird gelöscht – auch aus diesem Browser-Tab. Das lässt sich nicht rückgängig machen.",
    keep: "Nein, behalten",
    confirm: "Ja, verwerfen",
  },
  /** requirements §2: the exact success sentence. */
  success:
    "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir.",
} as const;
