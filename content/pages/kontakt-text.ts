/**
 * The contact page's and the contact form's texts, read from content/seiten/kontakt.yaml. Data
 * only: the form's island imports it (through content/pages/kontakt.ts), and the browser bundle
 * gets a content module's exports as data only when none of them holds a function
 * (scripts/content-for-browser.ts). Two exports, so the island carries the form's texts only.
 */
import { load } from "../files/sources.ts";
import { placeholders, practice } from "../practice.ts";
import { contactFile, splitAtContacts } from "../sources/kontakt.ts";

const file = load(contactFile, { placeholders });
const form = file.formular;

export const contactPageText = {
  meta: { title: file.titel, description: file.beschreibung, keywords: file.stichwörter },
  intro: file.einleitung,
  direct: {
    heading: file.direkt.überschrift,
    phone: file.direkt.telefon,
    email: file.direkt["e-mail"],
  },
};

/** Named as in contactForm (content/pages/kontakt.ts), which spreads them in. */
export const contactFormText = {
  requiredNote: form.pflichtfelder,
  chooserHeading: form.auswahl.überschrift,
  chooserTexts: {
    psychotherapie: form.auswahl.psychotherapie,
    sportphysiotherapie: form.auswahl.sportphysiotherapie,
    general: form.auswahl.allgemein,
  },
  formHeadings: {
    psychotherapie: form.überschriften.psychotherapie,
    sportphysiotherapie: form.überschriften.sportphysiotherapie,
    general: form.überschriften.allgemein,
  },
  backToChooserLabel: form["andere-art"],
  burdenScaleEnds: { min: form.belastung.min, max: form.belastung.max },
  weekdaysLegend: form.wochentage,
  timesOfDayLegend: form.tageszeiten,
  availabilityHint: form["verfügbarkeit-hinweis"],
  conditions: {
    previousTherapyExperience: form["nur-falls"]["frühere-therapie"],
    empfehlung: form["nur-falls"].empfehlung,
    insured: form["nur-falls"].versichert,
    labelSuffix: form["nur-falls"].zusatz,
  },
  medicalNotice: {
    heading: form["ärztlicher-hinweis"].überschrift,
    text: form["ärztlicher-hinweis"].text,
  },
  costsLink: form["kosten-hinweis"],
  insuranceHint: form["versicherung-hinweis"],
  errorSummaryHeading: form.fehler.prüfen,
  errorBannerHeading: form.fehler["nicht-gesendet"],
  errorBannerKept: form.fehler.erhalten,
  errorBannerRetry: form.fehler["noch-einmal"],
  errorBannerDirect: splitAtContacts(form.fehler.direkt, practice.phone.display, practice.email),
  discard: {
    button: form.verwerfen.knopf,
    question: form.verwerfen.frage,
    text: form.verwerfen.text,
    keep: form.verwerfen.behalten,
    confirm: form.verwerfen.bestätigen,
  },
};
