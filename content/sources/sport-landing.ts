/** content/seiten/sportphysiotherapie.md: the sports physiotherapy landing page. */
import { z } from "zod/mini";
import { group, texts } from "../files/fields.ts";
import { markdownFile } from "../files/sources.ts";
import { contactPanelFields, pageFields } from "./content-page.ts";

/** requirements §9: the hero's typewriter rotates three texts. */
const TYPED_TEXTS = 3;

export const sportLandingFile = markdownFile(
  "seiten/sportphysiotherapie.md",
  group({
    beschreibung: pageFields.beschreibung,
    stichwörter: pageFields.stichwörter,
    überschrift: pageFields.überschrift,
    einleitung: pageFields.einleitung,
    "getippte-sätze": texts().check(
      z.length(TYPED_TEXTS, {
        message: "Hier stehen genau drei Sätze, jeder in einer eigenen Zeile mit „- “.",
      }),
    ),
    kontakt: contactPanelFields,
  }),
  "sections",
);
