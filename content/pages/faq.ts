/**
 * The copy of the FAQ page (/faq, /psychotherapie/faq, /sportphysiotherapie/faq): the two FAQ
 * lists (requirements §3 "FAQ entry"), the page texts per mode and the lists' headings on /faq.
 * The lists live here because only the FAQ page shows them (the accordion in app/ui/ takes only
 * their entry type); the crisis answer reads its note and numbers from content/crisis.ts, which
 * the content pages' crisis sections share. Answers may contain simple HTML: <p>, <strong>,
 * <em>, <ul>, <li> and internal <a href="/…">.
 */
import type { Product } from "../content-types.ts";
import { crisisLinesHtml, crisisNote } from "../crisis.ts";
import type { Mode } from "../mode.ts";
import type { ContactPanelCopy, PageMeta } from "../page-types.ts";
import { practice } from "../practice.ts";

export type FaqEntry = {
  id: string;
  /** May be empty. */
  category: string;
  question: string;
  /** Simple, trusted HTML. */
  answer: string;
};

const title = practice.licence.title;

export const faq: Record<Product, readonly FaqEntry[]> = {
  psychotherapie: [
    {
      id: "psy-heilpraktiker",
      category: "Allgemeines",
      question: `Was ist ein ${title}?`,
      answer: `<p>Ein ${title} hat die staatliche Erlaubnis, Psychotherapie nach dem Heilpraktikergesetz auszuüben. Sie wird nach einer Überprüfung der Kenntnisse durch das Gesundheitsamt erteilt. Meine Erlaubnis habe ich im ${practice.licence.granted} erhalten.</p>`,
    },
    {
      id: "psy-unterschied",
      category: "Allgemeines",
      question: "Worin unterscheidet sich das von einem Psychologischen Psychotherapeuten?",
      answer: `<p>„Psychologischer Psychotherapeut“ ist eine gesetzlich geschützte Berufsbezeichnung für approbierte Psychotherapeutinnen und Psychotherapeuten. Ich bin ${title} und trage diesen Titel nicht. Meine Erlaubnis beruht auf dem Heilpraktikergesetz.</p><p>Ein praktischer Unterschied betrifft die Kosten: Die gesetzlichen Krankenkassen übernehmen meine Leistungen in der Regel nicht, private Krankenversicherungen oft teilweise.</p>`,
    },
    {
      id: "psy-erster-schritt",
      category: "Ablauf",
      question: "Wie nehme ich Kontakt auf?",
      answer:
        '<p>Am einfachsten über das <a href="/psychotherapie/kontakt">Kontaktformular</a>. Ich melde mich bei Ihnen, und wir vereinbaren ein erstes Telefonat von <strong>20 bis 30 Minuten</strong>. Darin klären wir Ihr Anliegen und ob eine Zusammenarbeit passt.</p>',
    },
    {
      id: "psy-telefon",
      category: "Ablauf",
      question: "Warum kann ich Sie nicht einfach anrufen?",
      answer:
        "<p>Während einer Sitzung bin ich ganz für mein Gegenüber da und nehme keine Anrufe an. Damit Ihre Anfrage nicht verloren geht, schreiben Sie mir bitte über das Kontaktformular – ich rufe Sie zurück.</p>",
    },
    {
      id: "psy-ablauf-sitzung",
      category: "Ablauf",
      question: "Wie läuft die erste Sitzung ab?",
      answer:
        "<p>In der ersten Sitzung lernen wir uns in Ruhe kennen. Sie erzählen, was Sie zu mir führt, und ich frage nach Ihrer aktuellen Situation und Ihrer Vorgeschichte. Am Ende besprechen wir, welches Vorgehen sinnvoll ist und welche Ziele Sie haben.</p><p>Sie entscheiden, wie viel Sie erzählen möchten. Nichts muss in der ersten Stunde gesagt werden.</p>",
    },
    {
      id: "psy-dauer",
      category: "Ablauf",
      question: "Wie viele Sitzungen brauche ich?",
      answer:
        "<p>Das ist sehr unterschiedlich und hängt von Ihrem Anliegen und Ihren Zielen ab. Manchen Menschen helfen wenige Sitzungen, um wieder Klarheit zu gewinnen, andere wünschen sich eine längere Begleitung. Wir überprüfen regelmäßig gemeinsam, wo Sie stehen.</p>",
    },
    {
      id: "psy-kosten-kasse",
      category: "Kosten",
      question: "Übernimmt meine Krankenkasse die Kosten?",
      answer: `<p>Die <strong>gesetzlichen Krankenkassen</strong> übernehmen die Kosten für einen ${title} in der Regel nicht.</p><p><strong>Private Krankenversicherungen</strong> erstatten die Kosten oft teilweise, abhängig von Ihrem Tarif. Bitte klären Sie das vor Beginn mit Ihrer Versicherung. Mehr dazu auf der Seite <a href="/psychotherapie/kosten">Kosten</a>.</p>`,
    },
    {
      id: "psy-honorar",
      category: "Kosten",
      question: "Was kostet eine Sitzung?",
      answer:
        '<p>Das Honorar nenne ich Ihnen gern persönlich, zum Beispiel im ersten Telefonat – so wissen Sie vor dem ersten Termin genau, womit Sie rechnen können. Allgemeine Informationen zu Kostenübernahme und Absagen finden Sie unter <a href="/psychotherapie/kosten">Kosten</a>.</p>',
    },
    {
      id: "psy-absage",
      category: "Termine",
      question: "Was passiert, wenn ich einen Termin absagen muss?",
      answer:
        "<p>Bitte sagen Sie Termine <strong>mindestens 24 Stunden vorher</strong> ab. Später abgesagte oder nicht wahrgenommene Termine muss ich in Rechnung stellen, weil ich die reservierte Zeit nicht kurzfristig anders vergeben kann.</p>",
    },
    {
      id: "psy-ueberweisung",
      category: "Ablauf",
      question: "Brauche ich eine Überweisung?",
      answer:
        "<p>Nein, Sie können sich direkt an mich wenden. Körperliche Ursachen Ihrer Beschwerden sollten aber ärztlich abgeklärt sein. Im Kontaktformular frage ich deshalb auch, ob Sie dazu bereit sind, Beschwerden ärztlich abklären zu lassen.</p>",
    },
    {
      id: "psy-arzt",
      category: "Ablauf",
      question: "Ersetzt die Psychotherapie bei Ihnen eine ärztliche Behandlung?",
      answer:
        "<p>Nein. Meine Arbeit ersetzt keine ärztliche Diagnose und keine ärztliche Behandlung, sie kann sie aber sinnvoll ergänzen. Bei Bedarf ermutige ich Sie, ärztlichen Rat einzuholen.</p>",
    },
    {
      id: "psy-medikamente",
      category: "Ablauf",
      question: "Ich nehme Psychopharmaka. Kann ich trotzdem zu Ihnen kommen?",
      answer:
        "<p>Ja. Bitte teilen Sie mir mit, welche Medikamente Sie einnehmen. Ändern oder beenden Sie die Einnahme bitte nur in Absprache mit Ihrer Ärztin oder Ihrem Arzt.</p>",
    },
    {
      id: "psy-vertraulich",
      category: "Allgemeines",
      question: "Bleibt das, was ich erzähle, vertraulich?",
      answer:
        '<p>Ja. Alles, was Sie mir anvertrauen, behandle ich streng vertraulich. Informationen gebe ich nur mit Ihrer ausdrücklichen Einwilligung weiter. Wie ich mit Ihren Daten umgehe, lesen Sie in der <a href="/datenschutz">Datenschutzerklärung</a>.</p>',
    },
    {
      id: "psy-methoden",
      category: "Methoden",
      question: "Mit welchen Methoden arbeiten Sie?",
      answer:
        '<p>Ich arbeite methodenübergreifend, unter anderem mit:</p><ul><li><a href="/psychotherapie/emdr">EMDR</a></li><li><a href="/psychotherapie/hypnose">Hypnose</a></li><li><a href="/psychotherapie/somatic-experiencing">Somatic Experiencing</a></li><li><a href="/psychotherapie/systematische-therapie">Systemischer Therapie</a></li><li><a href="/psychotherapie/leistungen/verhaltenstherapie">Verhaltenstherapie</a> und <a href="/psychotherapie/leistungen/schematherapie">Schematherapie</a></li><li><a href="/psychotherapie/leistungen/act">Akzeptanz- und Commitment-Therapie (ACT)</a></li></ul><p>Welche Methode passt, entscheiden wir gemeinsam.</p>',
    },
    {
      id: "psy-emdr",
      category: "Methoden",
      question: "Was ist EMDR und wie läuft es ab?",
      answer:
        '<p>EMDR ist ein strukturiertes Verfahren zur Verarbeitung belastender Erinnerungen mithilfe bilateraler Stimulation, etwa durch Augenbewegungen. Die Behandlung folgt <strong>acht Phasen</strong> – von der Anamnese bis zur Neubewertung. Sie behalten dabei jederzeit die Kontrolle. Mehr dazu auf der Seite <a href="/psychotherapie/emdr">EMDR</a>.</p>',
    },
    {
      id: "psy-paare",
      category: "Methoden",
      question: "Bieten Sie auch Paartherapie an?",
      answer:
        '<p>Ja. In der <a href="/psychotherapie/leistungen/paartherapie">Paartherapie</a> haben beide Sichtweisen Platz, ich ergreife keine Partei. Auch wenn nur eine Person kommen möchte, kann eine <a href="/psychotherapie/leistungen/konfliktbehandlung">Konfliktbehandlung</a> entlasten.</p>',
    },
    {
      id: "psy-krise",
      category: "Allgemeines",
      question: "Was kann ich in einer akuten Krise tun?",
      answer: `<p>${crisisNote.pageText}</p>${crisisLinesHtml()}`,
    },
    {
      id: "psy-anfahrt",
      category: "Allgemeines",
      question: "Wo befindet sich die Praxis?",
      answer: `<p>Sie finden meine Praxis unter der Adresse ${practice.address.street}, ${practice.address.postalCode} ${practice.address.city} – in der Nachbarschaft von Fürth, Nürnberg, Zirndorf, Stein und Cadolzburg.</p>`,
    },
  ],

  sportphysiotherapie: [
    {
      id: "sport-fuer-wen",
      category: "Allgemeines",
      question: "Ist Sportphysiotherapie nur etwas für den Leistungssport?",
      answer:
        "<p>Nein. Ich begleite Freizeitsportlerinnen und -sportler ebenso wie ambitionierte Athletinnen und Athleten – und alle, die nach einer Verletzung wieder sicher in Bewegung kommen möchten.</p>",
    },
    {
      id: "sport-erfahrung",
      category: "Allgemeines",
      question: "Wie viel Erfahrung haben Sie?",
      answer:
        '<p>Ich arbeite seit <strong>mehr als 20 Jahren</strong> in der Sportphysiotherapie – von der Prävention über die Akutversorgung und Rehabilitation bis zur Wettkampfbetreuung. Mehr <a href="/sportphysiotherapie/ueber-mich">über mich</a>.</p>',
    },
    {
      id: "sport-kontakt",
      category: "Ablauf",
      question: "Wie vereinbare ich einen Termin?",
      answer:
        '<p>Am besten über das <a href="/sportphysiotherapie/kontakt">Kontaktformular</a>. Während der Behandlungen bin ich telefonisch nicht erreichbar, melde mich aber bei Ihnen zurück.</p>',
    },
    {
      id: "sport-rezept",
      category: "Kosten",
      question: "Brauche ich ein Rezept?",
      answer:
        "<p>Nicht unbedingt. Mit einer ärztlichen Verordnung übernimmt die gesetzliche Krankenkasse die Kosten der verordneten Behandlung. Ohne Rezept, etwa für Prävention oder Wettkampfbetreuung, können Sie die Behandlung selbst bezahlen.</p>",
    },
    {
      id: "sport-zuzahlung",
      category: "Kosten",
      question: "Wie hoch ist die gesetzliche Zuzahlung?",
      answer:
        "<p>Gesetzlich Versicherte zahlen <strong>10 % des Verordnungswertes plus 10 Euro je Verordnung</strong>, sofern sie nicht von der Zuzahlung befreit sind.</p>",
    },
    {
      id: "sport-frist",
      category: "Kosten",
      question: "Wie lange ist meine Verordnung gültig?",
      answer:
        "<p>Die Behandlung muss <strong>innerhalb von 28 Tagen</strong> nach Ausstellung der Verordnung beginnen, bei dringendem Behandlungsbedarf <strong>innerhalb von 14 Tagen</strong>. Melden Sie sich deshalb am besten gleich, wenn Sie Ihr Rezept erhalten haben.</p>",
    },
    {
      id: "sport-privat",
      category: "Kosten",
      question: "Ich bin privat versichert. Was muss ich beachten?",
      answer:
        "<p>Wie viel Ihre private Krankenversicherung erstattet, hängt von Ihrem Tarif ab. Bitte klären Sie das vor Beginn der Behandlung mit Ihrer Versicherung.</p>",
    },
    {
      id: "sport-absage",
      category: "Termine",
      question: "Bis wann kann ich einen Termin absagen?",
      answer:
        "<p>Bitte sagen Sie Termine in der Sportphysiotherapie <strong>mindestens 48 Stunden vorher</strong> ab. So kann ich den Termin an jemanden vergeben, der darauf wartet.</p>",
    },
    {
      id: "sport-mitbringen",
      category: "Ablauf",
      question: "Was soll ich zum ersten Termin mitbringen?",
      answer:
        "<ul><li>Ihre ärztliche Verordnung, falls vorhanden</li><li>Arztberichte, OP-Berichte oder Bildbefunde</li><li>Bequeme Sportkleidung und Sportschuhe</li><li>Ein großes Handtuch</li></ul>",
    },
    {
      id: "sport-verletzung",
      category: "Behandlung",
      question: "Wann sollte ich nach einer Verletzung kommen?",
      answer:
        "<p>Lassen Sie eine frische Verletzung zuerst ärztlich abklären. Danach gilt: je früher, desto besser. Schon in der Akutphase kann eine angepasste Behandlung sinnvoll sein, um das Gewebe zu schützen und die Heilung zu unterstützen.</p>",
    },
    {
      id: "sport-reha-phasen",
      category: "Behandlung",
      question: "Wie läuft eine Rehabilitation ab?",
      answer:
        '<p>Die Rehabilitation gliedert sich in vier Phasen:</p><ul><li>Akutphase</li><li>Kraft und Stabilität</li><li>Sportspezifische Vorbereitung</li><li>Rückkehr in den Sport und Prävention</li></ul><p>Wann Sie in die nächste Phase wechseln, richtet sich nach Ihrer Belastbarkeit. Mehr dazu unter <a href="/sportphysiotherapie/rehabilitation">Rehabilitation</a>.</p>',
    },
    {
      id: "sport-lymphdrainage",
      category: "Behandlung",
      question: "Wie lange dauert eine Lymphdrainage?",
      answer:
        '<p>Eine Behandlung dauert je nach Verordnung und Befund <strong>30 bis 60 Minuten</strong>. Mehr zur <a href="/sportphysiotherapie/lymphdrainage">Lymphdrainage</a>.</p>',
    },
    {
      id: "sport-cmd",
      category: "Behandlung",
      question: "Was ist CMD und wie wird sie behandelt?",
      answer:
        '<p>CMD steht für <em>craniomandibuläre Dysfunktion</em>, eine Funktionsstörung von Kiefergelenken und Kaumuskulatur. Typisch sind Kieferknacken, Zähneknirschen, Verspannungen im Nacken oder Kopfschmerzen. Ich behandle mit manuellen Techniken und Übungen für zu Hause. Mehr zur <a href="/sportphysiotherapie/kiefergelenktherapie">Kiefergelenktherapie</a>.</p>',
    },
    {
      id: "sport-massage",
      category: "Behandlung",
      question: "Was passiert bei einer klassischen Massage?",
      answer:
        '<p>Die klassische Massage kombiniert fünf Grundtechniken: Streichungen, Knetungen, Reibungen, Klopfungen und Vibrationen. Die Intensität stimme ich mit Ihnen ab. Mehr zur <a href="/sportphysiotherapie/klassische-massage">klassischen Massage</a>.</p>',
    },
    {
      id: "sport-mtt",
      category: "Behandlung",
      question: "Was ist medizinische Trainingstherapie?",
      answer:
        '<p>Die medizinische Trainingstherapie ist ein individuell dosiertes Training an Geräten, mit Kleingeräten und mit dem eigenen Körpergewicht – abgestimmt auf Ihren Befund und Ihre Ziele. Mehr zur <a href="/sportphysiotherapie/medizinische-trainingstherapie">medizinischen Trainingstherapie</a>.</p>',
    },
    {
      id: "sport-wettkampf",
      category: "Behandlung",
      question: "Betreuen Sie auch bei Wettkämpfen?",
      answer:
        "<p>Ja, die Wettkampfbetreuung gehört zu meinem Angebot: Vorbereitung, Begleitung und Regeneration rund um Ihren Wettkampf. Sprechen Sie mich gern auf Ihren Termin an.</p>",
    },
  ],
};

export type FaqPageCopy = {
  meta: PageMeta;
  heading: string;
  lead: string;
  contactPanel: ContactPanelCopy;
};

/** Copy of the FAQ pages: per product, and "default" for /faq which shows both lists. */
export const faqPages: Record<Mode, FaqPageCopy> = {
  psychotherapie: {
    meta: {
      title: `Häufige Fragen zur Psychotherapie | ${practice.brand}`,
      description:
        "Antworten auf häufige Fragen zur Psychotherapie in Oberasbach: Ablauf, Kosten, Kostenübernahme, Terminabsagen, Methoden und Vertraulichkeit.",
      keywords: [
        "FAQ Psychotherapie",
        "Heilpraktiker für Psychotherapie",
        "Kosten",
        "EMDR",
        "Oberasbach",
      ],
    },
    heading: "Häufige Fragen zur Psychotherapie",
    lead: "Hier finden Sie Antworten auf Fragen, die mir oft gestellt werden. Ist Ihre Frage nicht dabei? Schreiben Sie mir gern.",
    contactPanel: { title: "Ihre Frage ist nicht dabei?", action: "Jetzt Kontakt aufnehmen" },
  },
  sportphysiotherapie: {
    meta: {
      title: `Häufige Fragen zur Sportphysiotherapie | ${practice.brand}`,
      description:
        "Antworten auf häufige Fragen zur Sportphysiotherapie in Oberasbach: Rezept, Zuzahlung, Terminabsagen, Ablauf und Behandlungen.",
      keywords: ["FAQ Sportphysiotherapie", "Rezept", "Zuzahlung", "Physiotherapie Oberasbach"],
    },
    heading: "Häufige Fragen zur Sportphysiotherapie",
    lead: "Hier finden Sie Antworten auf Fragen, die mir oft gestellt werden. Ist Ihre Frage nicht dabei? Schreiben Sie mir gern.",
    contactPanel: {
      title: "Persönliches Beratungsgespräch",
      action: "Jetzt einen Termin anfragen",
    },
  },
  default: {
    meta: {
      title: `Häufige Fragen | ${practice.brand}`,
      description:
        "Häufige Fragen zu Psychotherapie und Sportphysiotherapie in Oberasbach: Ablauf, Kosten, Rezept, Terminabsagen und Methoden.",
      keywords: ["FAQ", "Psychotherapie", "Sportphysiotherapie", "Oberasbach"],
    },
    heading: "Häufige Fragen",
    lead: "Antworten auf häufige Fragen zu beiden Bereichen meiner Praxis.",
    contactPanel: { title: "Ihre Frage ist nicht dabei?", action: "Jetzt Kontakt aufnehmen" },
  },
};

/** The list headings on /faq, which shows both lists. */
export const faqListHeadings: Record<Product, string> = {
  psychotherapie: "Psychotherapie",
  sportphysiotherapie: "Sportphysiotherapie",
};
