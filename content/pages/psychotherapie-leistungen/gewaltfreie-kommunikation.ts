/** The psychotherapy service page /psychotherapie/leistungen/gewaltfreie-kommunikation. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

export const page: ContentPage = {
  meta: {
    title: `Gewaltfreie Kommunikation | Psychotherapie in ${practice.address.city}`,
    description:
      "Gewaltfreie Kommunikation nach Marshall B. Rosenberg in Oberasbach: ehrlich sprechen, einfühlsam zuhören und Konflikte verbindend lösen.",
    keywords: [
      "Gewaltfreie Kommunikation",
      "GFK",
      "Marshall Rosenberg",
      "Kommunikation in Beziehungen",
      "Konflikte lösen",
    ],
  },
  heading: "Gewaltfreie Kommunikation",
  lead: "Die Gewaltfreie Kommunikation hilft, auch in schwierigen Gesprächen ehrlich und zugleich verbunden zu bleiben – mit anderen und mit sich selbst.",
  sections: [
    {
      heading: "Verstehen statt Vorwürfe",
      paragraphs: [
        "Die Gewaltfreie Kommunikation (GFK) wurde von dem amerikanischen Psychologen Marshall B. Rosenberg entwickelt. Sie geht davon aus, dass hinter jedem Verhalten der Versuch steht, ein Bedürfnis zu erfüllen – auch hinter Vorwürfen, Rückzug oder Ärger.",
        "Wer die Bedürfnisse hinter den Worten erkennt, kann Konflikte anders führen: weniger als Kampf um Recht und Unrecht, mehr als gemeinsame Suche nach einer Lösung.",
      ],
    },
    {
      heading: "Die vier Schritte",
      paragraphs: ["Die GFK gliedert ein Anliegen in vier Schritte:"],
      steps: [
        {
          title: "Beobachtung",
          text: "Was ist konkret geschehen – beschrieben ohne Bewertung oder Interpretation?",
        },
        { title: "Gefühl", text: "Welches Gefühl löst das in mir aus?" },
        { title: "Bedürfnis", text: "Welches Bedürfnis steht hinter diesem Gefühl?" },
        {
          title: "Bitte",
          text: "Welche konkrete, erfüllbare Bitte habe ich an mich oder an mein Gegenüber?",
        },
      ],
    },
    {
      heading: "Gewaltfreie Kommunikation in der Begleitung",
      paragraphs: [
        "Ich nutze die Gewaltfreie Kommunikation in Einzelgesprächen, in der Paartherapie und in der Konfliktbehandlung. Wir üben anhand Ihrer eigenen Situationen – so wird aus einem Modell eine Haltung, die Sie in den Alltag mitnehmen können.",
        "Wertvoll ist auch die einfühlsame Haltung sich selbst gegenüber: Statt sich innerlich anzutreiben oder zu verurteilen, fragen Sie nach dem, was Sie gerade brauchen.",
      ],
      links: [link.paar, link.konflikt],
    },
  ],
  contactPanel: { title: "Ehrlich sprechen, einfühlsam zuhören", action: "Termin anfragen" },
};
