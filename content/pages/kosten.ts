/**
 * The costs page /psychotherapie/kosten: insurers, cancellation, first call (requirements §9; no
 * prices).
 */
import type { ContentPage } from "../page-types.ts";
import { practice } from "../practice.ts";

export const kosten: ContentPage = {
  meta: {
    title: `Kosten und Kostenübernahme | ${practice.brand}`,
    description:
      "Kostenübernahme, Zuzahlung und Terminabsagen: So sind Psychotherapie und Sportphysiotherapie in meiner Praxis in Oberasbach geregelt.",
    keywords: [
      "Kosten Psychotherapie",
      "Heilpraktiker für Psychotherapie Kosten",
      "Private Krankenversicherung",
      "Zuzahlung Physiotherapie",
      "Heilmittelverordnung",
      "Terminabsage",
    ],
  },
  heading: "Kosten und Rahmenbedingungen",
  lead: "Klare Absprachen schaffen Vertrauen. Hier lesen Sie, wie Kostenübernahme, Zuzahlung und Terminabsagen in meiner Praxis geregelt sind.",
  sections: [
    {
      id: "erstes-telefonat",
      heading: "Das erste Telefonat",
      paragraphs: [
        "Am Anfang steht ein Telefonat von 20 bis 30 Minuten. Darin lernen wir uns kennen, klären Ihr Anliegen und besprechen, ob eine Zusammenarbeit passt.",
        "Schreiben Sie mir dazu über das Kontaktformular – während der Behandlungen bin ich telefonisch nicht erreichbar und rufe Sie deshalb zurück. Fragen zum Honorar beantworte ich Ihnen gern persönlich, bevor Sie sich für einen Termin entscheiden.",
      ],
      links: [{ label: "Zum Kontaktformular", to: "/psychotherapie/kontakt" }],
    },
    {
      id: "psychotherapie-kostenuebernahme",
      heading: "Psychotherapie: Wer übernimmt die Kosten?",
      paragraphs: [
        `Als ${practice.licence.title} rechne ich meine Leistungen privat ab. Die gesetzlichen Krankenkassen übernehmen diese Kosten in der Regel nicht.`,
        "Private Krankenversicherungen erstatten die Kosten oft teilweise – abhängig von Ihrem Tarif. Bitte klären Sie vor Beginn mit Ihrer Versicherung, ob und in welchem Umfang sie die Behandlung bei einem Heilpraktiker für Psychotherapie übernimmt.",
        "Viele Menschen entscheiden sich auch bewusst dafür, ihre Sitzungen selbst zu bezahlen – zum Beispiel, weil dann keine Diagnose an eine Krankenkasse übermittelt wird.",
      ],
    },
    {
      id: "psychotherapie-absagen",
      heading: "Psychotherapie: Terminabsagen",
      paragraphs: [
        "Bitte sagen Sie einen vereinbarten Termin mindestens 24 Stunden vorher ab. Später abgesagte oder nicht wahrgenommene Termine stelle ich in Rechnung, weil ich die für Sie reservierte Zeit so kurzfristig nicht anders vergeben kann.",
      ],
    },
    {
      id: "sportphysiotherapie-rezept",
      heading: "Sportphysiotherapie mit ärztlicher Verordnung",
      paragraphs: [
        "Mit einer ärztlichen Verordnung (Rezept) übernimmt die gesetzliche Krankenkasse die Kosten der verordneten Behandlung. Sie zahlen die gesetzliche Zuzahlung: 10 % des Verordnungswertes plus 10 Euro je Verordnung – sofern Sie nicht von der Zuzahlung befreit sind.",
        "Bitte beachten Sie: Die Behandlung muss innerhalb von 28 Tagen nach Ausstellung der Verordnung beginnen, bei dringendem Behandlungsbedarf innerhalb von 14 Tagen. Melden Sie sich daher am besten gleich, wenn Sie Ihr Rezept erhalten haben.",
      ],
    },
    {
      id: "sportphysiotherapie-privat",
      heading: "Sportphysiotherapie ohne Rezept oder privat versichert",
      paragraphs: [
        "Ohne Verordnung, etwa für Prävention, Leistungsoptimierung oder Wettkampfbetreuung, können Sie die Behandlung als Selbstzahlerin oder Selbstzahler in Anspruch nehmen.",
        "Wenn Sie privat versichert sind, klären Sie die Erstattung bitte vorab mit Ihrer Versicherung.",
      ],
    },
    {
      id: "sportphysiotherapie-absagen",
      heading: "Sportphysiotherapie: Terminabsagen",
      paragraphs: [
        "Termine in der Sportphysiotherapie sagen Sie bitte mindestens 48 Stunden vorher ab. So kann ich den Termin an jemanden vergeben, der darauf wartet.",
      ],
    },
  ],
  contactPanel: { title: "Noch Fragen zu den Kosten?", action: "Jetzt Kontakt aufnehmen" },
};
