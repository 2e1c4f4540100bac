/**
 * The German texts of the JSON-LD that describes the practice to search engines, from
 * content/suchmaschinen.yaml (app/structured-data.ts builds it at build time, so none of this
 * reaches the browser).
 */
import { load } from "./files/sources.ts";
import { placeholders } from "./practice.ts";
import { structuredDataFile } from "./sources/structured-data.ts";

const file = load(structuredDataFile, { placeholders });

const line = (texts: (typeof file)["psychotherapie"]) => ({
  name: texts.name,
  description: texts.beschreibung,
  knowsAbout: texts.fachgebiete,
});

export const structuredDataText = {
  psychotherapie: line(file.psychotherapie),
  sportphysiotherapie: line(file.sportphysiotherapie),
  /** Added to a description while the opening hours are unknown. */
  byArrangement: file["nach-vereinbarung"],
  /** The practice's federal state, the address's region. */
  addressRegion: file.bundesland,
} as const;
