/** The picture or video behind the dark heroes of the home page and the two landing pages. */
import type { MediaImage, MediaVideo } from "#content/content-types.ts";
import { HeroVideo } from "./hero-video.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** The pages whose hero has a picture or video behind it. */
export type HeroSlot = "home" | "psychotherapie" | "sportphysiotherapie";

/**
 * The picture behind a dark hero: the home picture, or a landing page's video (its poster
 * first, the loop only where it costs little; hero-video.tsx). A veil in the mode's colour
 * keeps the light text over it readable (hero.css). Its own module, so that pages without a
 * backdrop load neither the video code nor the media list.
 */
export function HeroBackdrop({
  slot,
  media,
}: {
  slot: HeroSlot;
  media: { image: MediaImage } | { video: MediaVideo };
}) {
  return (
    <div className={`hero-backdrop hero-backdrop--${slot}`}>
      {"image" in media ? (
        <ResponsiveImage
          image={media.image}
          sizes="100vw"
          priority
          className="hero-backdrop__image"
        />
      ) : (
        <HeroVideo video={media.video} className="hero-backdrop__video" />
      )}
    </div>
  );
}
