import type { MediaImage } from "./content-types.ts";
import { practice } from "./practice.ts";

/**
 * For Open Graph (og:image) and JSON-LD: 1200 × 630 JPEG, every reader can show it. Apart from
 * media.ts because every page's head names it, and the whole media list need not come along.
 */
export const shareImage = {
  src: "/media/hero/share.jpg",
  width: 1200,
  height: 630,
  sources: [],
  alt: `${practice.brand}: Tal im Morgenlicht zwischen grünen und braunen Hügeln`,
} as const satisfies MediaImage;
