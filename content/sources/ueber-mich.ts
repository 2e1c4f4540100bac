/**
 * content/seiten/ueber-mich/{allgemein,psychotherapie,sportphysiotherapie}.md: the about page
 * of each mode, each file the whole page.
 */
import { z } from "zod/mini";
import { group } from "../files/fields.ts";
import { markdownFile } from "../files/sources.ts";
import type { Mode } from "../mode.ts";
import { contactPanelFields, pageFields } from "./content-page.ts";

/** The file of each mode's page, named as the owner looks for it. */
const FILE_NAMES: Record<Mode, string> = {
  default: "allgemein",
  psychotherapie: "psychotherapie",
  sportphysiotherapie: "sportphysiotherapie",
};

/** Paragraphs written as a block, a blank line between two of them. */
const paragraphs = () =>
  z
    .pipe(
      z.string(),
      z.transform((value) =>
        value
          .split(/\n[ \t]*\n/)
          .map((paragraph) => paragraph.replace(/[ \t\r\n]+/g, " ").trim())
          .filter((paragraph) => paragraph !== ""),
      ),
    )
    .check(
      z.minLength(1, {
        message: "Das Feld ist leer. Schreiben Sie mindestens einen Absatz eingerückt darunter.",
      }),
    );

const aboutPage = (mode: Mode) =>
  markdownFile(
    `seiten/ueber-mich/${FILE_NAMES[mode]}.md`,
    group({ ...pageFields, vorstellung: paragraphs(), kontakt: contactPanelFields }),
    "sections",
  );

export const ueberMichFiles = {
  default: aboutPage("default"),
  psychotherapie: aboutPage("psychotherapie"),
  sportphysiotherapie: aboutPage("sportphysiotherapie"),
};
