/**
 * The site's pictures and videos: paths, sizes and alt texts, in one place. The German alt texts
 * of the pictures the practice may replace are in content/medien.yaml (media-file.ts reads it);
 * their sizes, widths and ratios are layout, in picture-layouts.ts. The files live in
 * public/media/; the illustrations were made by scripts/media/generate.ts, and `npm run foto`
 * replaces one with a photo, or the build does from the photo a picture's `foto` names
 * (docs/media.md). Decorative backgrounds have alt "".
 */
import type { MediaImage, MediaVideo } from "./content-types.ts";
import { type PictureName, readMediaFile } from "./media-file.ts";
import { PICTURES, type PictureLayout } from "./picture-layouts.ts";
import { practice } from "./practice.ts";
import { shareImage } from "./share-image.ts";

export { PICTURES, type PictureLayout };

function responsive(
  { base, widths, ratio, fallbackWidth }: PictureLayout,
  alt: string,
): MediaImage {
  const largest = Math.max(...widths);
  const srcSet = (extension: string) =>
    widths.map((width) => `${base}-${width}.${extension} ${width}w`).join(", ");
  return {
    src: `${base}-${fallbackWidth}.jpg`,
    width: largest,
    height: Math.round((largest * ratio[1]) / ratio[0]),
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
    alt,
  };
}

const alts = readMediaFile();
const picture = (name: PictureName) => responsive(PICTURES[name], alts[name].alt);

const heroes = {
  psychotherapie: picture("hero-psychotherapie"),
  sportphysiotherapie: picture("hero-sportphysiotherapie"),
} as const;

const video = (name: keyof typeof heroes): MediaVideo => ({
  poster: heroes[name],
  sources: [
    { src: `/media/video/${name}.webm`, type: 'video/webm; codecs="vp9"' },
    { src: `/media/video/${name}.mp4`, type: 'video/mp4; codecs="avc1.640028"' },
  ],
});

const svg = (src: string, size: number, alt: string): MediaImage => ({
  src,
  width: size,
  height: size,
  sources: [],
  alt,
});

export const media = {
  /** Two leaves forming a figure with open arms. Next to the brand name use it with alt "". */
  logo: svg("/media/logo.svg", 64, `Logo der ${practice.brand}`),
  /** Home: a valley at dawn, green hills left, brown hills right (16:10, decorative). */
  homeHero: picture("hero-start"),
  /** The landing pages' hero pictures (16:9, decorative); also the videos' posters. */
  heroes,
  /** 8-second seamless loops behind the landing pages' heroes. */
  videos: {
    psychotherapie: video("psychotherapie"),
    sportphysiotherapie: video("sportphysiotherapie"),
  },
  /** Two portraits per mode (4:5), illustrated silhouettes until the practice has photos. */
  portraits: {
    psychotherapie: [picture("portrait-psychotherapie-1"), picture("portrait-psychotherapie-2")],
    sportphysiotherapie: [
      picture("portrait-sportphysiotherapie-1"),
      picture("portrait-sportphysiotherapie-2"),
    ],
    default: [picture("portrait-allgemein-1"), picture("portrait-allgemein-2")],
  },
  share: shareImage,
} as const satisfies {
  logo: MediaImage;
  homeHero: MediaImage;
  heroes: Record<"psychotherapie" | "sportphysiotherapie", MediaImage>;
  videos: Record<"psychotherapie" | "sportphysiotherapie", MediaVideo>;
  portraits: Record<
    "psychotherapie" | "sportphysiotherapie" | "default",
    readonly [MediaImage, MediaImage]
  >;
  share: MediaImage;
};
