import { useEffect, useRef, useState } from "react";
import type { MediaVideo } from "#content/content-types.ts";
import { useHeroMotion } from "./hero-motion.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** The video only plays where it costs little and bothers no one. */
export const WIDE_SCREEN = "(min-width: 48rem)";
export const MOTION_OK = "(prefers-reduced-motion: no-preference)";

type NetworkInformation = EventTarget & { saveData?: boolean };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Whether the video may play now: wide screen, motion welcome, no Save-Data. */
function useVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const motion = window.matchMedia(MOTION_OK);
    const network = connection();
    const update = () => setAllowed(wide.matches && motion.matches && network?.saveData !== true);
    update();
    wide.addEventListener("change", update);
    motion.addEventListener("change", update);
    network?.addEventListener?.("change", update);
    return () => {
      wide.removeEventListener("change", update);
      motion.removeEventListener("change", update);
      network?.removeEventListener?.("change", update);
    };
  }, []);
  return allowed;
}

/**
 * A hero backdrop: the poster picture (in the prerendered HTML, loaded with high priority: the
 * page's LCP element) and, after hydration, a muted looping video over it, only on a wide
 * screen, without Save-Data and when the visitor has not asked for reduced motion. A change of
 * that preference removes the video again. The hero's motion control pauses and resumes it
 * (WCAG 2.2.2; see hero-motion.tsx); outside a hero it stays on its poster.
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
  const allowed = useVideoAllowed();
  const { paused } = useHeroMotion(allowed);
  const [ready, setReady] = useState(false);
  const element = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const player = element.current;
    if (!allowed || !player) return;
    if (paused) {
      player.pause();
      return;
    }
    // Set the property as well: autoplay is only allowed for muted media.
    player.muted = true;
    player.play()?.catch(() => {
      // Autoplay refused or the file failed: the poster stays, nothing else to do.
    });
  }, [allowed, paused]);

  useEffect(() => {
    if (!allowed) setReady(false);
  }, [allowed]);

  return (
    <div className={className ? `hero-video ${className}` : "hero-video"}>
      <ResponsiveImage image={video.poster} sizes={sizes} priority className="hero-video__media" />
      {allowed && (
        <video
          ref={element}
          className="hero-video__media hero-video__video"
          data-ready={ready || undefined}
          muted
          playsInline
          loop
          autoPlay={!paused}
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setReady(true)}
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      )}
    </div>
  );
}
