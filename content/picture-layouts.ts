/**
 * The files of every picture the practice may replace: paths, widths and ratio, by its name in
 * content/medien.yaml. Layout, not content: no file is read when this loads, so the content check
 * can measure the practice's photos against it before any other content loads.
 * content/media.ts builds the catalogue from it.
 */
import type { PictureName } from "./sources/media.ts";

/**
 * A raster picture's files: `${base}-${width}.avif|webp` for every width, plus a JPEG at
 * `fallbackWidth`; `ratio` is width:height of every file.
 */
export type PictureLayout = {
  base: string;
  widths: readonly number[];
  ratio: readonly [number, number];
  fallbackWidth: number;
};

const HERO_WIDTHS = [480, 800, 1200, 1600, 2000] as const;
const PORTRAIT_WIDTHS = [320, 480, 640, 800] as const;

const hero = (name: string, ratio: readonly [number, number]): PictureLayout => ({
  base: `/media/hero/${name}`,
  widths: HERO_WIDTHS,
  ratio,
  fallbackWidth: 800,
});

const portrait = (name: string): PictureLayout => ({
  base: `/media/portraits/${name}`,
  widths: PORTRAIT_WIDTHS,
  ratio: [4, 5],
  fallbackWidth: 480,
});

/** The files of every picture the practice may replace, by its name in content/medien.yaml. */
export const PICTURES = {
  "hero-start": hero("home", [16, 10]),
  "hero-psychotherapie": hero("psychotherapie", [16, 9]),
  "hero-sportphysiotherapie": hero("sportphysiotherapie", [16, 9]),
  "portrait-psychotherapie-1": portrait("psychotherapie-1"),
  "portrait-psychotherapie-2": portrait("psychotherapie-2"),
  "portrait-sportphysiotherapie-1": portrait("sportphysiotherapie-1"),
  "portrait-sportphysiotherapie-2": portrait("sportphysiotherapie-2"),
  "portrait-allgemein-1": portrait("default-1"),
  "portrait-allgemein-2": portrait("default-2"),
} as const satisfies Record<PictureName, PictureLayout>;
