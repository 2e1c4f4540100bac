/** The psychotherapy service page /psychotherapie/leistungen/emtrace. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

export const page: ContentPage = {
  meta: {
    title: `emTrace – Emotionscoaching | Psychotherapie in ${practice.address.city}`,
    description:
      "emTrace in Oberasbach: integratives Emotionscoaching, das belastenden Gefühlen auf die Spur geht und neue emotionale Erfahrungen möglich macht.",
    keywords: [
      "emTrace",
      "Emotionscoaching",
      "Emotionale Blockaden",
      "Gefühle verstehen",
      "Psychotherapie Oberasbach",
    ],
  },
  heading: "emTrace – Emotionscoaching",
  lead: "Manche Gefühle tauchen immer wieder auf, obwohl der Verstand längst weiß, dass sie nicht zur Situation passen. emTrace setzt genau dort an: bei den Emotionen selbst.",
  sections: [
    {
      heading: "Den Spuren der Emotionen folgen",
      paragraphs: [
        "Der Name emTrace setzt sich aus den englischen Wörtern „emotion“ und „trace“ zusammen – Emotionsspur. Der Ansatz wurde von dem Psychologen Dirk W. Eilert entwickelt und verbindet Erkenntnisse aus Emotionspsychologie und Hirnforschung mit bewährten Elementen aus Coaching und Psychotherapie.",
        "Die Grundidee: Frühere Erfahrungen hinterlassen emotionale Spuren. Sie können in heutigen Situationen Gefühle wie Angst, Scham oder Ärger auslösen, die sich stärker anfühlen, als es der Anlass erklärt.",
      ],
    },
    {
      heading: "Wie eine emTrace-Sitzung abläuft",
      paragraphs: ["Die Arbeit folgt Ihrem Erleben und gliedert sich meist in diese Schritte:"],
      steps: [
        {
          title: "Anliegen klären",
          text: "Wir beschreiben eine konkrete Situation, in der ein belastendes Gefühl auftritt, und klären, was sich verändern soll.",
        },
        {
          title: "Gefühl wahrnehmen",
          text: "Sie spüren dem Gefühl nach: Wo zeigt es sich im Körper, welche Gedanken und Bilder gehören dazu?",
        },
        {
          title: "Der Spur folgen",
          text: "Wir gehen der emotionalen Spur nach, oft bis zu früheren Erfahrungen, in denen das Gefühl seinen Ursprung hat.",
        },
        {
          title: "Neue Erfahrung verankern",
          text: "Mit gezielten Interventionen kann eine neue, stärkende emotionale Erfahrung entstehen, die wir im Alltag erproben.",
        },
      ],
    },
    {
      heading: "Mögliche Anliegen",
      paragraphs: ["emTrace kann Sie zum Beispiel unterstützen bei:"],
      list: [
        "Selbstzweifeln und innerem Druck",
        "Prüfungs- und Auftrittsangst",
        "Wiederkehrendem Ärger oder Gefühlen von Scham",
        "Blockaden vor wichtigen Entscheidungen",
      ],
    },
    {
      heading: "Coaching mit therapeutischem Hintergrund",
      paragraphs: [
        `emTrace ist ein Coaching-Ansatz. Als ${practice.licence.title} achte ich darauf, ob Ihr Anliegen im Coaching gut aufgehoben ist oder ob ein anderes Vorgehen besser passt – etwa eine Verhaltenstherapie oder eine Traumatherapie.`,
      ],
      links: [link.vt, link.trauma],
    },
  ],
  contactPanel: { title: "Gefühle verstehen und verändern", action: "Jetzt Termin anfragen" },
};
