import type { ReactNode } from "react";
import { media } from "../../content/media.ts";
import { HeroMotionProvider, HeroMotionToggle } from "./hero-motion.tsx";
import { HeroVideo } from "./hero-video.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** The pages whose hero has a picture or video behind it. */
export type HeroSlot = "home" | "psychotherapie" | "sportphysiotherapie";

/**
 * The picture behind a hero, one slot per page that has one: the home picture, or a landing
 * page's video (its poster first, the loop only where it costs little; HeroVideo decides).
 * A veil in the mode's colour keeps the light text over it readable (pages.css).
 */
export function HeroBackdrop({ slot }: { slot: HeroSlot }) {
  return (
    <div className={`hero-backdrop hero-backdrop--${slot}`}>
      {slot === "home" ? (
        <ResponsiveImage
          image={media.homeHero}
          sizes="100vw"
          priority
          className="hero-backdrop__image"
        />
      ) : (
        <HeroVideo video={media.videos[slot]} className="hero-backdrop__video" />
      )}
    </div>
  );
}

/**
 * The top of a page with its single h1. With a backdrop the hero is dark with light text
 * (landing pages); without, a light band in the mode's colours (content pages). Everything that
 * moves in it (the backdrop's video, an animated child such as the typewriter) pauses with one
 * control, in a slot below the hero's text. The slot is in the HTML where something may move
 * (every width for an animated child, wide screens for the video), so the control's appearance
 * after hydration moves no text.
 */
export function PageHero({
  heading,
  lead,
  backdrop,
  animated = false,
  children,
}: {
  heading: ReactNode;
  lead?: ReactNode;
  backdrop?: HeroSlot;
  /** A child moves on its own (the typewriter): the control may be needed at every width. */
  animated?: boolean;
  children?: ReactNode;
}) {
  const video = backdrop !== undefined && backdrop !== "home";
  return (
    <HeroMotionProvider>
      <header className={backdrop ? "hero hero--dark" : "hero"}>
        <div className="hero__inner">
          <h1 className="hero__title">{heading}</h1>
          {lead && <p className="hero__lead">{lead}</p>}
          {children}
          {(animated || video) && (
            <div className={animated ? "hero__motion" : "hero__motion hero__motion--wide"}>
              <HeroMotionToggle />
            </div>
          )}
        </div>
        {backdrop && <HeroBackdrop slot={backdrop} />}
      </header>
    </HeroMotionProvider>
  );
}
