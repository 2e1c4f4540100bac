/** The psychotherapy landing page /psychotherapie and /psychotherapie/{city}. */
import type { ContactPanelCopy, Link, PageMeta, Section } from "../page-types.ts";
import { practice } from "../practice.ts";

export type PsychotherapieLanding = {
  meta: PageMeta;
  /** Shown in the hero when there is no known city. */
  tagline: string;
  /** With a known city the hero reads: above, title, below(city). */
  cityHero: { above: string; title: string; below: (cityName: string) => string };
  intro: Section;
  /** The five topic sections; ids usable as anchors. */
  topics: readonly Section[];
  whyMe: { heading: string; text: string; link: Link };
  contactPanel: ContactPanelCopy;
};

/** requirements §9: "Psychotherapie in Oberasbach | {name} - Wege zur inneren Stärke". */
export function psychotherapieLandingTitle(p: { readonly name: string }): string {
  return `Psychotherapie in Oberasbach | ${p.name} - Wege zur inneren Stärke`;
}

/** The landing page's meta; a known city is named in the description, the title stays fixed. */
export function psychotherapieLandingMeta(
  p: { readonly name: string },
  cityName?: string,
): PageMeta {
  const around =
    cityName === undefined ? "nahe Fürth und Nürnberg" : `für ${cityName} und Umgebung`;
  return {
    title: psychotherapieLandingTitle(p),
    description: `Psychotherapie in Oberasbach ${around}: Begleitung bei Angst, Depression, Stress und Trauma – mit EMDR, Hypnose und weiteren Methoden.`,
    keywords: [
      "Psychotherapie Oberasbach",
      "Heilpraktiker für Psychotherapie",
      "Psychotherapie Fürth",
      "Psychotherapie Nürnberg",
      "EMDR",
      "Angststörungen",
      "Depressionen",
      "Traumatherapie",
    ],
  };
}

const services = "/psychotherapie/leistungen";

export const psychotherapieLanding: PsychotherapieLanding = {
  meta: psychotherapieLandingMeta(practice),
  tagline: "Wege zur inneren Stärke und Stabilität",
  cityHero: {
    above: "Ihr",
    title: practice.licence.title,
    below: (cityName) => `in der Umgebung ${cityName}`,
  },
  intro: {
    id: "willkommen",
    heading: "Willkommen in meiner Praxis",
    paragraphs: [
      "Manchmal gerät das Leben aus dem Gleichgewicht. Sorgen lassen nicht mehr los, die Kraft reicht nicht mehr, oder ein Erlebnis wirkt länger nach, als Sie es erwartet hätten.",
      `Als ${practice.licence.title} begleite ich Sie in meiner Praxis in Oberasbach dabei, wieder mehr Halt und Orientierung zu finden – in Ruhe, mit Zeit und in einem geschützten Rahmen.`,
    ],
  },
  topics: [
    {
      id: "belastende-erlebnisse",
      heading: "Belastende Erlebnisse",
      paragraphs: [
        "Manche Erfahrungen lassen uns nicht los: ein Unfall, ein Verlust, eine Trennung, eine schwere Zeit. Sie melden sich in Gedanken, Gefühlen oder im Körper – manchmal erst Jahre später.",
        "Gemeinsam schauen wir behutsam hin. Mit Methoden wie EMDR können belastende Erinnerungen verarbeitet werden, ohne dass Sie alles immer wieder erzählen müssen.",
      ],
      links: [{ label: "Mehr zur EMDR-Traumatherapie", to: `${services}/emdr-traumatherapie` }],
    },
    {
      id: "stress",
      heading: "Stress und Überlastung",
      paragraphs: [
        "Beruf, Familie, hohe Erwartungen an sich selbst: Wenn die Anspannung nicht mehr nachlässt, leiden Schlaf, Beziehungen und Gesundheit.",
        "Ich unterstütze Sie dabei, Ihre Stressmuster zu erkennen, Grenzen zu setzen und wieder Momente der Ruhe zu finden – zum Beispiel mit Hypnose, Akzeptanz- und Commitment-Therapie oder Verhaltenstherapie.",
      ],
      links: [
        { label: "Hypnose", to: "/psychotherapie/hypnose" },
        { label: "Akzeptanz- und Commitment-Therapie", to: `${services}/act` },
      ],
    },
    {
      id: "angststoerungen",
      heading: "Angststörungen",
      paragraphs: [
        "Herzrasen ohne erkennbaren Grund, Sorgen, die sich im Kreis drehen, Situationen, die Sie lieber meiden: Angst kann den Alltag immer enger machen.",
        "In der Begleitung lernen Sie Ihre Angst zu verstehen und gewinnen Schritt für Schritt Handlungsspielraum zurück – in Ihrem Tempo.",
      ],
      links: [{ label: "Mehr zu Angststörungen", to: `${services}/angststoerungen` }],
    },
    {
      id: "depressionen",
      heading: "Depressionen",
      paragraphs: [
        "Wenn Freude und Antrieb fehlen und selbst kleine Aufgaben schwer werden, ist das keine Schwäche. Eine Depression verdient Aufmerksamkeit und Unterstützung.",
        "Ich begleite Sie einfühlsam und mit Blick auf das, was Ihnen wieder Kraft geben kann – als Ergänzung zu ärztlicher Behandlung, nicht als Ersatz.",
      ],
      links: [{ label: "Mehr zu Depressionen", to: `${services}/depressionen` }],
    },
    {
      id: "trauma",
      heading: "Trauma",
      paragraphs: [
        "Traumatische Erlebnisse können das Gefühl von Sicherheit tief erschüttern. Albträume, Anspannung oder Rückzug sind normale Reaktionen auf außergewöhnliche Ereignisse.",
        "In der Traumatherapie steht Stabilität an erster Stelle. Erst dann nähern wir uns dem Erlebten – behutsam, mit EMDR und körperorientierten Methoden.",
      ],
      links: [
        { label: "Mehr zur EMDR-Traumatherapie", to: `${services}/emdr-traumatherapie` },
        { label: "Traumatherapie", to: "/psychotherapie/traumatherapie" },
      ],
    },
  ],
  whyMe: {
    heading: "Warum Psychotherapie bei mir?",
    text: "Zeit, Ruhe und ein Blick, der Körper und Seele gleichermaßen einbezieht: Erfahren Sie, was meine Arbeit ausmacht.",
    link: { label: "Fünf Gründe für meine Praxis", to: "/psychotherapie/warum-psychotherapie" },
  },
  contactPanel: { title: "Vereinbaren Sie ein erstes Gespräch", action: "Jetzt Termin anfragen" },
};
