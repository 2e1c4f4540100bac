/** The sports service page /sportphysiotherapie/rehabilitation. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { sport, sportServiceContactPanel } from "./shared.ts";

/** The four phases of rehabilitation (requirements §2). */
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

export const page: ContentPage = {
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
};
