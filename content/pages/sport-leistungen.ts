/** The sports physiotherapy service pages under /sportphysiotherapie/{slug}. */

import type { SportServiceSlug } from "../page-slugs.ts";
import type { ContactPanelCopy, ContentPage } from "../page-types.ts";
import { practice } from "../practice.ts";

/** SPEC §2: the sports service pages use the small contact panel with these exact texts. */
export const sportServiceContactPanel = {
  title: "Persönliches Beratungsgespräch",
  action: "Jetzt einen Termin anfragen",
  size: "small",
} as const satisfies ContactPanelCopy;

const sport = "/sportphysiotherapie";

/** The four phases of rehabilitation (SPEC §2). */
export const REHABILITATION_PHASES = [
  {
    title: "Akutphase",
    text: "Das verletzte Gewebe wird geschützt und seine Heilung unterstützt. Ziel ist, Schmerzen und Schwellung zu lindern – etwa mit Lymphdrainage, Lagerung, sanfter Mobilisation und angepasster Belastung.",
  },
  {
    title: "Kraft und Stabilität",
    text: "Sie gewinnen Beweglichkeit zurück, bauen gezielt Muskulatur auf und verbessern die Stabilität Ihrer Gelenke – mit dosiertem Training und Koordinationsübungen.",
  },
  {
    title: "Sportspezifische Vorbereitung",
    text: "Die Bewegungen Ihrer Sportart werden schrittweise wieder eingeübt: Sprünge, Richtungswechsel, Sprints oder Würfe – abgestimmt auf Ihre Belastbarkeit.",
  },
  {
    title: "Rückkehr in den Sport und Prävention",
    text: "Ich begleite Ihren Wiedereinstieg in Training und Wettkampf. Gezielte Übungen sollen das Risiko einer erneuten Verletzung verringern.",
  },
] as const satisfies readonly { title: string; text: string }[];

/** The five basic techniques of classic massage (SPEC §2). */
export const MASSAGE_TECHNIQUES = [
  {
    title: "Effleurage (Streichungen)",
    text: "Flächige, gleitende Striche zu Beginn und am Ende der Massage. Sie wärmen das Gewebe an und verteilen das Massageöl.",
  },
  {
    title: "Petrissage (Knetungen)",
    text: "Die Muskulatur wird gefasst, leicht angehoben und geknetet. Das lockert verhärtete Bereiche und fördert die Durchblutung.",
  },
  {
    title: "Friktionen (Reibungen)",
    text: "Kleine kreisende oder quer verlaufende Bewegungen mit den Fingerkuppen, gezielt an Verhärtungen und Sehnenansätzen.",
  },
  {
    title: "Tapotement (Klopfungen)",
    text: "Rhythmisches Klopfen, Hacken oder Klatschen, das die Muskulatur anregt – zum Beispiel vor einem Wettkampf.",
  },
  {
    title: "Vibrationen",
    text: "Feine Erschütterungen, die sich ins Gewebe übertragen und lockernd wirken können.",
  },
] as const satisfies readonly { title: string; text: string }[];

export const sportLeistungen: Record<SportServiceSlug, ContentPage> = {
  rehabilitation: {
    meta: {
      title: `Rehabilitation nach Sportverletzungen | Sportphysiotherapie ${practice.address.city}`,
      description:
        "Rehabilitation nach Verletzung oder Operation in Oberasbach: in vier Phasen strukturiert zurück in Alltag, Training und Wettkampf.",
      keywords: [
        "Rehabilitation",
        "Sportverletzung",
        "Reha nach Operation",
        "Return to Sport",
        "Sportphysiotherapie Oberasbach",
        "Physiotherapie Fürth",
      ],
    },
    heading: "Rehabilitation",
    lead: "Nach einer Verletzung oder Operation zurück in den Alltag und in den Sport – strukturiert, Schritt für Schritt und abgestimmt auf Ihre Belastbarkeit.",
    sections: [
      {
        heading: "Rehabilitation mit Plan",
        paragraphs: [
          "Eine Sportverletzung wirft nicht nur den Körper aus dem Takt. Oft kommen Ungeduld, Unsicherheit und die Frage hinzu, wann wieder volle Belastung möglich ist.",
          "Die sportphysiotherapeutische Rehabilitation begleitet Sie vom ersten Tag nach der Verletzung bis zur Rückkehr in Training und Wettkampf. Grundlage sind ein gründlicher Befund, die ärztliche Diagnose und Ihre persönlichen Ziele.",
        ],
      },
      {
        id: "phasen",
        heading: "Die vier Phasen der Rehabilitation",
        paragraphs: [
          "Wann Sie in die nächste Phase wechseln, richtet sich nicht nach dem Kalender, sondern danach, wie belastbar Ihr Körper ist.",
        ],
        steps: REHABILITATION_PHASES,
      },
      {
        heading: "Typische Anlässe",
        paragraphs: ["Eine gezielte Rehabilitation ist zum Beispiel sinnvoll:"],
        list: [
          "Nach Bänder-, Muskel- und Sehnenverletzungen",
          "Nach Operationen an Knie, Schulter, Sprunggelenk oder Wirbelsäule",
          "Nach Knochenbrüchen",
          "Bei Überlastungsbeschwerden wie dem Läuferknie oder dem Tennisellenbogen",
        ],
      },
      {
        heading: "Abgestimmt im Team",
        paragraphs: [
          "Bei Bedarf stimme ich mich mit Ihren behandelnden Ärztinnen und Ärzten sowie mit Ihren Trainerinnen und Trainern ab. So entsteht ein Plan, der medizinisch sinnvoll und sportlich realistisch ist.",
          "Mehr als 20 Jahre Erfahrung in der Sportphysiotherapie helfen mir, Belastungen realistisch zu dosieren und den richtigen Zeitpunkt für den nächsten Schritt zu finden.",
        ],
        links: [
          {
            label: "Medizinische Trainingstherapie",
            to: `${sport}/medizinische-trainingstherapie`,
          },
          { label: "Lymphdrainage", to: `${sport}/lymphdrainage` },
        ],
      },
    ],
    contactPanel: sportServiceContactPanel,
  },

  lymphdrainage: {
    meta: {
      title: `Manuelle Lymphdrainage | Sportphysiotherapie ${practice.address.city}`,
      description:
        "Manuelle Lymphdrainage in Oberasbach: sanfte Griffe, die den Abfluss von Gewebeflüssigkeit unterstützen. Eine Behandlung dauert 30 bis 60 Minuten.",
      keywords: [
        "Lymphdrainage",
        "Manuelle Lymphdrainage",
        "Schwellung",
        "Ödem",
        "Lymphdrainage Oberasbach",
        "Physiotherapie Zirndorf",
      ],
    },
    heading: "Manuelle Lymphdrainage",
    lead: "Eine sanfte Technik, die den Abfluss von Gewebeflüssigkeit unterstützt – zum Beispiel nach Verletzungen, nach Operationen oder bei Schwellungen.",
    sections: [
      {
        heading: "Was ist manuelle Lymphdrainage?",
        paragraphs: [
          "Das Lymphsystem transportiert Flüssigkeit, Eiweiße und Abbauprodukte aus dem Gewebe ab. Ist es überlastet, etwa nach einer Verletzung, können Schwellungen entstehen, die schmerzen und die Beweglichkeit einschränken.",
          "Bei der manuellen Lymphdrainage arbeite ich mit flachen Händen, langsam, rhythmisch und mit geringem Druck: mit stehenden Kreisen sowie Pump-, Schöpf- und Drehgriffen. Diese Griffe regen die Lymphgefäße an und unterstützen den Abtransport.",
        ],
      },
      {
        heading: "Wann Lymphdrainage eingesetzt wird",
        paragraphs: ["Typische Anlässe sind:"],
        list: [
          "Schwellungen nach Sportverletzungen wie Verstauchungen oder Prellungen",
          "Schwellungen nach Operationen, etwa an Knie oder Schulter",
          "Lymph- und Lipödeme",
          "Die Regeneration nach intensiven Belastungen",
        ],
      },
      {
        id: "ablauf",
        heading: "Ablauf und Dauer",
        paragraphs: [
          "Eine Behandlung dauert je nach Verordnung und Befund 30 bis 60 Minuten. Sie liegen entspannt, die Griffe sind sanft und werden meist als sehr angenehm empfunden.",
          "Bei Bedarf ergänzen Bewegungsübungen oder eine Kompressionsbehandlung die Lymphdrainage.",
        ],
      },
      {
        heading: "Wann Vorsicht geboten ist",
        paragraphs: [
          "Bei akuten Entzündungen, einer frischen Thrombose oder bestimmten Herzerkrankungen ist Lymphdrainage nicht geeignet. Deshalb frage ich vor der ersten Behandlung genau nach Ihren Vorerkrankungen.",
        ],
        links: [{ label: "Rehabilitation", to: `${sport}/rehabilitation` }],
      },
    ],
    contactPanel: sportServiceContactPanel,
  },

  "klassische-massage": {
    meta: {
      title: `Klassische Massage | Sportphysiotherapie ${practice.address.city}`,
      description:
        "Klassische Massage in Oberasbach: fünf Grundtechniken für lockere Muskulatur, bessere Durchblutung und Regeneration nach Training und Wettkampf.",
      keywords: [
        "Klassische Massage",
        "Sportmassage",
        "Massage Oberasbach",
        "Verspannungen",
        "Regeneration",
        "Massage Fürth",
      ],
    },
    heading: "Klassische Massage",
    lead: "Die klassische Massage lockert verspannte Muskulatur, fördert die Durchblutung und unterstützt die Regeneration – im Training wie im Alltag.",
    sections: [
      {
        heading: "Mehr als Entspannung",
        paragraphs: [
          "Die klassische Massage gehört zu den ältesten Behandlungsformen der Physiotherapie. Sie wirkt auf Haut, Bindegewebe und Muskulatur, kann Verspannungen lösen, die Durchblutung anregen und das Wohlbefinden steigern.",
          "In der Sportphysiotherapie setze ich sie gezielt ein: zur Vorbereitung auf Belastungen, zur Regeneration nach Training und Wettkampf oder bei muskulären Beschwerden.",
        ],
      },
      {
        id: "techniken",
        heading: "Die fünf Grundtechniken",
        paragraphs: [
          "Die klassische Massage setzt sich aus fünf Grundtechniken zusammen, die ich je nach Befund und Ziel kombiniere:",
        ],
        steps: MASSAGE_TECHNIQUES,
      },
      {
        heading: "Wann eine Massage sinnvoll sein kann",
        paragraphs: ["Typische Anlässe sind:"],
        list: [
          "Muskuläre Verspannungen, etwa im Nacken oder im Rücken",
          "Die Regeneration nach intensiven Trainingseinheiten und Wettkämpfen",
          "Die Vorbereitung auf sportliche Belastungen",
          "Anspannung durch Stress",
        ],
      },
      {
        heading: "Ablauf",
        paragraphs: [
          "Vor der ersten Massage frage ich nach Beschwerden, Vorerkrankungen und Ihrem Training. Die Intensität stimme ich während der Behandlung mit Ihnen ab – sagen Sie jederzeit, wenn Ihnen etwas zu fest oder zu sanft ist.",
        ],
      },
    ],
    contactPanel: sportServiceContactPanel,
  },

  kiefergelenktherapie: {
    meta: {
      title: `Kiefergelenktherapie (CMD) | Sportphysiotherapie ${practice.address.city}`,
      description:
        "CMD-Behandlung in Oberasbach: manuelle Therapie bei Kieferknacken, Zähneknirschen, Verspannungen im Nacken und Kopfschmerzen.",
      keywords: [
        "Kiefergelenktherapie",
        "CMD",
        "Craniomandibuläre Dysfunktion",
        "Zähneknirschen",
        "Kieferschmerzen",
        "CMD Oberasbach",
      ],
    },
    heading: "Kiefergelenktherapie (CMD)",
    lead: "Kieferknacken, Zähneknirschen, Verspannungen im Nacken oder Kopfschmerzen: Hinter solchen Beschwerden kann eine craniomandibuläre Dysfunktion stecken.",
    sections: [
      {
        heading: "Was ist CMD?",
        paragraphs: [
          "CMD steht für craniomandibuläre Dysfunktion – eine Funktionsstörung im Zusammenspiel von Schädel (Cranium) und Unterkiefer (Mandibula). Betroffen sind die Kiefergelenke, die Kaumuskulatur und oft auch angrenzende Bereiche wie Nacken und Schultern.",
          "Stress, nächtliches Zähnepressen, Fehlbelastungen oder Verletzungen können eine Rolle spielen. Bei Sportlerinnen und Sportlern kommt manchmal kräftiges Zusammenbeißen unter Belastung hinzu.",
        ],
      },
      {
        heading: "Mögliche Beschwerden",
        paragraphs: ["Eine CMD kann sich auf ganz unterschiedliche Weise zeigen:"],
        list: [
          "Knacken, Reiben oder Schmerzen im Kiefergelenk",
          "Eingeschränkte Mundöffnung",
          "Zähneknirschen und -pressen",
          "Verspannungen in Nacken und Schultern",
          "Kopf- oder Gesichtsschmerzen, manchmal auch Ohrgeräusche",
        ],
      },
      {
        heading: "Wie die Behandlung aussieht",
        paragraphs: [
          "Nach einer genauen Untersuchung von Kiefer, Kopfhaltung und Halswirbelsäule behandle ich die beteiligten Strukturen mit manuellen Techniken: Mobilisation der Kiefergelenke, Behandlung der Kaumuskulatur und ihrer Triggerpunkte sowie Entspannungs- und Haltungsübungen für zu Hause.",
          "Häufig ist eine Zusammenarbeit mit Ihrer Zahnärztin oder Ihrem Zahnarzt sinnvoll, zum Beispiel wenn Sie eine Aufbissschiene tragen. Eine Kiefergelenktherapie kann auch zahnärztlich verordnet werden.",
        ],
      },
      {
        heading: "Körper und Stress im Blick",
        paragraphs: [
          "Weil sich Anspannung oft im Kiefer festsetzt, lohnt auch ein Blick auf Stress und Belastungen im Alltag. Auf Wunsch kann hier meine Erfahrung in der Psychotherapie einfließen.",
        ],
        links: [{ label: "Psychotherapie", to: "/psychotherapie" }],
      },
    ],
    contactPanel: sportServiceContactPanel,
  },

  "medizinische-trainingstherapie": {
    meta: {
      title: `Medizinische Trainingstherapie | Sportphysiotherapie ${practice.address.city}`,
      description:
        "Medizinische Trainingstherapie in Oberasbach: individuell dosiertes Training für Kraft, Stabilität und Belastbarkeit – nach Verletzung und zur Vorbeugung.",
      keywords: [
        "Medizinische Trainingstherapie",
        "MTT",
        "Gerätetraining",
        "Krafttraining nach Verletzung",
        "Sportphysiotherapie Oberasbach",
      ],
    },
    heading: "Medizinische Trainingstherapie",
    lead: "Gezieltes, individuell dosiertes Training für mehr Kraft, Stabilität und Belastbarkeit – nach Verletzungen, bei Beschwerden und zur Vorbeugung.",
    sections: [
      {
        heading: "Training mit therapeutischem Ziel",
        paragraphs: [
          "Die medizinische Trainingstherapie (MTT) verbindet physiotherapeutisches Wissen mit den Grundlagen der Trainingslehre. Übungen an Geräten, mit Kleingeräten und mit dem eigenen Körpergewicht werden so ausgewählt und dosiert, dass sie zu Ihrem Befund und Ihren Zielen passen.",
        ],
      },
      {
        id: "ablauf",
        heading: "So läuft die Trainingstherapie ab",
        paragraphs: ["Die Trainingstherapie ist in klare Schritte gegliedert:"],
        steps: [
          {
            title: "Befund und Testung",
            text: "Wir erfassen Beweglichkeit, Kraft, Koordination und Ausdauer sowie Ihre Beschwerden und Ziele.",
          },
          {
            title: "Individueller Trainingsplan",
            text: "Sie erhalten einen Plan mit klar beschriebenen Übungen, Wiederholungen und Belastungsstufen.",
          },
          {
            title: "Angeleitetes Training",
            text: "Ich korrigiere Ihre Technik und steigere die Belastung schrittweise.",
          },
          {
            title: "Selbstständig weitertrainieren",
            text: "Sie lernen, Ihr Training eigenständig fortzuführen – im Studio, im Verein oder zu Hause.",
          },
        ],
      },
      {
        heading: "Für wen die Trainingstherapie geeignet ist",
        paragraphs: ["Die medizinische Trainingstherapie eignet sich zum Beispiel:"],
        list: [
          "Nach Verletzungen und Operationen, als Teil der Rehabilitation",
          "Bei Rücken-, Knie- oder Schulterbeschwerden",
          "Zur Vorbeugung von Sportverletzungen",
          "Für mehr Leistungsfähigkeit in Sport und Alltag",
        ],
      },
      {
        heading: "Ein Baustein der Rehabilitation",
        paragraphs: [
          "In der Rehabilitation nach Sportverletzungen ist die Trainingstherapie ein zentraler Baustein – vor allem in den Phasen „Kraft und Stabilität“ und „Sportspezifische Vorbereitung“.",
        ],
        links: [{ label: "Die vier Phasen der Rehabilitation", to: `${sport}/rehabilitation` }],
      },
    ],
    contactPanel: sportServiceContactPanel,
  },
};
