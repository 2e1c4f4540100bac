/**
 * content/medien.yaml read for the pages and the photo command (its schema and the focal point's
 * words are in sources/media.ts, re-exported here). Loading it fills the practice's facts, so
 * the content check imports the source alone: a mistake in praxis.yaml reaches the owner as
 * German lines, not as a failed import.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError } from "./files/problems.ts";
import { load } from "./files/sources.ts";
import { placeholders } from "./practice.ts";
import { MEDIA_FILE, type MediaFile, mediaFile } from "./sources/media.ts";

export * from "./sources/media.ts";

/** Checks the text of content/medien.yaml; throws a ContentError with every problem found. */
export function parseMediaFile(text: string): MediaFile {
  const { data, problems } = mediaFile.read(text, { placeholders });
  if (problems.length > 0 || data === undefined) throw new ContentError(problems);
  return data;
}

/**
 * Reads and checks content/medien.yaml of the project, or of the project-like folder `root`
 * (the photo command and its tests). Throws a ContentError with German lines when the file is
 * missing or wrong.
 */
export function readMediaFile(root?: string): MediaFile {
  if (root === undefined) return load(mediaFile, { placeholders });
  let text: string;
  try {
    text = readFileSync(join(root, MEDIA_FILE), "utf8");
  } catch {
    throw new ContentError([
      { file: MEDIA_FILE, message: "Die Datei fehlt oder lässt sich nicht lesen." },
    ]);
  }
  return parseMediaFile(text);
}
