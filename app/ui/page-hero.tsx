/**
 * The hero at the top of every page but home: the page's single h1, and the one pause control
 * for whatever moves in it (WCAG 2.2.2).
 */
import type { ReactNode } from "react";
import { pauseMotion, resumeMotion } from "#content/frame.ts";

/**
 * The top of a page with its single h1. With a backdrop the hero is dark with light text
 * (landing pages); without, a light band in the mode's colours (content pages).
 *
 * Everything that moves in it (the backdrop's video, an animated child such as the typewriter)
 * pauses with one control (WCAG 2.2.2), which the site module puts into a slot below the hero's
 * text while something can move (app/browser/hero-motion.ts), with the labels the slot carries.
 * The slot is in the HTML where something may move (every width for an animated child, wide
 * screens for the video), so the control's appearance moves no text.
 */
export function PageHero({
  heading,
  lead,
  backdrop,
  motion,
  children,
}: {
  heading: ReactNode;
  lead?: ReactNode;
  /** The picture or video behind a dark hero (hero-backdrop.tsx). */
  backdrop?: ReactNode;
  /**
   * What moves: a child on its own (the typewriter), so the control may be needed at every
   * width, or only the backdrop's video, which plays on wide screens.
   */
  motion?: "child" | "video";
  children?: ReactNode;
}) {
  return (
    <header className={backdrop ? "hero hero--dark" : "hero"}>
      <div className="hero__inner">
        <h1 className="hero__title">{heading}</h1>
        {lead && <p className="hero__lead">{lead}</p>}
        {children}
        {motion && (
          <div
            className={motion === "child" ? "hero__motion" : "hero__motion hero__motion--wide"}
            data-pause={pauseMotion}
            data-resume={resumeMotion}
          />
        )}
      </div>
      {backdrop}
    </header>
  );
}
