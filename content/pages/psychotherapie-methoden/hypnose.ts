/** The method page /psychotherapie/hypnose. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { panel } from "./shared.ts";

export const page: ContentPage = {
  meta: {
    title: `Hypnose in ${practice.address.city} | Psychotherapie`,
    description:
      "Therapeutische Hypnose in Oberasbach: in einem entspannten, wachen Zustand eigene Ressourcen entdecken – Sie behalten dabei jederzeit die Kontrolle.",
    keywords: [
      "Hypnose",
      "Hypnotherapie",
      "Trance",
      "Hypnose Oberasbach",
      "Hypnose Fürth",
      "Psychotherapie",
    ],
  },
  heading: "Hypnose",
  lead: "In Hypnose richtet sich die Aufmerksamkeit nach innen. In diesem entspannten und zugleich wachen Zustand lassen sich eigene Ressourcen oft leichter entdecken.",
  sections: [
    {
      heading: "Was Hypnose ist – und was nicht",
      paragraphs: [
        "Therapeutische Hypnose hat nichts mit Showhypnose zu tun. Sie verlieren nicht die Kontrolle und tun nichts, was Sie nicht möchten. Sie hören, was gesprochen wird, und können die Trance jederzeit beenden.",
        "Trance ist ein natürlicher Zustand, den viele aus dem Alltag kennen: beim Tagträumen, beim Lesen eines spannenden Buches oder auf einer vertrauten Strecke mit dem Auto.",
      ],
    },
    {
      heading: "Wie eine Hypnosesitzung abläuft",
      paragraphs: ["Jede Sitzung ist auf Ihr Anliegen abgestimmt und folgt diesem Rahmen:"],
      steps: [
        {
          title: "Vorgespräch",
          text: "Wir klären Ihr Anliegen, Ihre Erwartungen und Fragen und legen ein Ziel für die Sitzung fest.",
        },
        {
          title: "Einleitung",
          text: "Mit ruhiger Sprache, Atmung und Vorstellungsbildern begleite ich Sie in einen entspannten Zustand.",
        },
        {
          title: "Arbeit in Trance",
          text: "Über Bilder, Geschichten und Suggestionen sprechen wir Ihre inneren Ressourcen an – abgestimmt auf Ihr Ziel.",
        },
        {
          title: "Rückkehr und Nachgespräch",
          text: "Sie kehren in Ihrem Tempo in den Wachzustand zurück. Anschließend sprechen wir über Ihre Erfahrungen.",
        },
      ],
    },
    {
      heading: "Mögliche Anliegen",
      paragraphs: [
        "Hypnose kann eine Begleitung in vielen Bereichen unterstützen, zum Beispiel bei:",
      ],
      list: [
        "Stress, innerer Unruhe und Schlafproblemen",
        "Prüfungs- und Auftrittsängsten",
        "Dem Wunsch, Gewohnheiten zu verändern",
        "Dem Umgang mit Schmerzen",
        "Mangelndem Selbstvertrauen",
      ],
    },
    {
      heading: "Wann Hypnose nicht geeignet ist",
      paragraphs: [
        "Bei bestimmten Erkrankungen, etwa Psychosen, Epilepsie oder schweren Herz-Kreislauf-Erkrankungen, ist Hypnose nicht das Mittel der Wahl. Deshalb klären wir im Vorgespräch sorgfältig, ob sie für Sie infrage kommt.",
      ],
    },
  ],
  contactPanel: panel("Neugierig auf Hypnose?"),
};
