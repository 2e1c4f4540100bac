/** The psychotherapy service page /psychotherapie/leistungen/schematherapie. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

export const page: ContentPage = {
  meta: {
    title: `Schematherapie | Psychotherapie in ${practice.address.city}`,
    description:
      "Schematherapie in Oberasbach: alte Lebensmuster verstehen, emotionale Grundbedürfnisse ernst nehmen und freundlicher mit sich selbst umgehen.",
    keywords: [
      "Schematherapie",
      "Lebensmuster",
      "Inneres Kind",
      "Modusmodell",
      "Psychotherapie Oberasbach",
    ],
  },
  heading: "Schematherapie",
  lead: "Manche Gefühle sind älter als die Situation, in der sie auftauchen. Die Schematherapie hilft zu verstehen, welche frühen Erfahrungen Ihr heutiges Erleben prägen – und wie Sie freundlicher mit sich umgehen können.",
  sections: [
    {
      heading: "Was sind Schemata?",
      paragraphs: [
        "Schemata sind tief verankerte Muster aus Erinnerungen, Gefühlen, Gedanken und Körperempfindungen. Sie entstehen häufig in Kindheit und Jugend, wenn wichtige Grundbedürfnisse nicht ausreichend erfüllt wurden.",
        "Später werden sie in bestimmten Situationen aktiviert: Eine kleine Kritik fühlt sich dann an wie völlige Ablehnung, eine kurze Funkstille wie Verlassenwerden.",
      ],
    },
    {
      heading: "Die emotionalen Grundbedürfnisse",
      paragraphs: [
        "Die Schematherapie, entwickelt von dem amerikanischen Psychologen Jeffrey Young, geht von Grundbedürfnissen aus, die jeder Mensch mitbringt:",
      ],
      list: [
        "Sichere Bindung und Zugehörigkeit",
        "Autonomie, Kompetenz und ein Gefühl von Identität",
        "Freiheit, eigene Bedürfnisse und Gefühle auszudrücken",
        "Spontaneität und Spiel",
        "Realistische Grenzen und Selbstkontrolle",
      ],
    },
    {
      heading: "Wie wir arbeiten",
      paragraphs: [
        "Die Schematherapie verbindet Elemente der Verhaltenstherapie mit erlebnisorientierten Methoden. Wir schauen auf sogenannte Modi – Zustände, in die Sie in belastenden Momenten geraten, etwa ein strenger innerer Kritiker oder ein verletzter kindlicher Anteil.",
        "Mit Gesprächen, Imaginationsübungen und Stuhlarbeit stärken wir den gesunden erwachsenen Anteil in Ihnen: den Teil, der Ihre Bedürfnisse ernst nimmt und gut für Sie sorgt.",
      ],
    },
    {
      heading: "Für wen sich Schematherapie eignet",
      paragraphs: [
        "Schematherapie kann sinnvoll sein, wenn sich Muster trotz aller Einsicht immer wiederholen – in Beziehungen, im Beruf oder im Umgang mit sich selbst. Ob dieser Ansatz zu Ihrem Anliegen passt, besprechen wir im Erstgespräch.",
      ],
      links: [link.vt, link.depression],
    },
  ],
  contactPanel: {
    title: "Alte Muster verstehen, neue Wege gehen",
    action: "Erstgespräch anfragen",
  },
};
