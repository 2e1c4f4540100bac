/** content/krisennummern.yaml: the crisis note and the numbers to call. */
import { group, list, phone, text } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";

export const crisisFile = yamlFile(
  "krisennummern.yaml",
  group({
    überschrift: text(),
    text: text(),
    stellen: list(group({ name: text(), nummern: list(phone()), hinweis: text() })),
  }),
);
