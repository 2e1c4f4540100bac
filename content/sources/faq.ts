/** The FAQ lists (content/faq/) and the FAQ pages' texts (content/seiten/faq.yaml). */
import { z } from "zod/mini";
import { group, id, list, markdown, text, uniqueIds } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";
import { contactPanelFields, pageFields } from "./content-page.ts";

/** The line of an answer that shows the crisis numbers. */
export const CRISIS_NUMBERS = "krisennummern";

/** {krisennummern} stands in a line of its own: the numbers are a list, not words in a sentence. */
const answer = () =>
  markdown().check(
    z.refine(
      (html) => !html.replaceAll(`<p>{${CRISIS_NUMBERS}}</p>`, "").includes(`{${CRISIS_NUMBERS}}`),
      {
        message: `„{${CRISIS_NUMBERS}}“ steht allein in einer eigenen Zeile, mit einer leeren Zeile davor und danach.`,
      },
    ),
  );

const entries = list(
  group({ id: id(), kategorie: z.optional(z.string()), frage: text(), antwort: answer() }),
).check(z.superRefine(uniqueIds));

/** The questions stand under „fragen:“, so that the browser editor can hold the file as one form. */
const faqList = group({ fragen: entries });

export const faqFiles = {
  psychotherapie: yamlFile("faq/psychotherapie.yaml", faqList, [CRISIS_NUMBERS]),
  sportphysiotherapie: yamlFile("faq/sportphysiotherapie.yaml", faqList, [CRISIS_NUMBERS]),
};

const faqPage = group({ ...pageFields, kontakt: contactPanelFields });

export const faqPagesFile = yamlFile(
  "seiten/faq.yaml",
  group({
    allgemein: group({
      ...pageFields,
      kontakt: contactPanelFields,
      listen: group({ psychotherapie: text(), sportphysiotherapie: text() }),
    }),
    psychotherapie: faqPage,
    sportphysiotherapie: faqPage,
  }),
);
