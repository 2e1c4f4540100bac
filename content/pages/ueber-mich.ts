/** The about page: /ueber-mich, /psychotherapie/ueber-mich, /sportphysiotherapie/ueber-mich. */
import type { Mode } from "../mode.ts";
import type { ContactPanelCopy, ContentPage, PageMeta, Section } from "../page-types.ts";
import { practice } from "../practice.ts";

/** The about page for one mode: a content page plus the name, the intro and the portraits. */
export type UeberMichPage = ContentPage & {
  /** The practitioner's name, shown under the heading. */
  name: string;
  /** Intro paragraphs under the name. */
  intro: readonly string[];
};

const heading = "Über mich";

const intro: Record<Mode, readonly string[]> = {
  psychotherapie: [
    `Schön, dass Sie hier sind. Ich bin ${practice.name}, ${practice.licence.title} in Oberasbach. Die Erlaubnis zur Ausübung der Psychotherapie nach dem Heilpraktikergesetz wurde mir im ${practice.licence.granted} erteilt.`,
    "In meiner Praxis begleite ich Menschen, die sich in einer schwierigen Lebensphase Unterstützung wünschen – bei Ängsten, bei Erschöpfung und depressiver Stimmung, nach belastenden Erlebnissen oder in Konflikten.",
  ],
  sportphysiotherapie: [
    `Schön, dass Sie hier sind. Ich bin ${practice.name} und arbeite seit mehr als 20 Jahren in der Sportphysiotherapie.`,
    "Ich begleite Freizeitsportlerinnen und -sportler ebenso wie ambitionierte Athletinnen und Athleten: von der Prävention über die Akutversorgung und Rehabilitation bis zur Betreuung im Wettkampf.",
  ],
  default: [
    `Schön, dass Sie hier sind. Ich bin ${practice.name} und verbinde in meiner Praxis in Oberasbach zwei Arbeitsbereiche: Psychotherapie und Sportphysiotherapie.`,
    `Seit mehr als 20 Jahren arbeite ich in der Sportphysiotherapie. Seit ${practice.licence.granted} besitze ich außerdem die Erlaubnis zur Ausübung der Psychotherapie nach dem Heilpraktikergesetz. So habe ich Körper und Seele gleichermaßen im Blick.`,
  ],
};

const expertise: Record<Mode, Section> = {
  psychotherapie: {
    id: "expertise",
    heading: "Meine Schwerpunkte",
    paragraphs: [
      "Ich arbeite methodenübergreifend und wähle gemeinsam mit Ihnen, was zu Ihrem Anliegen passt:",
    ],
    list: [
      "EMDR und Traumatherapie",
      "Verhaltenstherapie, Verhaltensanalyse und Schematherapie",
      "Akzeptanz- und Commitment-Therapie (ACT)",
      "Hypnose und Somatic Experiencing",
      "Systemische Therapie, Paartherapie und Konfliktbehandlung",
      "emTrace-Emotionscoaching und Gewaltfreie Kommunikation",
    ],
    links: [
      { label: "EMDR", to: "/psychotherapie/emdr" },
      { label: "Traumatherapie", to: "/psychotherapie/traumatherapie" },
      { label: "Angststörungen", to: "/psychotherapie/leistungen/angststoerungen" },
    ],
  },
  sportphysiotherapie: {
    id: "expertise",
    heading: "Meine Schwerpunkte",
    paragraphs: [
      "Mehr als 20 Jahre Praxis haben mir gezeigt: Jeder Körper und jede Sportart stellt eigene Anforderungen. Mein Leistungsangebot:",
    ],
    list: [
      "Rehabilitation nach Verletzungen und Operationen",
      "Medizinische Trainingstherapie",
      "Kiefergelenktherapie bei CMD",
      "Klassische Massage",
      "Manuelle Lymphdrainage",
      "Prävention, Leistungsoptimierung und Wettkampfbetreuung",
    ],
    links: [
      { label: "Rehabilitation", to: "/sportphysiotherapie/rehabilitation" },
      {
        label: "Medizinische Trainingstherapie",
        to: "/sportphysiotherapie/medizinische-trainingstherapie",
      },
    ],
  },
  default: {
    id: "expertise",
    heading: "Zwei Arbeitsbereiche, ein Blick",
    paragraphs: [
      "In der Psychotherapie begleite ich Menschen bei Ängsten, depressiver Stimmung, Stress, belastenden Erlebnissen und in Beziehungskonflikten – unter anderem mit EMDR, Hypnose, Verhaltenstherapie und systemischen Methoden.",
      "In der Sportphysiotherapie unterstütze ich Sie mit Rehabilitation, medizinischer Trainingstherapie, Kiefergelenktherapie, klassischer Massage und Lymphdrainage.",
      "Beides ergänzt sich: Schmerz und Stress zeigen sich oft im Körper und in der Seele zugleich.",
    ],
    links: [
      { label: "Psychotherapie", to: "/psychotherapie" },
      { label: "Sportphysiotherapie", to: "/sportphysiotherapie" },
    ],
  },
};

const workingStyle: Section = {
  id: "arbeitsweise",
  heading: "Wie ich arbeite",
  paragraphs: [
    "Am Anfang steht das Zuhören. Ich nehme mir Zeit, Ihr Anliegen zu verstehen, bevor wir gemeinsam einen Weg festlegen. Ich erkläre, was ich tue und warum – Sie entscheiden mit.",
    "Ich arbeite allein in meiner Praxis. Sie haben also immer dieselbe Ansprechperson, die Ihre Geschichte kennt.",
    "Während einer Behandlung bin ich ganz für mein Gegenüber da und deshalb telefonisch nicht erreichbar. Am besten schreiben Sie mir über das Kontaktformular – ich melde mich bei Ihnen.",
  ],
};

const reasons: Section = {
  id: "gruende",
  heading: "Was Sie bei mir erwarten können",
  paragraphs: [],
  list: [
    "Zeit und einen ruhigen, geschützten Rahmen",
    "Ehrliche Einschätzungen statt großer Versprechen",
    "Methoden, die zu Ihnen und Ihrem Anliegen passen",
    "Klare Absprachen zu Ablauf, Terminen und Kosten",
    "Einen Blick, der Körper und Seele gleichermaßen einbezieht",
  ],
};

const closing: Record<Mode, Section> = {
  psychotherapie: {
    id: "zum-schluss",
    heading: "Ein persönliches Wort",
    paragraphs: [
      "Sich Unterstützung zu suchen, kostet oft Überwindung. Sie müssen nicht genau wissen, was Ihnen fehlt, und keine fertigen Worte mitbringen. Wir finden sie gemeinsam.",
    ],
  },
  sportphysiotherapie: {
    id: "zum-schluss",
    heading: "Ein persönliches Wort",
    paragraphs: [
      "Ob Sie für einen Marathon trainieren, im Verein spielen oder sich im Alltag wieder gut bewegen möchten: Ihr Ziel ist mein Maßstab. Ich freue mich darauf, Sie kennenzulernen.",
    ],
  },
  default: {
    id: "zum-schluss",
    heading: "Ein persönliches Wort",
    paragraphs: [
      "Ganz gleich, ob Sie mit einer Verletzung oder mit einer seelischen Belastung zu mir kommen: Sie stehen mit Ihrem Anliegen im Mittelpunkt. Ich freue mich darauf, Sie kennenzulernen.",
    ],
  },
};

const lead: Record<Mode, string> = {
  psychotherapie: `${practice.licence.title} in Oberasbach`,
  sportphysiotherapie: "Sportphysiotherapie mit über 20 Jahren Erfahrung",
  default: "Psychotherapie und Sportphysiotherapie in Oberasbach",
};

const meta: Record<Mode, PageMeta> = {
  psychotherapie: {
    title: `Über mich | ${practice.name}, ${practice.licence.title}`,
    description: `Lernen Sie ${practice.name} kennen: ${practice.licence.title} in Oberasbach – Arbeitsweise, Schwerpunkte und was Sie erwarten dürfen.`,
    keywords: ["Über mich", practice.name, practice.licence.title, "Psychotherapie Oberasbach"],
  },
  sportphysiotherapie: {
    title: `Über mich | ${practice.name}, Sportphysiotherapie`,
    description: `Lernen Sie ${practice.name} kennen: über 20 Jahre Erfahrung in der Sportphysiotherapie in Oberasbach – Schwerpunkte und Arbeitsweise.`,
    keywords: ["Über mich", practice.name, "Sportphysiotherapie Oberasbach", "Physiotherapie"],
  },
  default: {
    title: `Über mich | ${practice.name} – ${practice.brand}`,
    description: `Lernen Sie ${practice.name} kennen: Psychotherapie und Sportphysiotherapie in einer Praxis in Oberasbach.`,
    keywords: ["Über mich", practice.name, practice.brand, "Oberasbach"],
  },
};

const contactPanel: Record<Mode, ContactPanelCopy> = {
  psychotherapie: { title: "Lernen wir uns kennen", action: "Jetzt Termin anfragen" },
  sportphysiotherapie: {
    title: "Persönliches Beratungsgespräch",
    action: "Jetzt einen Termin anfragen",
  },
  default: { title: "Lernen wir uns kennen", action: "Kontakt aufnehmen" },
};

export function ueberMichPage(mode: Mode): UeberMichPage {
  return {
    meta: meta[mode],
    heading,
    name: practice.name,
    lead: lead[mode],
    intro: intro[mode],
    sections: [expertise[mode], workingStyle, reasons, closing[mode]],
    contactPanel: contactPanel[mode],
  };
}

export const ueberMich: Record<Mode, UeberMichPage> = {
  default: ueberMichPage("default"),
  psychotherapie: ueberMichPage("psychotherapie"),
  sportphysiotherapie: ueberMichPage("sportphysiotherapie"),
};
