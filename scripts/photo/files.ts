/**
 * Every file of one picture from a checked photo: cut at the focal point, AVIF and WebP at every
 * width and the JPEG fallback within their budgets, and the share picture when the home picture
 * changes. Shared by `npm run foto` (into public/) and the build (a `foto` of
 * content/medien.yaml, into the build's client folder), so both write the same files.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import type { FocalPoint, PictureName } from "#content/media-file.ts";
import type { PictureLayout } from "#content/picture-layouts.ts";
import { SHARE_IMAGE_SOURCE, shareImage } from "#content/share-image.ts";
import { budgetOf } from "./budgets.ts";
import { cropRect, type Rect } from "./crop.ts";
import { type Encoded, encodeWithin, type Format, master, type Planned } from "./encode.ts";
import { largestSize, type Source } from "./source.ts";

/** The files the pages reference for a picture of `layout`, with their budgets. */
export function plannedFiles(
  name: PictureName,
  layout: PictureLayout,
  publicDir: string,
): Planned[] {
  const planned: Planned[] = layout.widths.flatMap((width) => {
    const height = Math.round((width * layout.ratio[1]) / layout.ratio[0]);
    const formats: Format[] = [
      "avif",
      "webp",
      ...(width === layout.fallbackWidth ? (["jpeg"] as const) : []),
    ];
    return formats.map((format) => ({
      src: `${layout.base}-${width}.${format === "jpeg" ? "jpg" : format}`,
      width,
      height,
      format,
      budget: budgetOf(name, layout, { format, width }, publicDir),
    }));
  });
  if (name === SHARE_IMAGE_SOURCE) {
    planned.push({
      src: shareImage.src,
      width: shareImage.width,
      height: shareImage.height,
      format: "jpeg",
      budget: budgetOf(name, layout, { format: "jpeg", width: shareImage.width }, publicDir),
    });
  }
  return planned;
}

/**
 * Encodes `planned` (from plannedFiles) from `source`, cut at `focus`; the share picture is cut
 * from the photo at its own ratio. A file that cannot keep its budget stops with its problem
 * (the largest are made first, so it stops early). Returns the files in the order planned, with
 * the picture's crop.
 */
export async function encodePicture(
  source: Source,
  layout: PictureLayout,
  planned: readonly Planned[],
  focus: FocalPoint,
): Promise<{ files: Encoded[]; rect: Rect }> {
  const largest = largestSize(layout);
  const rect = cropRect(source.width, source.height, layout.ratio, focus);
  const cutFile = await master(source.data, rect, largest.width, largest.height);
  const encode = async (file: Planned) => {
    if (file.src !== shareImage.src) return encodeWithin(cutFile, file);
    const shareRect = cropRect(source.width, source.height, [file.width, file.height], focus);
    return encodeWithin(await master(source.data, shareRect, file.width, file.height), file);
  };
  // One encoder uses about one core: as many at once as there are cores, largest first.
  const files: Encoded[] = new Array(planned.length);
  const queue = planned.map((file, index) => ({ file, index })).toReversed();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        files[next.index] = await encode(next.file);
      } catch (error) {
        queue.length = 0; // the others stop after their current file
        throw error;
      }
    }
  };
  const workers = Math.max(1, Math.min(availableParallelism(), queue.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return { files, rect };
}

/** Writes each file beside its final name first, so a page never gets half a file. */
export function writeAll(publicDir: string, files: readonly Encoded[]): void {
  for (const file of files) {
    const path = join(publicDir, file.src);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.neu`, file.data);
  }
  for (const file of files) {
    const path = join(publicDir, file.src);
    renameSync(`${path}.neu`, path);
  }
}
