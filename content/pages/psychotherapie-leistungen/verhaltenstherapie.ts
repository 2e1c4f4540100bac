/** The psychotherapy service page /psychotherapie/leistungen/verhaltenstherapie. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

export const page: ContentPage = {
  meta: {
    title: `Verhaltenstherapie | Psychotherapie in ${practice.address.city}`,
    description:
      "Kognitive Verhaltenstherapie in Oberasbach: praxisnah, transparent und auf Ihre Ziele ausgerichtet – bei Ängsten, Stress, Grübeln und depressiver Stimmung.",
    keywords: [
      "Verhaltenstherapie",
      "Kognitive Verhaltenstherapie",
      "KVT",
      "Psychotherapie Oberasbach",
      "Heilpraktiker für Psychotherapie",
    ],
  },
  heading: "Verhaltenstherapie",
  lead: "Die Verhaltenstherapie setzt dort an, wo Sie heute stehen: bei Ihren Gedanken, Gefühlen und Ihrem Handeln. Sie ist praxisnah, transparent und auf Ihre Ziele ausgerichtet.",
  sections: [
    {
      heading: "Denken, Fühlen, Handeln",
      paragraphs: [
        "Was wir denken, beeinflusst, wie wir uns fühlen und was wir tun – und umgekehrt. Die kognitive Verhaltenstherapie nutzt diesen Zusammenhang.",
        "Ihr Grundgedanke ist ermutigend: Belastende Denk- und Verhaltensmuster wurden einmal gelernt. Deshalb lässt sich auch Neues lernen.",
      ],
    },
    {
      heading: "So arbeiten wir",
      paragraphs: ["Eine verhaltenstherapeutische Begleitung folgt einem klaren Aufbau:"],
      steps: [
        {
          title: "Verstehen",
          text: "Wir betrachten Ihr Anliegen und analysieren, wann die Schwierigkeiten auftreten und was sie aufrechterhält.",
        },
        {
          title: "Ziele festlegen",
          text: "Wir formulieren konkrete, erreichbare Ziele, an denen Sie Ihre Fortschritte erkennen können.",
        },
        {
          title: "Üben",
          text: "Sie erproben neue Denk- und Verhaltensweisen – in der Sitzung und mit kleinen Aufgaben zwischen den Terminen.",
        },
        {
          title: "Festigen",
          text: "Wir werten Ihre Erfahrungen aus, passen das Vorgehen an und sichern, was Ihnen gutgetan hat.",
        },
      ],
      links: [link.analyse],
    },
    {
      heading: "Für welche Anliegen",
      paragraphs: ["Verhaltenstherapeutische Methoden setze ich zum Beispiel ein bei:"],
      list: [
        "Ängsten und Panikattacken",
        "Depressiver Verstimmung und Antriebslosigkeit",
        "Stress und Überlastung",
        "Grübeln und Selbstzweifeln",
        "Schwierigkeiten in Beziehungen und im Umgang mit Konflikten",
      ],
      links: [link.angst, link.depression],
    },
    {
      heading: "Ihre aktive Rolle",
      paragraphs: [
        "Verhaltenstherapie ist Zusammenarbeit auf Augenhöhe. Ich erkläre Ihnen, warum wir etwas tun, und Sie bestimmen das Tempo mit. Viele Menschen schätzen gerade diese Klarheit.",
      ],
    },
  ],
  contactPanel: { title: "Neue Wege ausprobieren", action: "Jetzt Termin anfragen" },
};
