/** The method page /psychotherapie/systematische-therapie. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { panel, services } from "./shared.ts";

export const page: ContentPage = {
  meta: {
    title: `Systemische Therapie in ${practice.address.city} | Psychotherapie`,
    description:
      "Systemische Therapie in Oberasbach: Ihr Anliegen im Zusammenhang mit Familie, Partnerschaft und Beruf betrachten – lösungs- und ressourcenorientiert.",
    keywords: [
      "Systemische Therapie",
      "Systemische Beratung",
      "Familientherapie",
      "Genogramm",
      "Psychotherapie Oberasbach",
    ],
  },
  heading: "Systemische Therapie",
  lead: "Kein Mensch lebt für sich allein. Die systemische Therapie betrachtet Ihr Anliegen im Zusammenhang mit den Beziehungen, in denen Sie leben – in Familie, Partnerschaft und Beruf.",
  sections: [
    {
      heading: "Der Blick auf das Ganze",
      paragraphs: [
        "Aus systemischer Sicht entstehen Schwierigkeiten nicht nur in einer einzelnen Person, sondern auch im Zusammenspiel mit anderen. Ein Symptom kann eine Aufgabe im System erfüllen – etwa für Nähe, Abstand oder Gleichgewicht sorgen.",
        "Statt nach Schuld zu fragen, schauen wir auf Muster, Wechselwirkungen und vor allem auf Ressourcen: Was gelingt bereits? Was wäre anders, wenn das Problem gelöst wäre?",
      ],
    },
    {
      heading: "Methoden der systemischen Arbeit",
      paragraphs: ["Je nach Anliegen nutze ich unter anderem:"],
      list: [
        "Zirkuläre Fragen, die neue Perspektiven eröffnen",
        "Das Genogramm, das die Familiengeschichte über Generationen sichtbar macht",
        "Figuren und Symbole, mit denen sich Beziehungen räumlich darstellen lassen",
        "Lösungs- und ressourcenorientierte Gesprächsführung",
        "Reframing: Bekanntes in einem neuen Rahmen betrachten",
      ],
    },
    {
      heading: "Einzeln, als Paar oder als Familie",
      paragraphs: [
        "Systemische Therapie ist im Einzelsetting ebenso möglich wie mit Paaren oder mehreren Familienmitgliedern. Auch wenn Sie allein kommen, sind die wichtigen Menschen Ihres Lebens gewissermaßen mit im Raum.",
      ],
      links: [
        { label: "Paartherapie", to: `${services}/paartherapie` },
        { label: "Konfliktbehandlung", to: `${services}/konfliktbehandlung` },
        { label: "Traumatherapie", to: "/psychotherapie/traumatherapie" },
      ],
    },
  ],
  contactPanel: panel("Neue Perspektiven gewinnen"),
};
