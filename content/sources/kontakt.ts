/**
 * content/seiten/kontakt.yaml: the contact pages' texts and the contact form's sentences. The
 * form's field labels, rules and messages are requirements §4/§5's and live in contact/.
 */
import { z } from "zod/mini";
import { shownPath } from "../files/content-dir.ts";
import { group, list, text } from "../files/fields.ts";
import { quoted } from "../files/problems.ts";
import { type Source, yamlFile } from "../files/sources.ts";
import { pageFields } from "./content-page.ts";

/** A sentence with one link written as in Markdown: „… der Seite [Kosten](/psychotherapie/kosten).“ */
const sentenceWithLink = () =>
  z.pipe(
    text(),
    z.transform((value, context) => {
      const match = value.match(/^(.*?)\[([^\]]+)\]\((\/[a-z0-9\-/#]*)\)(.*)$/);
      if (!match) {
        context.issues.push({
          code: "custom",
          message:
            "Der Satz braucht genau einen Link auf eine Seite der Website, so geschrieben: [Linktext](/seite).",
          input: value,
        });
      }
      const [, before = "", label = "", href = "", after = ""] = match ?? [];
      return { before, label, href, after };
    }),
  );

/** One text per form. */
const perForm = () => ({ psychotherapie: text(), sportphysiotherapie: text(), allgemein: text() });

const contactYaml = yamlFile(
  "seiten/kontakt.yaml",
  group({
    titel: pageFields.titel,
    beschreibung: pageFields.beschreibung,
    stichwörter: pageFields.stichwörter,
    einleitung: list(text()),
    direkt: group({ überschrift: text(), telefon: text(), "e-mail": text() }),
    formular: group({
      pflichtfelder: text(),
      auswahl: group({ überschrift: text(), ...perForm() }),
      überschriften: group(perForm()),
      "andere-art": text(),
      belastung: group({ min: text(), max: text() }),
      wochentage: text(),
      tageszeiten: text(),
      "verfügbarkeit-hinweis": text(),
      "nur-falls": group({
        "frühere-therapie": text(),
        empfehlung: text(),
        versichert: text(),
        zusatz: text(),
      }),
      "ärztlicher-hinweis": group({ überschrift: text(), text: text() }),
      "kosten-hinweis": sentenceWithLink(),
      "versicherung-hinweis": text(),
      fehler: group({
        prüfen: text(),
        "nicht-gesendet": text(),
        erhalten: text(),
        "noch-einmal": text(),
        direkt: text(),
      }),
      verwerfen: group({
        knopf: text(),
        frage: text(),
        text: text(),
        behalten: text(),
        bestätigen: text(),
      }),
    }),
  }),
);

type ContactData = NonNullable<ReturnType<typeof contactYaml.read>["data"]>;

/** The line of `fehler:` → `direkt:` in the file as written, for the message. */
function directLine(written: string): number | undefined {
  const lines = written.split("\n");
  const errors = lines.findIndex((line) => /^\s+fehler:/.test(line));
  const direct = lines.findIndex((line, index) => index > errors && /^\s+direkt:/.test(line));
  return errors < 0 || direct < 0 ? undefined : direct + 1;
}

/**
 * The banner's sentence shows the phone number and the e-mail address as links: it must name
 * both, the phone first ({telefon} and {e-mail} are filled in when the facts could be read).
 */
export const contactFile: Source<ContactData> = {
  ...contactYaml,
  read(written, options) {
    const result = contactYaml.read(written, options);
    const phone = options.placeholders?.telefon;
    const mail = options.placeholders?.["e-mail"];
    if (!result.data || phone === undefined || mail === undefined) return result;
    const sentence = result.data.formular.fehler.direkt;
    const at = sentence.indexOf(phone);
    if (at >= 0 && sentence.indexOf(mail, at + phone.length) >= 0) return result;
    return {
      problems: [
        {
          file: shownPath(contactYaml.file),
          line: directLine(written),
          message: `${quoted("direkt")}: Der Satz nennt {telefon} und danach {e-mail}; beide werden zu Links. Schreiben Sie etwa „Sie können mich auch unter {telefon} anrufen oder mir an {e-mail} schreiben.“`,
        },
      ],
    };
  },
};

/** Splits the banner's sentence at the phone number and the e-mail address. */
export function splitAtContacts(sentence: string, phone: string, mail: string) {
  const atPhone = sentence.indexOf(phone);
  const atMail = sentence.indexOf(mail, atPhone + phone.length);
  return {
    beforePhone: sentence.slice(0, atPhone),
    beforeEmail: sentence.slice(atPhone + phone.length, atMail),
    end: sentence.slice(atMail + mail.length),
  };
}
