/** Paragraphs that several psychotherapy service pages share. */

import { practice } from "../../practice.ts";

export const firstCall =
  "Schreiben Sie mir über das Kontaktformular. Ich melde mich bei Ihnen, und wir führen ein erstes Telefonat von 20 bis 30 Minuten. Darin klären wir, worum es Ihnen geht und ob eine Zusammenarbeit passt.";

export const notAMedicalTreatment = `Meine Arbeit als ${practice.licence.title} ersetzt keine ärztliche Behandlung, sie kann sie aber ergänzen.`;
