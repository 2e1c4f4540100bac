/** The trauma therapy page /psychotherapie/traumatherapie and its city variants. */
import type { CardSection } from "../content-types.ts";
import { crisisSection } from "../crisis.ts";
import type { ContentPage } from "../page-types.ts";
import { practice } from "../practice.ts";

export type TraumatherapiePage = Omit<ContentPage, "sections"> & {
  sections: readonly CardSection[];
  /** The hero's scroll button and the id of the section it scrolls to. */
  scrollButton: { label: string; targetId: string };
};

const FIRST_SECTION_ID = "was-ist-ein-trauma";

/** The hero lead; a known city (display name) is named, otherwise a general sentence. */
export function traumatherapieLead(cityName?: string): string {
  if (cityName === undefined) {
    return "Behutsame Begleitung nach belastenden Erlebnissen – in Ihrem Tempo und mit Methoden, die Körper und Seele gleichermaßen einbeziehen.";
  }
  if (cityName === practice.address.city) {
    return `Behutsame Begleitung nach belastenden Erlebnissen – in meiner Praxis in ${practice.address.city}, in Ihrem Tempo und mit Methoden, die Körper und Seele einbeziehen.`;
  }
  return `Behutsame Begleitung nach belastenden Erlebnissen für Menschen aus ${cityName} und Umgebung – in meiner Praxis in ${practice.address.city}, in Ihrem Tempo.`;
}

export function traumatherapiePage(cityName?: string): TraumatherapiePage {
  const where = cityName === undefined ? practice.address.city : cityName;
  return {
    meta: {
      title:
        cityName === undefined || cityName === practice.address.city
          ? `Traumatherapie in ${practice.address.city} | Behutsame Begleitung`
          : `Traumatherapie für ${cityName} und Umgebung | Praxis in ${practice.address.city}`,
      description: `Traumatherapie für ${where} und Umgebung: behutsame Begleitung nach belastenden Erlebnissen mit EMDR, Somatic Experiencing und systemischer Therapie.`,
      keywords: [
        "Traumatherapie",
        `Traumatherapie ${where}`,
        "EMDR",
        "Somatic Experiencing",
        "Systemische Therapie",
        "Heilpraktiker für Psychotherapie",
      ],
    },
    heading: "Traumatherapie",
    lead: traumatherapieLead(cityName),
    scrollButton: { label: "Mehr erfahren", targetId: FIRST_SECTION_ID },
    sections: [
      {
        id: FIRST_SECTION_ID,
        heading: "Was ist ein Trauma?",
        paragraphs: [
          "Ein Trauma kann entstehen, wenn ein Erlebnis die eigenen Bewältigungsmöglichkeiten übersteigt – etwa ein Unfall, Gewalt, ein plötzlicher Verlust, eine schwere Erkrankung oder ein medizinischer Eingriff. Auch lang andauernde Belastungen in Kindheit oder Beziehungen können tiefe Spuren hinterlassen.",
          "Wie Sie darauf reagieren, ist eine normale Antwort auf ein außergewöhnliches Ereignis. Es zeigt, dass Ihr Organismus versucht hat, Sie zu schützen.",
        ],
      },
      {
        heading: "Mögliche Folgen",
        paragraphs: [
          "Belastende Erlebnisse können sich auf unterschiedliche Weise bemerkbar machen:",
        ],
        list: [
          "Sich aufdrängende Erinnerungen, Bilder oder Albträume",
          "Übererregung: Schreckhaftigkeit, Reizbarkeit, Schlafprobleme",
          "Das Meiden von allem, was an das Erlebte erinnert",
          "Gefühle von Taubheit, Leere oder Abgetrenntsein",
          "Anhaltende Anspannung im Körper",
        ],
      },
      {
        heading: "Wie Traumatherapie abläuft",
        paragraphs: [
          "Traumatherapie folgt einem schrittweisen Vorgehen. Stabilität steht dabei immer an erster Stelle.",
        ],
        steps: [
          {
            title: "Stabilisierung",
            text: "Sie lernen, sich selbst zu beruhigen und sich im Hier und Jetzt sicher zu fühlen. Wir stärken, was Ihnen Halt gibt.",
          },
          {
            title: "Verarbeitung",
            text: "Wenn Sie ausreichend stabil sind, nähern wir uns dem Erlebten behutsam – etwa mit EMDR oder körperorientierten Methoden.",
          },
          {
            title: "Integration",
            text: "Das Erlebte darf ein Teil Ihrer Geschichte werden, der nicht mehr Ihren Alltag bestimmt. Wir richten den Blick nach vorn.",
          },
        ],
      },
      {
        id: "methoden",
        heading: "Methoden, mit denen ich arbeite",
        paragraphs: [
          "Welche Methode passt, hängt von Ihnen, Ihrem Erleben und Ihren Zielen ab. Häufig verbinde ich mehrere Ansätze miteinander.",
        ],
        cards: [
          {
            title: "EMDR",
            text: "Ein strukturiertes Verfahren in acht Phasen, das belastende Erinnerungen mithilfe bilateraler Stimulation verarbeitet.",
            link: { label: "Mehr über EMDR", to: "/psychotherapie/emdr" },
          },
          {
            title: "Systemische Therapie",
            text: "Der Blick auf Beziehungen und Zusammenhänge: Wie wirkt das Erlebte in Familie, Partnerschaft und Alltag nach?",
            link: {
              label: "Mehr über systemische Therapie",
              to: "/psychotherapie/systematische-therapie",
            },
          },
          {
            title: "Somatic Experiencing",
            text: "Ein körperorientierter Ansatz, der das Nervensystem behutsam und in kleinen Schritten aus der Daueranspannung begleitet.",
            link: {
              label: "Mehr über Somatic Experiencing",
              to: "/psychotherapie/somatic-experiencing",
            },
          },
        ],
      },
      {
        heading: "Sie bestimmen das Tempo",
        paragraphs: [
          "Sie müssen nichts erzählen, wozu Sie nicht bereit sind. In einem ersten Telefonat von 20 bis 30 Minuten klären wir, was Sie sich wünschen und ob eine Begleitung bei mir passt.",
          `Meine Arbeit als ${practice.licence.title} ersetzt keine ärztliche Behandlung.`,
        ],
      },
      crisisSection,
    ],
    contactPanel: { title: "Den ersten Schritt gehen", action: "Jetzt Termin anfragen" },
  };
}

/** The page without a city (/psychotherapie/traumatherapie). */
export const traumatherapie: TraumatherapiePage = traumatherapiePage();
