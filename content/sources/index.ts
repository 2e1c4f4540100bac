/**
 * Every file of the practice, for the content check (`npm run build` checks them all first and
 * reports every problem at once). A new content file is added here too.
 */
import type { Source } from "../files/sources.ts";
import { crisisFile } from "./crisis.ts";
import { editorFile } from "./editor.ts";
import { faqFiles, faqPagesFile } from "./faq.ts";
import { frameFile } from "./frame.ts";
import { homeFile } from "./home.ts";
import { contactFile } from "./kontakt.ts";
import { kostenFile } from "./kosten.ts";
import { datenschutzFile, impressumFile } from "./legal.ts";
import { mediaFile } from "./media.ts";
import { navigationFile } from "./navigation.ts";
import { placesFile } from "./places.ts";
import { practiceFile } from "./practice.ts";
import { psychotherapieLandingFile } from "./psychotherapie-landing.ts";
import { paartherapieFile, psychotherapieServiceFiles } from "./psychotherapie-leistungen.ts";
import { psychotherapieMethodFiles } from "./psychotherapie-methoden.ts";
import { replyFile } from "./reply.ts";
import { formResultFile, notFoundFile, restartFile } from "./small-pages.ts";
import { sportLandingFile } from "./sport-landing.ts";
import { sportServiceFiles } from "./sport-leistungen.ts";
import { structuredDataFile } from "./structured-data.ts";
import { traumatherapieFile } from "./traumatherapie.ts";
import { ueberMichFiles } from "./ueber-mich.ts";
import { warumFiles } from "./warum.ts";

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
  ...Object.values<Source<unknown>>(faqFiles),
  faqPagesFile,
  homeFile,
  mediaFile,
  psychotherapieLandingFile,
  sportLandingFile,
  ...Object.values<Source<unknown>>(ueberMichFiles),
  impressumFile,
  datenschutzFile,
  ...Object.values<Source<unknown>>(warumFiles),
  contactFile,
  formResultFile,
  notFoundFile,
  restartFile,
  crisisFile,
  placesFile,
  navigationFile,
  frameFile,
  structuredDataFile,
  replyFile,
  editorFile,
];
