/**
 * How many bytes each file of a picture may have: the budgets the built site is checked
 * against (scripts/page-weight.ts), so a replaced photo never breaks a check.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { media, type PictureLayout } from "#content/media.ts";
import type { PictureName } from "#content/media-file.ts";
import { BUDGETS, MEDIA_FILE_BUDGETS } from "../page-weight.ts";

/**
 * Room left on a landing page for the rest of its pictures (the logo, 0.5 KB) when the hero's
 * JPEG fallback and its two videos are counted against the page's media budget.
 */
const OTHER_MEDIA_ON_A_PAGE = 10_000;

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/** The budget of one file of picture `name`, in bytes. */
export function budgetOf(
  name: PictureName,
  layout: PictureLayout,
  file: { format: "avif" | "webp" | "jpeg"; width: number },
  publicDir: string,
): number {
  let budget: number = MEDIA_FILE_BUDGETS.picture;
  if (name.startsWith("hero-") && file.format === "avif" && file.width === 800) {
    budget = Math.min(budget, MEDIA_FILE_BUDGETS.heroAvif800);
  }
  // The JPEG fallback is the page's <img src>, and a landing page counts it with its videos.
  const fallback = `${layout.base}-${layout.fallbackWidth}.jpg`;
  const video = Object.values(media.videos).find((each) => each.poster.src === fallback);
  if (video && file.format === "jpeg") {
    const videoBytes = video.sources.reduce(
      (sum, source) => sum + sizeOf(join(publicDir, source.src)),
      0,
    );
    budget = Math.min(budget, BUDGETS.media - videoBytes - OTHER_MEDIA_ON_A_PAGE);
  }
  return budget;
}
