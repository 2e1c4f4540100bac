/**
 * The German texts of the JSON-LD that describes the practice to search engines
 * (app/structured-data.ts builds it at build time, so none of this reaches the browser).
 */
import { practice } from "./practice.ts";

export const structuredDataText = {
  psychotherapie: {
    name: `${practice.brand} – Psychotherapie`,
    description: `Praxis für Psychotherapie in Oberasbach (${practice.licence.title}): Begleitung bei Angst, Depression, Stress, Trauma und Konflikten, unter anderem mit EMDR, Hypnose, Somatic Experiencing und Verhaltenstherapie.`,
    knowsAbout: [
      "Psychotherapie",
      "EMDR",
      "Traumatherapie",
      "Hypnose",
      "Somatic Experiencing",
      "Systemische Therapie",
      "Verhaltenstherapie",
      "Schematherapie",
      "Akzeptanz- und Commitment-Therapie",
      "Angststörungen",
      "Depressionen",
      "Paartherapie",
    ],
  },
  sportphysiotherapie: {
    name: `${practice.brand} – Sportphysiotherapie`,
    description:
      "Sportphysiotherapie in Oberasbach mit über 20 Jahren Erfahrung: Prävention, Akutversorgung, Rehabilitation, Leistungssteigerung und Wettkampfbetreuung.",
    knowsAbout: [
      "Sportphysiotherapie",
      "Rehabilitation",
      "Medizinische Trainingstherapie",
      "Kiefergelenktherapie (CMD)",
      "Klassische Massage",
      "Lymphdrainage",
    ],
  },
  /** Added to a description while the opening hours are unknown. */
  byArrangement: "Termine nach Vereinbarung über das Kontaktformular.",
  /** The practice's federal state, the address's region. */
  addressRegion: "Bayern",
} as const;
