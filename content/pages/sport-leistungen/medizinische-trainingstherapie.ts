/** The sports service page /sportphysiotherapie/medizinische-trainingstherapie. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { sport, sportServiceContactPanel } from "./shared.ts";

export const page: ContentPage = {
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
};
