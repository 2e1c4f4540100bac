/**
 * content/medien.yaml, the owner's part of the picture catalogue: for every picture the practice
 * may replace, its alt text, the photo the build makes it from (`foto`, uploaded by the editor
 * into content/fotos/) and the focal point of the crop, and how a focal point is written. Sizes,
 * widths and ratios are layout and stay in content/picture-layouts.ts; the loaders are in
 * content/media-file.ts. A mistake in the file stops the build with German lines naming the
 * file, the line and the field; the photo itself is checked by scripts/photo/photo-check.ts.
 */
import { z } from "zod/mini";
import { group } from "../files/fields.ts";
import { quoted } from "../files/problems.ts";
import { yamlFile } from "../files/sources.ts";

/** The names the owner uses for the pictures (`npm run foto -- NAME FILE`). */
export const PICTURE_NAMES = [
  "hero-start",
  "hero-psychotherapie",
  "hero-sportphysiotherapie",
  "portrait-psychotherapie-1",
  "portrait-psychotherapie-2",
  "portrait-sportphysiotherapie-1",
  "portrait-sportphysiotherapie-2",
  "portrait-allgemein-1",
  "portrait-allgemein-2",
] as const;

export type PictureName = (typeof PICTURE_NAMES)[number];

export const isPictureName = (name: string): name is PictureName =>
  (PICTURE_NAMES as readonly string[]).includes(name);

/** The file as the project names it, relative to the project's root. */
export const MEDIA_FILE = "content/medien.yaml";

/**
 * A focal point in percent of the photo's width (x, from the left) and height (y, from the top):
 * the part that stays when a crop cuts the photo.
 */
export type FocalPoint = { x: number; y: number };

/**
 * The words for a place across a photo's width (x) and down its height (y), with the
 * percentage each stands for. Percentages count from each side's first word.
 */
const FOCUS_WORDS = {
  width: { links: 0, mitte: 50, rechts: 100 },
  height: { oben: 0, mitte: 50, unten: 100 },
} as const;

export type Side = keyof typeof FOCUS_WORDS;

/** The percentage `word` stands for on `side`; undefined for any other text. */
export function focusWord(side: Side, word: string): number | undefined {
  const words: Readonly<Record<string, number>> = FOCUS_WORDS[side];
  // Own keys only: "constructor" is no place in a photo.
  return Object.hasOwn(words, word) ? words[word] : undefined;
}

/** A side's words as the owner reads them: „links, mitte oder rechts“, each after `before`. */
export function focusWords(side: Side, before = ""): string {
  const words = Object.keys(FOCUS_WORDS[side]).map((word) => `${before}${word}`);
  return `${words.slice(0, -1).join(", ")} oder ${words.at(-1)}`;
}

/** Where a side's percentages count from: „von links“, „von oben“. */
export const percentFrom = (side: Side) => `von ${Object.keys(FOCUS_WORDS[side])[0]}`;

/** How a point is written in numbers: „in Prozent von links und von oben“. */
export const IN_PERCENT = `in Prozent ${percentFrom("width")} und ${percentFrom("height")}`;

/** One axis's part of a focal point: a percentage (0–100, "%" optional) or undefined. */
function percentage(text: string): number | undefined {
  const match = /^(\d{1,3}(?:[.,]\d+)?)%?$/.exec(text);
  if (!match) return undefined;
  const value = Number((match[1] ?? "").replace(",", "."));
  return value <= 100 ? value : undefined;
}

/**
 * A focal point as the owner writes it: `30,40` (percent from the left, from the top), one word
 * (`links`, `mitte`, `rechts`, `oben`, `unten`: the other axis in the middle) or two
 * (`rechts,oben`). Undefined when the text is none of these.
 */
export function parseFocalPoint(text: string): FocalPoint | undefined {
  const parts = text.toLowerCase().replace(/\s+/g, "").split(/[,;]/);
  if (parts.length === 1) {
    const [word = ""] = parts;
    const x = focusWord("width", word);
    if (x !== undefined) return { x, y: 50 };
    const y = focusWord("height", word);
    return y === undefined ? undefined : { x: 50, y };
  }
  if (parts.length !== 2) return undefined;
  let [first = "", second = ""] = parts;
  // "oben,links" names the axes the other way round; words say which is which.
  if (
    focusWord("width", first) === undefined &&
    focusWord("height", first) !== undefined &&
    focusWord("height", second) === undefined
  ) {
    [first, second] = [second, first];
  }
  const x = focusWord("width", first) ?? percentage(first);
  const y = focusWord("height", second) ?? percentage(second);
  return x === undefined || y === undefined ? undefined : { x, y };
}

/** How the owner may write a focal point, for messages. */
export const FOCAL_POINT_FORMS = `zwei Zahlen ${IN_PERCENT} wie „30,40“, oder ${[
  ...new Set(Object.values(FOCUS_WORDS).flatMap((words) => Object.keys(words))),
]
  .map(quoted)
  .join(", ")}`;

/** The folder of the practice's photos, under content/: the editor's media folder. */
export const PHOTO_FOLDER = "fotos";

/**
 * How `foto` names a photo: as the editor writes it after an upload (its public folder
 * "/fotos", PHOTO_FOLDER), "/fotos/" and the file's name, nothing else.
 */
const PHOTO_PATH = /^\/fotos\/([^/\\\p{Cc}]+)$/u;

/** The photo's file of `foto` (e.g. "/fotos/portrait.jpg"), relative to content/. */
export function photoFile(foto: string): string {
  const name = PHOTO_PATH.exec(foto)?.[1];
  if (name === undefined) throw new Error(`"${foto}" is no photo path`);
  return `${PHOTO_FOLDER}/${name}`;
}

const isPhotoPath = (text: string) => {
  const name = PHOTO_PATH.exec(text)?.[1];
  return name !== undefined && name !== "." && name !== "..";
};

/** Why a `foto` is not one, with the right way to write the file it seems to mean. */
function photoPathMessage(written: string): string {
  const name = written.split(/[/\\]/).pop()?.trim() ?? "";
  const meant = `/${PHOTO_FOLDER}/${name}`;
  const hint = name !== "" && isPhotoPath(meant) ? ` Meinten Sie ${quoted(meant)}?` : "";
  return `Ein Foto liegt im Ordner content/${PHOTO_FOLDER}/ und wird so angegeben, wie der Editor es beim Hochladen schreibt: „/${PHOTO_FOLDER}/“ und der Dateiname, etwa „/${PHOTO_FOLDER}/portrait.jpg“.${hint}`;
}

/**
 * `foto`: the photo's path as the editor writes it; empty (the editor's value for a removed
 * photo) counts as none.
 */
const photoPath = z.optional(
  z.pipe(
    z
      .pipe(
        z.string(),
        z.transform((text) => text.trim()),
      )
      .check(
        z.refine((text) => text === "" || isPhotoPath(text), {
          error: (issue) => photoPathMessage(String(issue.input)),
        }),
      ),
    z.transform((text) => (text === "" ? undefined : text)),
  ),
);

const alt = z.string();
const focalPoint = z.optional(
  z
    .pipe(
      z.string(),
      z.transform((text) => text.trim()),
    )
    .check(
      z.refine((text) => !!parseFocalPoint(text), {
        message: `Der Fokus muss ${FOCAL_POINT_FORMS} sein.`,
      }),
    ),
);
const entry = group({ alt, foto: photoPath, fokus: focalPoint });
const homeEntry = group({
  alt,
  "vorschaubild-alt": z.string(),
  foto: photoPath,
  fokus: focalPoint,
});

const schema = group({
  ...(Object.fromEntries(PICTURE_NAMES.map((name) => [name, entry])) as Record<
    Exclude<PictureName, "hero-start">,
    typeof entry
  >),
  "hero-start": homeEntry,
});

export type MediaFile = z.output<typeof schema>;

/** content/medien.yaml for the content check and the loaders. */
export const mediaFile = yamlFile("medien.yaml", schema);
