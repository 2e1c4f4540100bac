/** The couples therapy page /psychotherapie/leistungen/paartherapie and its city variants. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import * as link from "./links.ts";

/**
 * The invitation to a first consultation on the couples therapy page (requirements §2).
 * The route passes "Oberasbach" when there is no city parameter and undefined for an unknown one.
 */
export function paartherapieInvitation(cityName: string | undefined): string {
  if (cityName === undefined) {
    return "Ich lade Sie beide herzlich zu einem ersten gemeinsamen Gespräch in meine Praxis ein.";
  }
  const where =
    cityName === practice.address.city
      ? "meine Praxis"
      : `meine Praxis in ${practice.address.city}`;
  return `Paare aus ${cityName} und Umgebung lade ich herzlich zu einem ersten gemeinsamen Gespräch in ${where} ein.`;
}

/** The couples therapy page; its first-consultation section carries the city invitation. */
export function paartherapiePage(cityName: string | undefined): ContentPage {
  const inCity = cityName === undefined ? "" : ` für ${cityName} und Umgebung`;
  return {
    meta: {
      title: `Paartherapie${inCity} | Praxis in ${practice.address.city}`,
      description:
        "Paartherapie in Oberasbach: Wenn Gespräche im Streit enden oder Nähe verloren geht, begleite ich Sie als Paar – wertschätzend und ohne Partei zu ergreifen.",
      keywords: [
        "Paartherapie",
        "Paarberatung",
        "Beziehungskrise",
        "Paartherapie Oberasbach",
        "Paartherapie Fürth",
        "Paartherapie Nürnberg",
      ],
    },
    heading: "Paartherapie",
    lead: "Wenn Gespräche immer wieder im Streit enden oder Sie sich eher nebeneinander als miteinander fühlen, kann ein ruhiger Blick von außen neue Wege öffnen.",
    sections: [
      {
        heading: "Wann eine Paartherapie sinnvoll sein kann",
        paragraphs: [
          "Jede Beziehung kennt schwierige Zeiten. Eine Paartherapie ist kein letzter Ausweg, sondern eine Möglichkeit, rechtzeitig innezuhalten und gemeinsam hinzuschauen.",
        ],
        list: [
          "Wiederkehrende Streitigkeiten nach immer demselben Muster",
          "Sprachlosigkeit und emotionale Distanz",
          "Vertrauenskrisen, etwa nach einer Affäre",
          "Veränderungen wie die Geburt eines Kindes, ein Umzug oder der Ruhestand",
          "Unterschiedliche Vorstellungen von Nähe, Sexualität oder Zukunft",
          "Die Frage, ob und wie es gemeinsam weitergehen soll",
        ],
      },
      {
        heading: "Wie ich mit Paaren arbeite",
        paragraphs: [
          "In meiner Praxis haben beide Sichtweisen Platz. Ich ergreife keine Partei, sondern achte darauf, dass jede und jeder von Ihnen gehört wird. Gemeinsam entschlüsseln wir, welche Muster sich zwischen Ihnen eingespielt haben und welche Bedürfnisse dahinterstehen.",
          "Dabei fließen Elemente der systemischen Therapie und der Gewaltfreien Kommunikation ein. Auf Wunsch nehmen Sie aus jeder Sitzung kleine Anregungen für Ihren Alltag mit.",
        ],
        links: [link.systemisch, link.gfk],
      },
      {
        id: "erstgespraech",
        heading: "Das erste Gespräch",
        paragraphs: [
          paartherapieInvitation(cityName),
          "Dort lernen wir uns kennen, und Sie können in Ruhe prüfen, ob Sie sich bei mir gut aufgehoben fühlen. Manchmal ist es sinnvoll, dass jede Person zusätzlich ein Einzelgespräch führt.",
          "Vorab führen wir ein Telefonat von 20 bis 30 Minuten, in dem wir Ihr Anliegen und den organisatorischen Rahmen klären.",
        ],
      },
      {
        heading: "Wenn nur eine Person kommen möchte",
        paragraphs: [
          "Nicht immer sind beide zu einer Paartherapie bereit. Auch dann kann es entlasten, die eigene Rolle in der Beziehung zu betrachten und neue Möglichkeiten zu entdecken. Mehr dazu finden Sie unter Konfliktbehandlung.",
        ],
        links: [link.konflikt],
      },
    ],
    contactPanel: {
      title: "Den nächsten Schritt gemeinsam gehen",
      action: "Paargespräch anfragen",
    },
  };
}

/** The page without a city parameter names the practice's own town (requirements §9). */
export const page: ContentPage = paartherapiePage(practice.address.city);
