/** The method page /psychotherapie/emdr. */

import type { ContentPage } from "../../page-types.ts";
import { practice } from "../../practice.ts";
import { panel, services } from "./shared.ts";

/** The eight phases of EMDR under their standard names (requirements §9: EMDR has eight phases). */
export const EMDR_PHASES = [
  {
    title: "Anamnese",
    text: "Wir besprechen Ihre Geschichte, Ihr Anliegen und Ihre Ziele und planen gemeinsam, an welchen Erinnerungen wir arbeiten.",
  },
  {
    title: "Vorbereitung",
    text: "Ich erkläre Ihnen das Vorgehen. Sie lernen Stabilisierungsübungen kennen, zum Beispiel einen inneren sicheren Ort, auf den Sie jederzeit zurückgreifen können.",
  },
  {
    title: "Bewertung",
    text: "Wir wählen eine Erinnerung aus und erfassen das belastende Bild, die damit verbundene negative Überzeugung, eine gewünschte positive Überzeugung sowie Gefühle und Körperempfindungen.",
  },
  {
    title: "Desensibilisierung",
    text: "Während Sie die Erinnerung kurz in den Blick nehmen, folgen Sets bilateraler Stimulation. Dazwischen berichten Sie, was sich zeigt – so lange, bis die Belastung spürbar nachlässt.",
  },
  {
    title: "Verankerung",
    text: "Die gewünschte positive Überzeugung wird mit der Erinnerung verbunden und gestärkt.",
  },
  {
    title: "Körpertest",
    text: "Sie spüren Ihren Körper von Kopf bis Fuß durch. Verbliebene Anspannung bearbeiten wir weiter.",
  },
  {
    title: "Abschluss",
    text: "Jede Sitzung endet in einem stabilen Zustand. Wir besprechen, was Sie bis zum nächsten Termin bemerken könnten und was Ihnen dann hilft.",
  },
  {
    title: "Neubewertung",
    text: "Zu Beginn der nächsten Sitzung schauen wir, wie sich die Erinnerung verändert hat, und planen die nächsten Schritte.",
  },
] as const satisfies readonly { title: string; text: string }[];

export const page: ContentPage = {
  meta: {
    title: `EMDR in ${practice.address.city} | Die acht Phasen der Behandlung`,
    description:
      "EMDR in Oberasbach: So läuft die Verarbeitung belastender Erinnerungen in acht klar beschriebenen Phasen ab – Schritt für Schritt und in Ihrem Tempo.",
    keywords: [
      "EMDR",
      "Eye Movement Desensitization and Reprocessing",
      "EMDR Phasen",
      "Bilaterale Stimulation",
      "EMDR Oberasbach",
      "Traumatherapie",
    ],
  },
  heading: "EMDR",
  lead: "EMDR ist ein strukturiertes Verfahren zur Verarbeitung belastender Erinnerungen. Es folgt acht klar beschriebenen Phasen – so wissen Sie jederzeit, wo wir gerade stehen.",
  sections: [
    {
      heading: "Was ist EMDR?",
      paragraphs: [
        "EMDR steht für Eye Movement Desensitization and Reprocessing, auf Deutsch etwa: Desensibilisierung und Neuverarbeitung durch Augenbewegungen. Die Methode wurde Ende der 1980er-Jahre von der amerikanischen Psychologin Francine Shapiro entwickelt.",
        "Kern ist die bilaterale Stimulation: abwechselnde Reize für die linke und die rechte Körperseite, etwa durch Augenbewegungen, leichte Berührungen oder Töne. Sie begleitet die Erinnerung an ein belastendes Erlebnis und soll die natürliche Verarbeitung im Gehirn unterstützen.",
      ],
    },
    {
      id: "phasen",
      heading: "Die acht Phasen der EMDR-Behandlung",
      paragraphs: [
        "Eine EMDR-Behandlung folgt einem festen Ablauf. Nicht jede Phase braucht gleich viel Zeit – manche dauern mehrere Sitzungen, andere nur wenige Minuten.",
      ],
      steps: EMDR_PHASES,
    },
    {
      heading: "Wofür EMDR eingesetzt wird",
      paragraphs: [
        "EMDR wurde für die Behandlung von Traumafolgen entwickelt. Heute wird es darüber hinaus bei belastenden Erinnerungen, bei Ängsten, im Umgang mit chronischen Schmerzen oder bei leistungsbezogenen Blockaden eingesetzt.",
      ],
      links: [
        { label: "EMDR-Traumatherapie", to: `${services}/emdr-traumatherapie` },
        { label: "Schmerztherapie mit EMDR", to: `${services}/schmerztherapie-emdr` },
        { label: "Angststörungen", to: `${services}/angststoerungen` },
      ],
    },
    {
      heading: "Ihr Tempo zählt",
      paragraphs: [
        "Sie behalten während der gesamten Behandlung die Kontrolle. Sie können eine Sitzung jederzeit unterbrechen, und wir arbeiten erst dann an belastenden Erinnerungen, wenn Sie sich ausreichend stabil fühlen.",
      ],
    },
  ],
  contactPanel: panel("Ist EMDR der richtige Weg für Sie?"),
};
