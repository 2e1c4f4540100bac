/** A hero video: the moving scene rendered frame by frame with sharp, encoded with ffmpeg. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { HERO, VIDEO } from "../constants.ts";
import { svgDocument } from "../scenes/svg.ts";

/**
 * Writes `${name}.webm` (VP9) and `${name}.mp4` (H.264) of a loop to dir, each under the budget.
 * Returns the two files.
 */
export async function writeVideo(
  dir: string,
  name: string,
  scene: (t: number) => string,
): Promise<string[]> {
  const frames = VIDEO.seconds * VIDEO.fps;
  const framesDir = mkdtempSync(join(tmpdir(), `media-${name}-`));
  try {
    for (let i = 0; i < frames; i++) {
      const svg = svgDocument(HERO.w, HERO.h, VIDEO.width, scene(i / frames));
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 1 })
        .toFile(join(framesDir, `f${String(i).padStart(4, "0")}.png`));
    }
    const input = ["-y", "-framerate", String(VIDEO.fps), "-i", join(framesDir, "f%04d.png")];
    const common = ["-an", "-pix_fmt", "yuv420p", "-g", String(frames), "-map_metadata", "-1"];
    mkdirSync(dir, { recursive: true });
    const webm = join(dir, `${name}.webm`);
    const mp4 = join(dir, `${name}.mp4`);
    // Lower the quality step by step until the file keeps the budget.
    for (const crf of [34, 38, 42, 46]) {
      execFileSync("ffmpeg", [
        ...input,
        ...common,
        ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", String(crf), "-row-mt", "1"],
        ...["-deadline", "good", "-cpu-used", "1", "-loglevel", "error", webm],
      ]);
      if (statSync(webm).size <= VIDEO.maxBytes * 0.9) break;
    }
    for (const crf of [24, 27, 30, 33]) {
      execFileSync("ffmpeg", [
        ...input,
        ...common,
        ...["-c:v", "libx264", "-preset", "veryslow", "-crf", String(crf), "-profile:v", "high"],
        ...["-level:v", "4.0"],
        ...["-tune", "animation", "-movflags", "+faststart", "-loglevel", "error", mp4],
      ]);
      if (statSync(mp4).size <= VIDEO.maxBytes * 0.9) break;
    }
    for (const file of [webm, mp4]) {
      if (statSync(file).size > VIDEO.maxBytes) throw new Error(`${file} is over 1 MB`);
    }
    return [webm, mp4];
  } finally {
    rmSync(framesDir, { recursive: true, force: true });
  }
}
