/** The favicons, rendered with sharp from the logo SVG. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/**
 * favicon.svg, favicon.ico (32 px PNG in ICO) and apple-touch-icon.png in publicDir, from
 * publicDir/media/logo.svg. Returns the files written.
 */
export async function writeFavicons(publicDir: string): Promise<string[]> {
  const logo = readFileSync(join(publicDir, "media", "logo.svg"));
  writeFileSync(join(publicDir, "favicon.svg"), logo);
  // Rendered large, then reduced: sharper edges than rendering at 32 px.
  const large = await sharp(logo, { density: 1200 })
    .resize(512, 512, { fit: "contain", background: "#0000" })
    .png()
    .toBuffer();
  const png32 = await sharp(large).resize(32, 32).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(join(publicDir, "favicon.ico"), icoFromPng(png32, 32));
  // iOS fills transparency with black: the touch icon is opaque, the logo on warm beige.
  const inner = await sharp(large).resize(148, 148).png().toBuffer();
  await sharp({ create: { width: 180, height: 180, channels: 3, background: "#faf4ea" } })
    .composite([{ input: inner, left: 16, top: 16 }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(join(publicDir, "apple-touch-icon.png"));
  return ["favicon.svg", "favicon.ico", "apple-touch-icon.png"].map((file) =>
    join(publicDir, file),
  );
}

/** A minimal PNG-in-ICO container (Windows Vista and later read PNG icons). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
