/**
 * content/seiten/psychotherapie/traumatherapie.md: the trauma therapy page and what its city
 * variants say instead ({stadt} is the city of the page).
 */
import { group, text } from "../files/fields.ts";
import { markdownFile } from "../files/sources.ts";
import { contentPageFields } from "./content-page.ts";

export const traumatherapieFile = markdownFile(
  "seiten/psychotherapie/traumatherapie.md",
  group({
    ...contentPageFields,
    schaltfläche: text(),
    "am-praxisort": group({ einleitung: text() }),
    "andere-orte": group({ titel: text(), einleitung: text() }),
  }),
  "sections",
  ["stadt"],
);
