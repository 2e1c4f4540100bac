/** The sports service page /sportphysiotherapie/lymphdrainage. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { sport, sportServiceContactPanel } from "./shared.ts";

export const page: ContentPage = {
  meta: {
    title: `Manuelle Lymphdrainage | Sportphysiotherapie ${practice.address.city}`,
    description:
      "Manuelle Lymphdrainage in Oberasbach: sanfte Griffe, die den Abfluss von Gewebeflüssigkeit unterstützen. Eine Behandlung dauert 30 bis 60 Minuten.",
    keywords: [
      "Lymphdrainage",
      "Manuelle Lymphdrainage",
      "Schwellung",
      "Ödem",
      "Lymphdrainage Oberasbach",
      "Physiotherapie Zirndorf",
    ],
  },
  heading: "Manuelle Lymphdrainage",
  lead: "Eine sanfte Technik, die den Abfluss von Gewebeflüssigkeit unterstützt – zum Beispiel nach Verletzungen, nach Operationen oder bei Schwellungen.",
  sections: [
    {
      heading: "Was ist manuelle Lymphdrainage?",
      paragraphs: [
        "Das Lymphsystem transportiert Flüssigkeit, Eiweiße und Abbauprodukte aus dem Gewebe ab. Ist es überlastet, etwa nach einer Verletzung, können Schwellungen entstehen, die schmerzen und die Beweglichkeit einschränken.",
        "Bei der manuellen Lymphdrainage arbeite ich mit flachen Händen, langsam, rhythmisch und mit geringem Druck: mit stehenden Kreisen sowie Pump-, Schöpf- und Drehgriffen. Diese Griffe regen die Lymphgefäße an und unterstützen den Abtransport.",
      ],
    },
    {
      heading: "Wann Lymphdrainage eingesetzt wird",
      paragraphs: ["Typische Anlässe sind:"],
      list: [
        "Schwellungen nach Sportverletzungen wie Verstauchungen oder Prellungen",
        "Schwellungen nach Operationen, etwa an Knie oder Schulter",
        "Lymph- und Lipödeme",
        "Die Regeneration nach intensiven Belastungen",
      ],
    },
    {
      id: "ablauf",
      heading: "Ablauf und Dauer",
      paragraphs: [
        "Eine Behandlung dauert je nach Verordnung und Befund 30 bis 60 Minuten. Sie liegen entspannt, die Griffe sind sanft und werden meist als sehr angenehm empfunden.",
        "Bei Bedarf ergänzen Bewegungsübungen oder eine Kompressionsbehandlung die Lymphdrainage.",
      ],
    },
    {
      heading: "Wann Vorsicht geboten ist",
      paragraphs: [
        "Bei akuten Entzündungen, einer frischen Thrombose oder bestimmten Herzerkrankungen ist Lymphdrainage nicht geeignet. Deshalb frage ich vor der ersten Behandlung genau nach Ihren Vorerkrankungen.",
      ],
      links: [{ label: "Rehabilitation", to: `${sport}/rehabilitation` }],
    },
  ],
  contactPanel: sportServiceContactPanel,
};
