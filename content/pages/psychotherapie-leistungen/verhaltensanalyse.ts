/** The psychotherapy service page /psychotherapie/leistungen/verhaltensanalyse. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

export const page: ContentPage = {
  meta: {
    title: `Verhaltensanalyse | Psychotherapie in ${practice.address.city}`,
    description:
      "Warum reagiere ich immer wieder so? Mit der Verhaltensanalyse machen wir wiederkehrende Muster sichtbar und finden Ansatzpunkte für Veränderung.",
    keywords: [
      "Verhaltensanalyse",
      "SORKC-Modell",
      "Verhaltensmuster",
      "Verhaltenstherapie",
      "Psychotherapie Oberasbach",
    ],
  },
  heading: "Verhaltensanalyse",
  lead: "Warum reagiere ich immer wieder so – obwohl ich es eigentlich anders möchte? Die Verhaltensanalyse hilft, solche Muster zu verstehen und Ansatzpunkte für Veränderung zu finden.",
  sections: [
    {
      heading: "Muster sichtbar machen",
      paragraphs: [
        "Viele Schwierigkeiten zeigen sich in wiederkehrenden Situationen: der Griff zum Handy, wenn Unruhe aufkommt; der Rückzug, wenn Kritik droht; das Ja, obwohl man Nein meint. Die Verhaltensanalyse betrachtet solche Abläufe genau und ohne zu bewerten.",
        "Sie ist ein zentrales Werkzeug der Verhaltenstherapie und steht oft am Anfang einer Begleitung.",
      ],
    },
    {
      heading: "Das SORKC-Modell",
      paragraphs: [
        "Häufig nutzen wir dafür das SORKC-Modell. Es zerlegt eine konkrete Situation in fünf Bausteine:",
      ],
      steps: [
        {
          title: "Situation",
          text: "Was genau ist geschehen – wo, wann und mit wem? Wir beschreiben den Auslöser so konkret wie möglich.",
        },
        {
          title: "Organismus",
          text: "Welche körperlichen und persönlichen Voraussetzungen spielen hinein, etwa Müdigkeit, Anspannung oder frühere Erfahrungen?",
        },
        {
          title: "Reaktion",
          text: "Was haben Sie gedacht, gefühlt, im Körper gespürt und getan?",
        },
        {
          title: "Kontingenz",
          text: "Wie regelmäßig folgt auf das Verhalten eine bestimmte Konsequenz – immer, manchmal oder selten?",
        },
        {
          title: "Konsequenz",
          text: "Was folgte kurzfristig, was langfristig? Oft bringt ein Verhalten kurzfristig Erleichterung und hält das Problem langfristig aufrecht.",
        },
      ],
    },
    {
      heading: "Vom Verstehen zum Verändern",
      paragraphs: [
        "Wenn klar ist, was ein Verhalten aufrechterhält, lassen sich gezielte Ansatzpunkte finden: in der Situation selbst, bei hilfreicheren Gedanken oder bei neuen Handlungsmöglichkeiten.",
        "Diese Schritte entwickeln wir gemeinsam und prüfen im Alltag, was für Sie funktioniert.",
      ],
      links: [link.vt],
    },
  ],
  contactPanel: { title: "Eigene Muster verstehen", action: "Termin vereinbaren" },
};
