/** Pictures with sharp: the responsive AVIF/WebP/JPEG set, the share picture, a PNG preview. */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";
import { svgDocument } from "../scenes/svg.ts";

/**
 * Renders an SVG scene once at its largest width and writes AVIF and WebP at every width and a
 * JPEG fallback at one, as `${base}-${width}.{avif,webp,jpg}`. Returns the files in the order
 * they were written.
 */
export async function writeResponsive(
  base: string,
  viewW: number,
  viewH: number,
  body: string,
  widths: readonly number[],
  fallbackWidth: number,
): Promise<string[]> {
  const largest = Math.max(...widths);
  const master = await sharp(Buffer.from(svgDocument(viewW, viewH, largest, body)))
    .png()
    .toBuffer();
  mkdirSync(dirname(base), { recursive: true });
  const files: string[] = [];
  for (const width of widths) {
    const resized = () => sharp(master).resize({ width, kernel: "lanczos3" });
    const sized = `${base}-${width}`;
    await resized()
      .avif({ quality: 60, effort: 6, chromaSubsampling: "4:4:4" })
      .toFile(`${sized}.avif`);
    await resized().webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(`${sized}.webp`);
    files.push(`${sized}.avif`, `${sized}.webp`);
    if (width === fallbackWidth) {
      await resized()
        .jpeg({ quality: 80, mozjpeg: true, progressive: true })
        .toFile(`${sized}.jpg`);
      files.push(`${sized}.jpg`);
    }
  }
  return files;
}

/** One PNG, 800 px wide, to look at a drawing without writing the real files. */
export async function writePreview(
  file: string,
  viewW: number,
  viewH: number,
  body: string,
): Promise<void> {
  await sharp(Buffer.from(svgDocument(viewW, viewH, 800, body)))
    .png()
    .toFile(file);
}

/** The picture shown when a page is shared (Open Graph): 1200 × 630, JPEG for every reader. */
export async function shareImage(viewW: number, viewH: number, body: string): Promise<Buffer> {
  return sharp(Buffer.from(svgDocument(viewW, viewH, 1200, body)))
    .resize(1200, 630, { fit: "cover", position: "centre" })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
