/** content/seiten/home.yaml: the home page's texts and its two ways into the site. */
import { z } from "zod/mini";
import { group, text } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";
import { pageFields } from "./content-page.ts";

/** Where a name may break on a narrow screen, written „|“: „Sport|physio|therapie“. */
export const BREAK_MARK = "|";

const breakableName = () =>
  text().check(
    z.refine((value) => !/^\||\|$|\|\||\s\||\|\s/.test(value), {
      message:
        "Das Zeichen „|“ steht nur mitten in einem Wort, dort, wo es umbrechen darf, etwa „Sport|physio|therapie“.",
    }),
  );

const way = group({ name: breakableName(), text: text() });

export const homeFile = yamlFile(
  "seiten/home.yaml",
  group({
    titel: pageFields.titel,
    beschreibung: pageFields.beschreibung,
    stichwörter: pageFields.stichwörter,
    überschrift: pageFields.überschrift,
    slogan: text(),
    psychotherapie: way,
    sportphysiotherapie: way,
  }),
);
