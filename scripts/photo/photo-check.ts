/**
 * The photos content/medien.yaml names in `foto` (uploaded by the editor into content/fotos/):
 * each read, recognised and measured (sharp reads the header only) and checked against the
 * largest size its picture needs, with the reader and messages of `npm run foto`. A problem is a
 * content problem at the field's line, so the content check (`npm run pruefen`, the build's first
 * step) reports it with every other one. Loads no other content and, without a `foto`, not even
 * sharp; the build makes the pictures from what it returns (build-photos.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_DIR } from "#content/files/content-dir.ts";
import type { Problem } from "#content/files/problems.ts";
import { PICTURES, type PictureLayout } from "#content/picture-layouts.ts";
import {
  type FocalPoint,
  MEDIA_FILE,
  type MediaFile,
  PICTURE_NAMES,
  type PictureName,
  parseFocalPoint,
  photoFile,
} from "#content/sources/media.ts";
import { fieldLine } from "./field-line.ts";
import { PhotoProblem } from "./problem.ts";
import type { Reader, Source } from "./source.ts";

/** The messages' reader when the build reads a photo from the editor. */
export const BUILD_READER: Reader = {
  name: "die Website",
  pronoun: "sie",
  useInstead: "im Editor hochladen",
  whenMissing:
    " Laden Sie das Foto im Editor (noch einmal) hoch, oder löschen Sie die Zeile „foto: …“: Dann zeigt die Website das bisherige Bild.",
};

/** A picture to make from a photo of the practice. */
export type EditorPhoto = {
  name: PictureName;
  /** As written in content/medien.yaml, e.g. "/fotos/portrait.jpg". */
  foto: string;
  /** `fokus`, or the middle. */
  focus: FocalPoint;
  layout: PictureLayout;
  source: Source;
  /** The line of `foto` in content/medien.yaml. */
  line?: number;
};

export type PhotoCheckOptions = {
  /** The folder content/ (CONTENT_DIR by default): content/medien.yaml and fotos/. */
  contentDir?: string;
  /** For tests: smaller files than the pages need. */
  layouts?: Partial<Record<PictureName, PictureLayout>>;
};

/** The pictures `pictures` (content/medien.yaml's data) makes from a photo. */
export const namesWithPhoto = (pictures: MediaFile): PictureName[] =>
  PICTURE_NAMES.filter((name) => pictures[name].foto !== undefined);

/** A problem of picture `name`'s photo, at the line of its `foto`. */
export const photoProblem = (line: number | undefined, message: string): Problem => ({
  file: MEDIA_FILE,
  line,
  message: `„foto“: ${message}`,
});

/** Every photo `pictures` names, read and checked; a problem for each that is not usable. */
export async function checkPhotos(
  pictures: MediaFile,
  { contentDir = CONTENT_DIR, layouts = {} }: PhotoCheckOptions = {},
): Promise<{ photos: EditorPhoto[]; problems: Problem[] }> {
  const names = namesWithPhoto(pictures);
  if (names.length === 0) return { photos: [], problems: [] };
  // sharp, only when there is a photo to read.
  const { checkSize, readSource } = await import("./source.ts");
  const text = readFileSync(join(contentDir, "medien.yaml"), "utf8");
  const photos: EditorPhoto[] = [];
  const problems: Problem[] = [];
  for (const name of names) {
    const entry = pictures[name];
    const foto = entry.foto ?? "";
    const file = photoFile(foto);
    const layout = layouts[name] ?? PICTURES[name];
    const line = fieldLine(text, name, "foto");
    try {
      const source = await readSource(join(contentDir, file), `content/${file}`, BUILD_READER);
      checkSize(source, name, layout);
      const focus = (entry.fokus && parseFocalPoint(entry.fokus)) || { x: 50, y: 50 };
      photos.push({ name, foto, focus, layout, source, line });
    } catch (error) {
      if (!(error instanceof PhotoProblem)) throw error;
      problems.push(photoProblem(line, error.message));
    }
  }
  return { photos, problems };
}
