/** The psychotherapy service page /psychotherapie/leistungen/konfliktbehandlung. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

export const page: ContentPage = {
  meta: {
    title: `Konfliktbehandlung | Psychotherapie in ${practice.address.city}`,
    description:
      "Festgefahrene Konflikte im Beruf, in der Familie oder mit sich selbst: In Oberasbach begleite ich Sie dabei, sie zu verstehen und neue Wege zu finden.",
    keywords: [
      "Konfliktbehandlung",
      "Konfliktberatung",
      "Konflikte am Arbeitsplatz",
      "Familienkonflikte",
      "Innere Konflikte",
      "Psychotherapie Oberasbach",
    ],
  },
  heading: "Konfliktbehandlung",
  lead: "Konflikte gehören zum Leben. Wenn sie sich festfahren, rauben sie Energie und belasten Beziehungen – im Beruf, in der Familie oder in Ihnen selbst.",
  sections: [
    {
      heading: "Wenn sich Konflikte festfahren",
      paragraphs: [
        "Manche Auseinandersetzungen wiederholen sich immer wieder nach demselben Muster. Andere werden nie ausgesprochen und wirken gerade deshalb im Hintergrund weiter. Beides kann auf Dauer erschöpfen, den Schlaf rauben und die Freude an Arbeit oder Familie dämpfen.",
      ],
      list: [
        "Spannungen am Arbeitsplatz, mit Kolleginnen, Kollegen oder Vorgesetzten",
        "Konflikte in Familie und Partnerschaft",
        "Auseinandersetzungen in Freundschaften oder im Verein",
        "Innere Konflikte, etwa zwischen Pflichtgefühl und eigenen Wünschen",
      ],
    },
    {
      heading: "Was in der Konfliktbehandlung geschieht",
      paragraphs: [
        "Zunächst sortieren wir: Worum geht es wirklich? Welche Bedürfnisse stehen hinter den Positionen – hinter Ihren und hinter denen der anderen Seite? Oft zeigt sich, dass sich hinter einem Streit um Kleinigkeiten etwas ganz anderes verbirgt.",
        "Anschließend entwickeln wir Wege, wie Sie Ihr Anliegen klar und zugleich respektvoll vertreten können. Dabei nutze ich unter anderem Elemente der Gewaltfreien Kommunikation und der systemischen Therapie.",
      ],
      links: [link.gfk, link.systemisch],
    },
    {
      heading: "Allein oder gemeinsam",
      paragraphs: [
        "Konfliktbehandlung ist auch dann möglich, wenn die andere Seite nicht mit in die Praxis kommt. Sie können nur Ihr eigenes Verhalten verändern – doch das verändert oft auch die Dynamik zwischen Ihnen.",
        "Möchten Sie als Paar kommen, finden Sie mehr dazu auf der Seite zur Paartherapie.",
      ],
      links: [link.paar],
    },
  ],
  contactPanel: {
    title: "Konflikte klären, Energie zurückgewinnen",
    action: "Gesprächstermin anfragen",
  },
};
