/** The psychotherapy service page /psychotherapie/leistungen/emdr-traumatherapie. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

export const page: ContentPage = {
  meta: {
    title: `EMDR-Traumatherapie | Psychotherapie in ${practice.address.city}`,
    description:
      "EMDR-Traumatherapie in Oberasbach bei Fürth und Nürnberg: belastende Erlebnisse behutsam verarbeiten – mit Stabilität an erster Stelle.",
    keywords: [
      "EMDR",
      "Traumatherapie",
      "Trauma",
      "Posttraumatische Belastung",
      "EMDR Oberasbach",
      "EMDR Fürth",
    ],
  },
  heading: "EMDR-Traumatherapie",
  lead: "Belastende Erlebnisse können noch lange nachwirken – in Bildern, Gefühlen oder Körperreaktionen. Mit EMDR begleite ich Sie dabei, solche Erfahrungen behutsam zu verarbeiten.",
  sections: [
    {
      heading: "Wenn Erlebtes nicht vergeht",
      paragraphs: [
        "Ein Unfall, ein Verlust, Gewalt, eine schwere Erkrankung oder lang andauernde Überforderung: Manche Erfahrungen werden vom Gehirn nicht wie gewöhnliche Erinnerungen abgelegt. Sie bleiben gewissermaßen unverarbeitet und können durch kleine Reize wieder aufflammen.",
      ],
      list: [
        "Wiederkehrende Bilder, Albträume oder Flashbacks",
        "Anhaltende Anspannung, Schreckhaftigkeit und Schlafprobleme",
        "Das Meiden von Orten, Menschen oder Gesprächen",
        "Gefühle von Taubheit, Scham oder Schuld",
      ],
    },
    {
      heading: "Was EMDR ist",
      paragraphs: [
        "EMDR steht für Eye Movement Desensitization and Reprocessing. Die Methode wurde von der amerikanischen Psychologin Francine Shapiro entwickelt. Während Sie sich an ein belastendes Erlebnis erinnern, folgen Sie zum Beispiel mit den Augen meinen Handbewegungen. Diese bilaterale Stimulation soll dem Gehirn helfen, die Erinnerung neu zu verarbeiten.",
        "Die Behandlung folgt einem klaren Ablauf in acht Phasen, den ich auf der Seite zur EMDR-Methode ausführlich beschreibe.",
      ],
      links: [link.emdr],
    },
    {
      heading: "Sicherheit geht vor",
      paragraphs: [
        "Bevor wir an belastenden Erinnerungen arbeiten, sorgen wir für Stabilität: Sie lernen Übungen kennen, mit denen Sie sich beruhigen und sicher fühlen können.",
        "Sie bestimmen, wie weit wir gehen, und können jede Sitzung jederzeit unterbrechen.",
      ],
    },
    {
      heading: "Weitere Wege der Traumatherapie",
      paragraphs: [
        "EMDR ist nicht der einzige Weg. Je nach Anliegen verbinde ich es mit körperorientierten Ansätzen wie Somatic Experiencing oder mit systemischen Methoden.",
      ],
      links: [link.trauma, link.se],
    },
  ],
  contactPanel: { title: "Belastendes behutsam verarbeiten", action: "Jetzt Termin anfragen" },
};
