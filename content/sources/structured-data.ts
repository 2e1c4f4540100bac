/** content/suchmaschinen.yaml: what the JSON-LD says about the practice, per line of work. */
import { group, text, texts } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";

const line = group({ name: text(), beschreibung: text(), fachgebiete: texts() });

export const structuredDataFile = yamlFile(
  "suchmaschinen.yaml",
  group({
    psychotherapie: line,
    sportphysiotherapie: line,
    "nach-vereinbarung": text(),
    bundesland: text(),
  }),
);
