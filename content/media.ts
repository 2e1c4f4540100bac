/**
 * The site's pictures and videos: paths, sizes and German alt texts, in one place.
 * The files live in public/media/ and were made by scripts/media/generate.ts; docs/media.md
 * says how the practice replaces one with its own. Decorative backgrounds have alt "".
 */
import type { MediaImage, MediaVideo } from "./content-types.ts";
import { practice } from "./practice.ts";
import { shareImage } from "./share-image.ts";

/**
 * A raster picture written as `${base}-${width}.avif|webp` for every width, plus a JPEG at
 * `fallbackWidth`. `ratio` is width:height of every file.
 */
function responsive(
  base: string,
  widths: readonly number[],
  ratio: readonly [number, number],
  fallbackWidth: number,
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

const HERO_WIDTHS = [480, 800, 1200, 1600, 2000] as const;
const PORTRAIT_WIDTHS = [320, 480, 640, 800] as const;

const hero = (name: string, ratio: readonly [number, number]) =>
  responsive(`/media/hero/${name}`, HERO_WIDTHS, ratio, 800, "");

const portrait = (name: string, alt: string) =>
  responsive(`/media/portraits/${name}`, PORTRAIT_WIDTHS, [4, 5], 480, alt);

const heroes = {
  psychotherapie: hero("psychotherapie", [16, 9]),
  sportphysiotherapie: hero("sportphysiotherapie", [16, 9]),
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
  homeHero: hero("home", [16, 10]),
  /** The landing pages' hero pictures (16:9, decorative); also the videos' posters. */
  heroes,
  /** 8-second seamless loops behind the landing pages' heroes. */
  videos: {
    psychotherapie: video("psychotherapie"),
    sportphysiotherapie: video("sportphysiotherapie"),
  },
  /** Two portraits per mode (4:5), illustrated silhouettes until the practice has photos. */
  portraits: {
    psychotherapie: [
      portrait(
        "psychotherapie-1",
        "Illustration: dunkelgrüne Silhouette einer Person vor hellgrünem Hintergrund mit Blattzweigen und weichen Lichtkreisen",
      ),
      portrait(
        "psychotherapie-2",
        "Illustration eines Gesprächsraums: zwei grüne Sessel und eine Zimmerpflanze vor einem hellen Fenster, in einem Sessel sitzt eine Person dem leeren Sessel zugewandt",
      ),
    ],
    sportphysiotherapie: [
      portrait(
        "sportphysiotherapie-1",
        "Illustration: braune Silhouette einer Person vor warmem, sandfarbenem Hintergrund mit geschwungenen Linien",
      ),
      portrait(
        "sportphysiotherapie-2",
        "Illustration: Silhouette einer laufenden Person auf einem Hügelkamm vor der aufgehenden Sonne",
      ),
    ],
    default: [
      portrait(
        "default-1",
        "Illustration: Silhouette einer Person vor einem Kreis, der halb grün und halb braun ist",
      ),
      portrait(
        "default-2",
        "Illustration: Eine Person geht auf einem Weg zwischen einem grünen und einem braunen Hügel dem Licht entgegen",
      ),
    ],
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
