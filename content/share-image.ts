import type { MediaImage } from "./content-types.ts";
import { type PictureName, readMediaFile } from "./media-file.ts";
import { practice } from "./practice.ts";

/**
 * The picture the share image is cut from: `npm run foto` makes it anew when this one is
 * replaced. Its alt text is in content/medien.yaml, under this picture's `vorschaubild-alt`.
 */
export const SHARE_IMAGE_SOURCE = "hero-start" satisfies PictureName;

/**
 * For Open Graph (og:image) and JSON-LD: 1200 × 630 JPEG, every reader can show it. Apart from
 * media.ts because every page's head names it, and the whole media list need not come along.
 */
export const shareImage = {
  src: "/media/hero/share.jpg",
  width: 1200,
  height: 630,
  sources: [],
  alt: `${practice.brand}: ${readMediaFile()[SHARE_IMAGE_SOURCE]["vorschaubild-alt"]}`,
} as const satisfies MediaImage;
