/** The sports service page /sportphysiotherapie/kiefergelenktherapie. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { sportServiceContactPanel } from "./shared.ts";

export const page: ContentPage = {
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
};
