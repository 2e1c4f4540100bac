/** The sports service page /sportphysiotherapie/klassische-massage. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { sportServiceContactPanel } from "./shared.ts";

/** The five basic techniques of classic massage (requirements §2). */
export const MASSAGE_TECHNIQUES = [
  {
    title: "Effleurage (Streichungen)",
    text: "Flächige, gleitende Striche zu Beginn und am Ende der Massage. Sie wärmen das Gewebe an und verteilen das Massageöl.",
  },
  {
    title: "Petrissage (Knetungen)",
    text: "Die Muskulatur wird gefasst, leicht angehoben und geknetet. Das lockert verhärtete Bereiche und fördert die Durchblutung.",
  },
  {
    title: "Friktionen (Reibungen)",
    text: "Kleine kreisende oder quer verlaufende Bewegungen mit den Fingerkuppen, gezielt an Verhärtungen und Sehnenansätzen.",
  },
  {
    title: "Tapotement (Klopfungen)",
    text: "Rhythmisches Klopfen, Hacken oder Klatschen, das die Muskulatur anregt – zum Beispiel vor einem Wettkampf.",
  },
  {
    title: "Vibrationen",
    text: "Feine Erschütterungen, die sich ins Gewebe übertragen und lockernd wirken können.",
  },
] as const satisfies readonly { title: string; text: string }[];

export const page: ContentPage = {
  meta: {
    title: `Klassische Massage | Sportphysiotherapie ${practice.address.city}`,
    description:
      "Klassische Massage in Oberasbach: fünf Grundtechniken für lockere Muskulatur, bessere Durchblutung und Regeneration nach Training und Wettkampf.",
    keywords: [
      "Klassische Massage",
      "Sportmassage",
      "Massage Oberasbach",
      "Verspannungen",
      "Regeneration",
      "Massage Fürth",
    ],
  },
  heading: "Klassische Massage",
  lead: "Die klassische Massage lockert verspannte Muskulatur, fördert die Durchblutung und unterstützt die Regeneration – im Training wie im Alltag.",
  sections: [
    {
      heading: "Mehr als Entspannung",
      paragraphs: [
        "Die klassische Massage gehört zu den ältesten Behandlungsformen der Physiotherapie. Sie wirkt auf Haut, Bindegewebe und Muskulatur, kann Verspannungen lösen, die Durchblutung anregen und das Wohlbefinden steigern.",
        "In der Sportphysiotherapie setze ich sie gezielt ein: zur Vorbereitung auf Belastungen, zur Regeneration nach Training und Wettkampf oder bei muskulären Beschwerden.",
      ],
    },
    {
      id: "techniken",
      heading: "Die fünf Grundtechniken",
      paragraphs: [
        "Die klassische Massage setzt sich aus fünf Grundtechniken zusammen, die ich je nach Befund und Ziel kombiniere:",
      ],
      steps: MASSAGE_TECHNIQUES,
    },
    {
      heading: "Wann eine Massage sinnvoll sein kann",
      paragraphs: ["Typische Anlässe sind:"],
      list: [
        "Muskuläre Verspannungen, etwa im Nacken oder im Rücken",
        "Die Regeneration nach intensiven Trainingseinheiten und Wettkämpfen",
        "Die Vorbereitung auf sportliche Belastungen",
        "Anspannung durch Stress",
      ],
    },
    {
      heading: "Ablauf",
      paragraphs: [
        "Vor der ersten Massage frage ich nach Beschwerden, Vorerkrankungen und Ihrem Training. Die Intensität stimme ich während der Behandlung mit Ihnen ab – sagen Sie jederzeit, wenn Ihnen etwas zu fest oder zu sanft ist.",
      ],
    },
  ],
  contactPanel: sportServiceContactPanel,
};
