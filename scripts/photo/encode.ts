/**
 * The files of a picture: cut from the photo once at the largest size, then AVIF and WebP at
 * every width and a JPEG fallback, each at the best quality that keeps its budget. sharp writes
 * no metadata unless asked: no EXIF (camera, GPS position, time), no XMP, no ICC profile.
 */
import sharp, { type Sharp } from "sharp";
import type { Rect } from "./crop.ts";
import { PhotoProblem } from "./problem.ts";

export type Format = "avif" | "webp" | "jpeg";

export type Planned = {
  /** The file's path from the site's root, e.g. "/media/hero/home-800.avif". */
  src: string;
  width: number;
  height: number;
  format: Format;
  budget: number;
};

export type Encoded = Planned & { data: Buffer; quality: number };

/** Qualities tried, best first, until a file keeps its budget. */
export const QUALITIES: Record<Format, readonly number[]> = {
  avif: [60, 55, 50, 45, 40, 35, 30, 25],
  webp: [80, 75, 70, 65, 60, 55, 50, 45, 40, 35, 30],
  jpeg: [80, 75, 70, 65, 60, 55, 50, 45, 40],
};

function encoder(image: Sharp, format: Format, quality: number): Sharp {
  if (format === "avif") return image.avif({ quality, effort: 4, chromaSubsampling: "4:2:0" });
  if (format === "webp") return image.webp({ quality, effort: 6, smartSubsample: true });
  return image.jpeg({ quality, mozjpeg: true, progressive: true });
}

/**
 * The cut of the photo at `width` × `height`: oriented as shown, on white where it was
 * transparent, in sRGB, as a lossless PNG every file is made from.
 */
export async function master(
  photo: Buffer,
  rect: Rect,
  width: number,
  height: number,
): Promise<Buffer> {
  try {
    return await sharp(photo, { autoOrient: true, failOn: "error" })
      .extract(rect)
      .resize(width, height, { fit: "fill", kernel: "lanczos3" })
      .flatten({ background: "#ffffff" })
      .png({ compressionLevel: 0 })
      .toBuffer();
  } catch (error) {
    throw new PhotoProblem(
      `Das Foto lässt sich nicht vollständig lesen; ist die Datei beschädigt oder unvollständig kopiert? (${(error as Error).message})`,
    );
  }
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1000)} KB`;

/** One file from its master, at the best quality within its budget, or a German problem. */
export async function encodeWithin(source: Buffer, planned: Planned): Promise<Encoded> {
  const qualities = QUALITIES[planned.format];
  let smallest = Number.POSITIVE_INFINITY;
  for (const quality of qualities) {
    const data = await encoder(
      sharp(source).resize(planned.width, planned.height, { fit: "fill", kernel: "lanczos3" }),
      planned.format,
      quality,
    ).toBuffer();
    if (data.length <= planned.budget) return { ...planned, data, quality };
    smallest = data.length;
  }
  throw new PhotoProblem(
    `„${planned.src.split("/").pop()}“ wird auch in der niedrigsten Qualität (${qualities.at(-1)}) noch ${kilobytes(smallest)} groß; erlaubt sind ${kilobytes(planned.budget)}. Ein ruhigeres Foto (weniger feine Muster, weniger Bildrauschen, z. B. bei wenig Licht) wird kleiner. Es wurde nichts geändert.`,
  );
}
