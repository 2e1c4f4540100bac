/** The method page /psychotherapie/somatic-experiencing. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { panel } from "./shared.ts";

export const page: ContentPage = {
  meta: {
    title: `Somatic Experiencing in ${practice.address.city} | Körperorientierte Traumaarbeit`,
    description:
      "Somatic Experiencing in Oberasbach: körperorientierte Begleitung bei Stress- und Traumafolgen – behutsam, in kleinen Schritten und nah am eigenen Erleben.",
    keywords: [
      "Somatic Experiencing",
      "SE",
      "Peter Levine",
      "Körperorientierte Traumatherapie",
      "Nervensystem",
      "Traumatherapie Oberasbach",
    ],
  },
  heading: "Somatic Experiencing",
  lead: "Somatic Experiencing (SE) ist ein körperorientierter Ansatz für die Arbeit mit Stress- und Traumafolgen. Er richtet den Blick auf das, was der Körper spürt – behutsam und in kleinen Schritten.",
  sections: [
    {
      heading: "Der Körper erinnert sich",
      paragraphs: [
        "Nach überwältigenden Erfahrungen bleibt das Nervensystem manchmal in Alarmbereitschaft – oder es schaltet ab. Das zeigt sich in Anspannung, Unruhe, Erschöpfung oder dem Gefühl, nicht richtig im eigenen Körper zu sein.",
        "Somatic Experiencing wurde von dem amerikanischen Traumaforscher Peter A. Levine entwickelt. Der Ansatz geht davon aus, dass im Körper gebundene Stressenergie schrittweise wieder in Fluss kommen kann.",
      ],
    },
    {
      heading: "Wie wir arbeiten",
      paragraphs: [
        "Wir sprechen weniger über das Erlebte als über das, was Sie im Moment im Körper wahrnehmen: Wärme, Enge, Kribbeln oder Bewegungsimpulse. Drei Prinzipien sind dabei zentral:",
      ],
      steps: [
        {
          title: "Ressourcen",
          text: "Wir stärken, was Ihnen Halt gibt: sichere Orte, vertraute Menschen, Bewegungen oder Körperstellen, die sich gut anfühlen.",
        },
        {
          title: "Titration",
          text: "Wir nähern uns belastenden Empfindungen nur in kleinen, gut verträglichen Dosen.",
        },
        {
          title: "Pendulation",
          text: "Die Aufmerksamkeit pendelt zwischen belastenden und stärkenden Empfindungen. So kann das Nervensystem erleben, dass Anspannung wieder nachlässt.",
        },
      ],
    },
    {
      heading: "Für wen Somatic Experiencing geeignet sein kann",
      paragraphs: [
        "Durch meine Erfahrung in der Sportphysiotherapie ist mir die Arbeit mit dem Körper seit vielen Jahren vertraut. Somatic Experiencing kann zum Beispiel passen:",
      ],
      list: [
        "Nach Unfällen, Stürzen oder Operationen",
        "Nach erschütternden Erlebnissen oder lang anhaltendem Stress",
        "Bei diffuser Anspannung, Unruhe oder Erschöpfung",
        "Wenn Sie über Belastendes nicht ausführlich sprechen möchten",
      ],
      links: [
        { label: "Traumatherapie", to: "/psychotherapie/traumatherapie" },
        { label: "EMDR", to: "/psychotherapie/emdr" },
      ],
    },
  ],
  contactPanel: panel("Den eigenen Körper als Verbündeten entdecken"),
};
