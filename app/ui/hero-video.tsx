/**
 * The video behind a landing page's hero (via hero-backdrop.tsx): prerendered as its poster; the
 * site module decides where the loop may play.
 */
import type { MediaVideo } from "#content/content-types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * A hero backdrop: the poster picture (loaded with high priority: the page's LCP element), and
 * the muted looping video in an inert <template>, which the site module puts over the poster
 * only on a wide screen, without Save-Data and when the visitor has not asked for reduced motion,
 * and takes out again when that changes (app/browser/hero-motion.ts). Without script, and
 * outside a hero with a motion control (page-hero.tsx), it stays on its poster. preload="none":
 * a video put in while the visitor has paused the hero loads nothing; the module sets
 * preload="auto" when it plays it (WebKit never starts a preload="none" video on play()).
 */
export function HeroVideo({
  video,
  className,
  sizes = "100vw",
}: {
  video: MediaVideo;
  className?: string;
  /** The poster's rendered width; the hero is full width unless said otherwise. */
  sizes?: string;
}) {
  return (
    <div className={className ? `hero-video ${className}` : "hero-video"}>
      <ResponsiveImage image={video.poster} sizes={sizes} priority className="hero-video__media" />
      <template>
        <video
          className="hero-video__media hero-video__video"
          muted
          playsInline
          loop
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      </template>
    </div>
  );
}
