/** The psychotherapy service page /psychotherapie/leistungen/act. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

export const page: ContentPage = {
  meta: {
    title: `Akzeptanz- und Commitment-Therapie (ACT) | ${practice.address.city}`,
    description:
      "ACT in Oberasbach: schwierigen Gedanken und Gefühlen mit Offenheit begegnen und die eigene Energie in das stecken, was Ihnen wirklich wichtig ist.",
    keywords: [
      "ACT",
      "Akzeptanz- und Commitment-Therapie",
      "Achtsamkeit",
      "Psychische Flexibilität",
      "Psychotherapie Oberasbach",
    ],
  },
  heading: "Akzeptanz- und Commitment-Therapie (ACT)",
  lead: "Die ACT lädt dazu ein, schwierige Gedanken und Gefühle nicht länger zu bekämpfen, sondern ihnen mit Offenheit zu begegnen – und die eigene Energie in das zu stecken, was Ihnen wirklich wichtig ist.",
  sections: [
    {
      heading: "Weniger kämpfen, mehr leben",
      paragraphs: [
        "Viele Menschen investieren viel Kraft, um unangenehme Gedanken oder Gefühle loszuwerden. Oft gelingt das nur kurzfristig – und das Leben wird dabei immer enger.",
        "Die Akzeptanz- und Commitment-Therapie, kurz ACT, gehört zur sogenannten dritten Welle der Verhaltenstherapie. Ihr Ziel ist psychische Flexibilität: auch mit belastenden inneren Erfahrungen handlungsfähig zu bleiben.",
      ],
    },
    {
      heading: "Die sechs Kernprozesse",
      paragraphs: ["ACT beschreibt sechs Fähigkeiten, die wir gemeinsam stärken:"],
      steps: [
        {
          title: "Akzeptanz",
          text: "Gefühle dürfen da sein, ohne dass Sie sie gutheißen müssen.",
        },
        {
          title: "Kognitive Defusion",
          text: "Gedanken als Gedanken erkennen – nicht als unumstößliche Wahrheiten.",
        },
        {
          title: "Gegenwärtigkeit",
          text: "Mit der Aufmerksamkeit im Hier und Jetzt ankommen.",
        },
        {
          title: "Selbst als Kontext",
          text: "Eine beobachtende Perspektive einnehmen, die größer ist als jeder einzelne Gedanke.",
        },
        {
          title: "Werte",
          text: "Klären, was Ihnen im Leben wirklich wichtig ist.",
        },
        {
          title: "Engagiertes Handeln",
          text: "Konkrete Schritte in Richtung Ihrer Werte gehen, auch wenn es sich unbequem anfühlt.",
        },
      ],
    },
    {
      heading: "Wie ACT in der Praxis aussieht",
      paragraphs: [
        "In den Sitzungen arbeiten wir mit Gesprächen, Achtsamkeitsübungen, Bildern und Metaphern. Sie üben, einen Schritt Abstand zu Ihren Gedanken zu gewinnen, und entdecken, welche Werte Ihnen Orientierung geben.",
        "ACT lässt sich gut mit anderen Verfahren verbinden. Ich setze sie zum Beispiel bei Ängsten, Stress, depressiver Verstimmung oder im Umgang mit chronischen Schmerzen ein.",
      ],
      links: [link.angst, link.vt],
    },
  ],
  contactPanel: { title: "Mehr Raum für das, was zählt", action: "Termin anfragen" },
};
