/** The psychotherapy service page /psychotherapie/leistungen/depressionen. */

import { crisisSection } from "../../crisis.ts";
import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";
import { notAMedicalTreatment } from "./shared.ts";

export const page: ContentPage = {
  meta: {
    title: `Depressionen | Psychotherapie in ${practice.address.city}`,
    description:
      "Wenn Freude und Kraft fehlen: Psychotherapeutische Begleitung bei Depressionen und Erschöpfung in Oberasbach – einfühlsam, in Ihrem Tempo.",
    keywords: [
      "Depression",
      "Depressive Verstimmung",
      "Erschöpfung",
      "Antriebslosigkeit",
      "Psychotherapie Oberasbach",
      "Heilpraktiker für Psychotherapie",
    ],
  },
  heading: "Depressionen",
  lead: "Wenn die Freude fehlt, die Kraft nicht mehr reicht und alles grau wirkt, brauchen Sie keine gut gemeinten Ratschläge, sondern jemanden, der zuhört. Ich begleite Sie auf dem Weg zu mehr Stabilität.",
  sections: [
    {
      heading: "Mehr als eine schlechte Phase",
      paragraphs: [
        "Eine Depression ist keine Charakterschwäche und nichts, was man einfach „abschütteln“ könnte. Sie kann Gedanken, Gefühle, Schlaf, Appetit und Antrieb gleichermaßen verändern.",
        "Nicht jede der folgenden Erfahrungen bedeutet eine Depression. Wenn Sie sich darin wiederfinden, lohnt es sich aber, genauer hinzuschauen – am besten auch gemeinsam mit Ihrer Hausärztin oder Ihrem Hausarzt.",
      ],
      list: [
        "Gedrückte Stimmung über Wochen",
        "Verlust von Interesse und Freude",
        "Erschöpfung und Antriebslosigkeit – schon kleine Aufgaben kosten viel Kraft",
        "Schlafprobleme, Grübeln und Schuldgefühle",
        "Rückzug von Menschen, die Ihnen wichtig sind",
      ],
    },
    {
      heading: "Wie ich Sie begleite",
      paragraphs: [
        "In unseren Gesprächen geht es zunächst um Entlastung: Sie dürfen erzählen, wie es Ihnen wirklich geht. Danach schauen wir, was Ihnen Kraft nimmt und was Ihnen – auch in kleinen Schritten – wieder Kraft geben kann.",
        "Ich arbeite dabei unter anderem mit Elementen der Verhaltenstherapie, der Schematherapie und der Akzeptanz- und Commitment-Therapie.",
      ],
      list: [
        "Eine hilfreiche Tagesstruktur und kleine, erreichbare Aktivitäten",
        "Belastende Denkmuster erkennen und entschärfen",
        "Eigene Bedürfnisse und Grenzen wieder wahrnehmen",
        "Selbstmitgefühl statt Selbstvorwürfe",
      ],
      links: [link.vt, link.schema, link.act],
    },
    {
      heading: "Zusammenarbeit mit Ihrer Ärztin oder Ihrem Arzt",
      paragraphs: [
        `Depressive Beschwerden sollten ärztlich abgeklärt werden, denn auch körperliche Ursachen können ähnliche Beschwerden auslösen. ${notAMedicalTreatment}`,
        "Wenn Sie Medikamente einnehmen, ändern Sie bitte nichts daran, ohne mit Ihrer Ärztin oder Ihrem Arzt zu sprechen.",
      ],
    },
    crisisSection,
  ],
  contactPanel: {
    title: "Gemeinsam wieder Boden unter den Füßen finden",
    action: "Erstgespräch anfragen",
  },
};
