/** The psychotherapy service page /psychotherapie/leistungen/schmerztherapie-emdr. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";
import { notAMedicalTreatment } from "./shared.ts";

export const page: ContentPage = {
  meta: {
    title: `Schmerztherapie mit EMDR | Psychotherapie in ${practice.address.city}`,
    description:
      "Chronische Schmerzen belasten Körper und Seele. In Oberasbach begleite ich Sie mit EMDR dabei, Ihren Umgang mit dem Schmerz zu verändern.",
    keywords: [
      "Schmerztherapie",
      "EMDR",
      "Chronische Schmerzen",
      "Schmerzgedächtnis",
      "Psychotherapie Oberasbach",
    ],
  },
  heading: "Schmerztherapie mit EMDR",
  lead: "Schmerzen, die bleiben, obwohl die körperliche Ursache behandelt ist, belasten Körper und Seele. EMDR kann ein Baustein sein, um den Umgang mit chronischem Schmerz zu verändern.",
  sections: [
    {
      heading: "Wenn Schmerz zum Begleiter wird",
      paragraphs: [
        "Chronische Schmerzen haben häufig mehrere Ebenen: körperliche Vorgänge, aber auch Stress, Anspannung und Erinnerungen an belastende Erlebnisse wie einen Unfall oder eine Operation. Das Nervensystem kann Schmerz gewissermaßen „lernen“ und im sogenannten Schmerzgedächtnis speichern.",
        "Wer dauerhaft Schmerzen hat, zieht sich oft zurück, schläft schlecht und grübelt viel. Auch das wirkt wieder auf das Schmerzempfinden zurück.",
      ],
    },
    {
      heading: "Wie EMDR in der Schmerzbegleitung eingesetzt wird",
      paragraphs: [
        "Bei EMDR werden belastende Erinnerungen und Empfindungen mithilfe bilateraler Stimulation – etwa geführter Augenbewegungen – verarbeitet. In der Schmerzbegleitung richten wir den Blick auf schmerzbezogene Erinnerungen, auf aktuelle Schmerzempfindungen und auf Situationen, die den Schmerz verstärken.",
        "Ziel ist, dass der Schmerz weniger Raum einnimmt und Sie wieder mehr Einfluss auf Ihr Befinden erleben. Wie sich das im Einzelfall entwickelt, lässt sich vorab nicht vorhersagen.",
      ],
      links: [link.emdr],
    },
    {
      heading: "Körper und Psyche gemeinsam betrachten",
      paragraphs: [
        "Durch meine langjährige Arbeit in der Sportphysiotherapie kenne ich den Körper auch von der praktischen Seite. Diese Erfahrung fließt in die Schmerzbegleitung ein – mit Blick auf Bewegung, Haltung und Belastung.",
      ],
    },
    {
      heading: "Ärztliche Abklärung zuerst",
      paragraphs: [
        `Bevor wir mit EMDR arbeiten, sollten Ihre Schmerzen ärztlich abgeklärt sein. ${notAMedicalTreatment}`,
        "Verordnete Medikamente setzen Sie bitte nur in Absprache mit Ihrer Ärztin oder Ihrem Arzt ab.",
      ],
    },
  ],
  contactPanel: { title: "Neue Wege im Umgang mit Schmerz", action: "Jetzt Termin anfragen" },
};
