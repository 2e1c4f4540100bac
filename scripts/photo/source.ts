/**
 * The photo the owner gives: read, recognised as a picture, measured as it is shown (EXIF
 * orientation applied), and checked against the largest size the pages need.
 */
import { readFile } from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import type { PictureLayout } from "#content/picture-layouts.ts";
import { PhotoProblem } from "./problem.ts";

export type Source = {
  /** The file as the owner typed it, for messages. */
  shown: string;
  data: Buffer;
  /** As shown: EXIF orientation applied. */
  width: number;
  height: number;
};

const READABLE = "JPEG, PNG, WebP, AVIF, TIFF oder GIF";

/**
 * Who reads the photo, in the owner's messages: the command (`npm run foto`) or the website's
 * build (a photo uploaded in the editor), and what the owner does with a better file.
 */
export type Reader = {
  /** „der Befehl“, „die Website“ */
  name: string;
  /** „er“, „sie“ */
  pronoun: string;
  /** What to do with the file saved anew: „diese Datei angeben“. */
  useInstead: string;
  /** A sentence after „Die Datei … gibt es nicht.“, or "". */
  whenMissing: string;
};

export const COMMAND: Reader = {
  name: "der Befehl",
  pronoun: "er",
  useInstead: "diese Datei angeben",
  whenMissing: "",
};

/** iPhones save HEIC (HEVC inside HEIF), which the prebuilt image library cannot decode. */
const isHeic = (data: Buffer) =>
  /^ftyp(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(data.toString("latin1", 4, 12));

const HEIC = (shown: string, reader: Reader) =>
  `„${shown}“ ist ein HEIC-Foto, wie iPhones sie speichern; das kann ${reader.name} nicht lesen. Bitte als JPEG speichern (z. B. am Mac in „Vorschau“: „Ablage“ → „Exportieren …“ → Format „JPEG“) und ${reader.useInstead}. Das iPhone speichert gleich JPEG, wenn unter „Einstellungen“ → „Kamera“ → „Formate“ „Maximale Kompatibilität“ gewählt ist.`;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Reads `path` (shown as `shown`) and measures it, or a German problem. */
export async function readSource(
  path: string,
  shown: string,
  reader: Reader = COMMAND,
): Promise<Source> {
  let data: Buffer;
  try {
    data = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") {
      throw new PhotoProblem(`Die Datei „${shown}“ gibt es nicht.${reader.whenMissing}`);
    }
    if (code === "EISDIR") {
      throw new PhotoProblem(`„${shown}“ ist ein Ordner. Geben Sie die Datei des Fotos an.`);
    }
    if (code === "EACCES" || code === "EPERM") {
      throw new PhotoProblem(`Die Datei „${shown}“ darf nicht gelesen werden (keine Leserechte).`);
    }
    throw new PhotoProblem(`Die Datei „${shown}“ lässt sich nicht lesen (${code ?? "Fehler"}).`);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    if (isHeic(data)) throw new PhotoProblem(HEIC(shown, reader));
    throw new PhotoProblem(
      `Die Datei „${shown}“ ist kein Bild, das ${reader.name} lesen kann (${reader.pronoun} liest ${READABLE}).`,
    );
  }
  if (metadata.format === "heif" && metadata.compression === "hevc") {
    throw new PhotoProblem(HEIC(shown, reader));
  }
  if (metadata.format === "svg" || metadata.format === "pdf") {
    throw new PhotoProblem(
      `„${shown}“ ist eine Zeichnung (${metadata.format.toUpperCase()}), kein Foto. ${capitalised(reader.name)} liest ${READABLE}.`,
    );
  }
  const { width, height } = metadata.autoOrient;
  return { shown, data, width, height };
}

/** The largest file the pages need of a picture. */
export function largestSize(layout: PictureLayout): { width: number; height: number } {
  const width = Math.max(...layout.widths);
  return { width, height: Math.round((width * layout.ratio[1]) / layout.ratio[0]) };
}

export const orientation = (width: number, height: number) =>
  width > height ? "Querformat" : width < height ? "Hochformat" : "quadratisch";

const COMMON_RATIOS: readonly (readonly [number, number])[] = [
  [1, 1],
  [5, 4],
  [4, 3],
  [3, 2],
  [16, 10],
  [16, 9],
  [2, 1],
  [21, 9],
  [3, 1],
];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const decimal = (value: number) => value.toFixed(2).replace(".", ",");

/** A picture's shape for people: „4:3, Querformat“, „etwa 3:2, Querformat“, „1,41:1, …“. */
export function describeShape(width: number, height: number): string {
  const divisor = gcd(width, height);
  const [w, h] = [width / divisor, height / divisor];
  let ratio: string;
  if (w <= 32 && h <= 32) {
    ratio = `${w}:${h}`;
  } else {
    const landscape = width >= height;
    const value = landscape ? width / height : height / width;
    const near = COMMON_RATIOS.find(([a, b]) => Math.abs(a / b - value) / value < 0.01);
    if (near) ratio = `etwa ${landscape ? `${near[0]}:${near[1]}` : `${near[1]}:${near[0]}`}`;
    else ratio = landscape ? `${decimal(value)}:1` : `1:${decimal(value)}`;
  }
  return `${ratio}, ${orientation(width, height)}`;
}

/** Stops with a German problem when the photo is smaller than the largest file it must give. */
export function checkSize(source: Source, name: string, layout: PictureLayout): void {
  const need = largestSize(layout);
  if (source.width >= need.width && source.height >= need.height) return;
  throw new PhotoProblem(
    `Das Foto „${source.shown}“ ist zu klein für „${name}“: Es ist ${source.width} × ${source.height} Pixel groß, gebraucht werden mindestens ${need.width} × ${need.height} Pixel (${need.width} breit, ${need.height} hoch), so groß zeigen die Seiten das Bild auf großen Bildschirmen. Nehmen Sie das Original aus der Kamera, keine verkleinerte Kopie (etwa aus einem Messenger).`,
  );
}
