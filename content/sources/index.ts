/**
 * Every file of the practice, for the content check (`npm run build` checks them all first and
 * reports every problem at once). A new content file is added here too.
 */
import type { Source } from "../files/sources.ts";
import { kostenFile } from "./kosten.ts";
import { practiceFile } from "./practice.ts";
import { paartherapieFile, psychotherapieServiceFiles } from "./psychotherapie-leistungen.ts";
import { psychotherapieMethodFiles } from "./psychotherapie-methoden.ts";
import { sportServiceFiles } from "./sport-leistungen.ts";
import { traumatherapieFile } from "./traumatherapie.ts";

/** The facts come first: the other files' placeholders are filled from them. */
export const PRACTICE_SOURCE = practiceFile;

export const CONTENT_SOURCES: readonly Source<unknown>[] = [
  practiceFile,
  ...Object.values<Source<unknown>>(psychotherapieServiceFiles),
  paartherapieFile,
  ...Object.values<Source<unknown>>(psychotherapieMethodFiles),
  ...Object.values<Source<unknown>>(sportServiceFiles),
  traumatherapieFile,
  kostenFile,
];
