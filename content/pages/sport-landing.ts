/** The sports physiotherapy landing page /sportphysiotherapie. */
import type { CardSection } from "../content-types.ts";
import type { ContactPanelCopy, PageMeta } from "../page-types.ts";
import { practice } from "../practice.ts";

export type SportLanding = {
  meta: PageMeta;
  hero: { heading: string; lead: string };
  /** The hero typewriter's three texts (requirements §9: rotated every 5 s). */
  typewriter: readonly [string, string, string];
  /** Leistungen, wann sinnvoll, Ablauf, Erfahrung – in this order, ids usable as anchors. */
  sections: readonly CardSection[];
  contactPanel: ContactPanelCopy;
};

/**
 * requirements §9: "Sportphysiotherapie Oberasbach | [practice brand] - Für Ihre schnelle
 * Regeneration".
 */
export function sportLandingTitle(p: { readonly brand: string }): string {
  return `Sportphysiotherapie Oberasbach | ${p.brand} - Für Ihre schnelle Regeneration`;
}

const sport = "/sportphysiotherapie";
const more = "Mehr erfahren";

export const sportLanding: SportLanding = {
  meta: {
    title: sportLandingTitle(practice),
    description:
      "Sportphysiotherapie in Oberasbach bei Fürth und Nürnberg: Rehabilitation, Trainingstherapie, Massage, Lymphdrainage und CMD – über 20 Jahre Erfahrung.",
    keywords: [
      "Sportphysiotherapie Oberasbach",
      "Physiotherapie Oberasbach",
      "Sportphysiotherapie Fürth",
      "Sportphysiotherapie Nürnberg",
      "Rehabilitation",
      "Medizinische Trainingstherapie",
      "Lymphdrainage",
      "CMD",
    ],
  },
  hero: {
    heading: "Sportphysiotherapie",
    lead: "Bewegung ist Ihr Antrieb. Ich unterstütze Sie dabei, nach einer Verletzung wieder in Ihren Sport zu finden, belastbar zu bleiben und gut zu regenerieren.",
  },
  typewriter: [
    "Zurück in Ihren Sport.",
    "Gezielt trainieren, bewusst regenerieren.",
    "Über 20 Jahre Erfahrung für Ihre Bewegung.",
  ],
  sections: [
    {
      id: "leistungen",
      heading: "Leistungen",
      paragraphs: [
        "Mein Leistungsangebot umfasst fünf Schwerpunkte, die sich je nach Befund und Ziel miteinander kombinieren lassen.",
      ],
      cards: [
        {
          title: "Rehabilitation",
          text: "In vier Phasen strukturiert zurück in Alltag, Training und Wettkampf – nach Verletzung oder Operation.",
          link: { label: more, to: `${sport}/rehabilitation` },
        },
        {
          title: "Lymphdrainage",
          text: "Sanfte Griffe, die den Abfluss von Gewebeflüssigkeit unterstützen – etwa bei Schwellungen nach Verletzungen.",
          link: { label: more, to: `${sport}/lymphdrainage` },
        },
        {
          title: "Klassische Massage",
          text: "Fünf Grundtechniken für lockere Muskulatur, bessere Durchblutung und Regeneration.",
          link: { label: more, to: `${sport}/klassische-massage` },
        },
        {
          title: "Kiefergelenktherapie (CMD)",
          text: "Manuelle Behandlung bei Kieferknacken, Zähneknirschen und Verspannungen in Kiefer und Nacken.",
          link: { label: more, to: `${sport}/kiefergelenktherapie` },
        },
        {
          title: "Medizinische Trainingstherapie",
          text: "Individuell dosiertes Training für Kraft, Stabilität und Belastbarkeit.",
          link: { label: more, to: `${sport}/medizinische-trainingstherapie` },
        },
      ],
    },
    {
      id: "wann-sinnvoll",
      heading: "Wann eine Behandlung sinnvoll ist",
      paragraphs: [
        "Sportphysiotherapie ist nicht nur etwas für Profis und nicht erst dann sinnvoll, wenn etwas wehtut. Sie begleitet Sie in jeder Phase Ihres Sportlerlebens.",
      ],
      cards: [
        {
          title: "Prävention",
          text: "Schwachstellen erkennen, bevor sie zum Problem werden: mit Bewegungsanalyse, Kräftigung und gezielten Ausgleichsübungen.",
        },
        {
          title: "Akutversorgung",
          text: "Nach einer frischen Verletzung zählt die richtige Erstversorgung. Ich unterstütze Sie dabei, Schwellung und Schmerz zu lindern und das Gewebe zu schützen.",
        },
        {
          title: "Rehabilitation",
          text: "Nach Verletzung oder Operation begleite ich Sie strukturiert zurück zu voller Belastbarkeit.",
        },
        {
          title: "Leistungsoptimierung",
          text: "Beweglichkeit, Kraft und Regeneration verbessern, damit Sie Ihr Potenzial im Training ausschöpfen können.",
        },
        {
          title: "Wettkampfbetreuung",
          text: "Vorbereitung, Begleitung und Regeneration rund um Ihren Wettkampf – damit Sie sich auf Ihre Leistung konzentrieren können.",
        },
      ],
    },
    {
      id: "ablauf",
      heading: "Wie die Behandlung abläuft",
      paragraphs: ["Von der ersten Anfrage bis zum eigenständigen Training – so gehen wir vor:"],
      steps: [
        {
          title: "Anfrage",
          text: "Sie schreiben mir über das Kontaktformular. Während der Behandlungen bin ich telefonisch nicht erreichbar und melde mich deshalb bei Ihnen zurück.",
        },
        {
          title: "Befund",
          text: "Im ersten Termin erfasse ich Ihre Beschwerden, Ihre Vorgeschichte, ärztliche Befunde und Ihre sportlichen Ziele und untersuche Beweglichkeit, Kraft und Belastbarkeit.",
        },
        {
          title: "Behandlungsplan",
          text: "Gemeinsam legen wir Ziele und Vorgehen fest – mit manueller Therapie, Training und passenden Anwendungen.",
        },
        {
          title: "Behandlung und Training",
          text: "Ich behandle, leite Sie an und passe den Plan laufend an Ihre Fortschritte an.",
        },
        {
          title: "Eigenständig weiter",
          text: "Sie erhalten Übungen für zu Hause, damit Sie auch zwischen den Terminen vorankommen.",
        },
      ],
    },
    {
      id: "erfahrung",
      heading: "Über 20 Jahre Erfahrung",
      paragraphs: [
        "Seit mehr als 20 Jahren begleite ich in der Sportphysiotherapie Menschen, die sich gern bewegen: Freizeitsportlerinnen und Freizeitsportler ebenso wie ambitionierte Athletinnen und Athleten.",
        "Diese Erfahrung hilft mir, Verletzungen einzuordnen, Belastungen realistisch zu dosieren und den richtigen Zeitpunkt für den nächsten Schritt zu finden.",
        `Dazu kommt mein Blick als ${practice.licence.title}: Auch Kopf, Motivation und der Umgang mit Rückschlägen gehören zu einer gelungenen Rückkehr in den Sport.`,
      ],
      links: [
        { label: "Über mich", to: `${sport}/ueber-mich` },
        { label: "Warum zu mir?", to: `${sport}/warum-sportphysiotherapie` },
      ],
    },
  ],
  contactPanel: { title: "Persönliches Beratungsgespräch", action: "Jetzt einen Termin anfragen" },
};
