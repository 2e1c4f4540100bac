/** The psychotherapy service page /psychotherapie/leistungen/angststoerungen. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";
import { firstCall, notAMedicalTreatment } from "./shared.ts";

export const page: ContentPage = {
  meta: {
    title: `Angststörungen | Psychotherapie in ${practice.address.city}`,
    description:
      "Angst, Panik, kreisende Sorgen: In Oberasbach begleite ich Sie dabei, Ihre Angst zu verstehen und Schritt für Schritt Freiraum zurückzugewinnen.",
    keywords: [
      "Angststörung",
      "Panikattacken",
      "Angst Therapie Oberasbach",
      "Phobie",
      "Generalisierte Angststörung",
      "Heilpraktiker für Psychotherapie",
    ],
  },
  heading: "Angststörungen",
  lead: "Angst ist ein natürliches Schutzsignal. Wenn sie jedoch Ihren Alltag bestimmt, darf sie Thema einer Begleitung werden – in Ruhe und in Ihrem Tempo.",
  sections: [
    {
      heading: "Wenn Angst den Alltag bestimmt",
      paragraphs: [
        "Herzklopfen vor dem Einkaufen, kreisende Sorgen in der Nacht, das Meiden von Situationen, die früher selbstverständlich waren: Angst hat viele Gesichter. Oft kommt zur eigentlichen Angst die Angst vor der Angst hinzu.",
        "Sie sind damit nicht allein. Angststörungen gehören zu den häufigsten seelischen Belastungen – und es ist ein Zeichen von Stärke, sich Unterstützung zu holen.",
      ],
      list: [
        "Panikattacken und Panikstörung",
        "Generalisierte Angst mit anhaltenden Sorgen",
        "Soziale Angst, etwa vor Gesprächen oder den Blicken anderer",
        "Spezifische Ängste, z. B. vor Höhe, Enge oder Tieren",
        "Ängste um die eigene Gesundheit",
      ],
    },
    {
      heading: "Den Kreislauf der Angst verstehen",
      paragraphs: [
        "Angst verstärkt sich häufig selbst: Ein Körpersignal wird als Gefahr gedeutet, die Anspannung steigt, das Signal wird stärker. Wer daraufhin Situationen meidet, spürt kurz Erleichterung – doch die Angst bekommt dadurch mehr Raum.",
        "Gemeinsam schauen wir uns an, wie dieser Kreislauf bei Ihnen aussieht. Schon das Verstehen schafft für viele Menschen ein Stück Abstand.",
      ],
    },
    {
      heading: "Wie ich Sie begleite",
      paragraphs: [
        "Ich arbeite mit Methoden aus der Verhaltenstherapie, der Akzeptanz- und Commitment-Therapie (ACT) und – wenn belastende Erfahrungen hinter der Angst stehen – mit EMDR. Welche Wege zu Ihnen passen, entscheiden wir gemeinsam.",
      ],
      list: [
        "Angst und Körperreaktionen verstehen und einordnen",
        "Beruhigungs- und Atemtechniken für akute Momente",
        "Schrittweise Annäherung an gemiedene Situationen – nur so weit, wie Sie bereit sind",
        "Belastende Gedanken prüfen und neue Sichtweisen entwickeln",
      ],
      links: [link.vt, link.act, link.emdr],
    },
    {
      heading: "Der erste Schritt",
      paragraphs: [
        firstCall,
        `Körperliche Ursachen von Beschwerden wie Herzrasen oder Schwindel sollten ärztlich abgeklärt sein. ${notAMedicalTreatment}`,
      ],
    },
  ],
  contactPanel: { title: "Finden Sie Ihren Weg aus der Angst", action: "Jetzt Termin anfragen" },
};
