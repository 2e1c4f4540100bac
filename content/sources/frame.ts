/** content/seitenrahmen.yaml: the texts of the frame around every page. */
import { group, text } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";

export const frameFile = yamlFile(
  "seitenrahmen.yaml",
  group({
    "zum-inhalt": text(),
    menü: text(),
    hauptmenü: text(),
    fußbereich: group({
      telefon: text(),
      "e-mail": text(),
      instagram: text(),
      anfahrt: text(),
      rechtliches: text(),
      kosten: text(),
      siegel: text(),
      version: text(),
    }),
    "animation-anhalten": text(),
    "animation-fortsetzen": text(),
    inhaltsverzeichnis: text(),
    "startseite-leiste": text(),
  }),
);
