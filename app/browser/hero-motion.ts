/**
 * What moves in a hero, and its one control (WCAG 2.2.2). The prerendered hero is still: the
 * typewriter's first text complete (app/ui/typewriter.tsx), the video's poster with the video
 * in an inert <template> (app/ui/hero-video.tsx), and an empty slot for the control with its
 * labels (app/ui/page-hero.tsx). This module sets them in motion where that is welcome, and
 * puts one pause/resume button into the slot while anything can move.
 */

/** requirements §9: the typewriter shows its next text every 5000 ms … */
export const TYPEWRITER_INTERVAL_MS = 5000;
/** … and types it in within 4 s. */
export const TYPEWRITER_TYPING_MS = 4000;
/** The video plays only where it costs little and bothers no one (and without Save-Data). */
export const WIDE_SCREEN = "(min-width: 48rem)";
export const MOTION_OK = "(prefers-reduced-motion: no-preference)";

type Connection = EventTarget & { saveData?: boolean };

/** Every hero with a motion slot. */
export function enhanceHeroes(): void {
  for (const slot of document.querySelectorAll<HTMLElement>(".hero__motion")) enhanceHero(slot);
}

function enhanceHero(slot: HTMLElement): void {
  const hero = slot.closest(".hero") ?? slot;
  const wide = matchMedia(WIDE_SCREEN);
  const motion = matchMedia(MOTION_OK);
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  const template = hero.querySelector<HTMLTemplateElement>(".hero-video template");
  const line = hero.querySelector(".typewriter__text");
  const texts = [...hero.querySelectorAll(".typewriter__sizer")].map((sizer) => sizer.textContent);
  let paused = false;
  let video: HTMLVideoElement | undefined;
  let button: HTMLButtonElement | undefined;
  let index = 0;
  let rotation: ReturnType<typeof setInterval> | undefined;
  let typing: ReturnType<typeof setInterval> | undefined;

  const show = (text: string, typed: number) => {
    if (!line) return;
    line.textContent = text.slice(0, typed);
    line.toggleAttribute("data-typing", typed < text.length);
  };

  /** The next text starts empty and is typed in, one character at a time, within 4 s. */
  const next = () => {
    clearInterval(typing);
    index = (index + 1) % texts.length;
    const text = texts[index] ?? "";
    let typed = 0;
    show(text, typed);
    typing = setInterval(
      () => {
        show(text, ++typed);
        if (typed >= text.length) clearInterval(typing);
      },
      Math.floor(TYPEWRITER_TYPING_MS / Math.max(text.length, 1)),
    );
  };

  /**
   * Whether anything really moves: the typewriter's rotation, or a video between its "playing"
   * and its next "pause". The control's label says this, not what the visitor last asked for: a
   * video still loading, refused by the browser (autoplay, power saving) or stalled has not moved
   * yet, and the control offers to start it.
   */
  let videoPlays = false;
  const moving = () => rotation !== undefined || videoPlays;

  const label = () => {
    if (!button) return;
    const still = !moving();
    button.textContent = (still ? slot.dataset.resume : slot.dataset.pause) ?? "";
    button.toggleAttribute("data-paused", still);
  };

  /** Brings everything in line with the conditions and the control's state. */
  const update = () => {
    const videoAllowed =
      template !== null && wide.matches && motion.matches && connection?.saveData !== true;
    const typewriterMoves = line !== null && texts.length > 1 && motion.matches;

    if (videoAllowed && !video) {
      const created = template.content.firstElementChild?.cloneNode(true) as HTMLVideoElement;
      const follow = (plays: boolean) => () => {
        if (video !== created) return;
        videoPlays = plays;
        // Fades in over the poster once it really plays; until then the poster shows.
        if (plays) created.toggleAttribute("data-ready", true);
        label();
      };
      created.addEventListener("playing", follow(true));
      created.addEventListener("pause", follow(false));
      template.after(created);
      video = created;
    } else if (!videoAllowed && video) {
      video.remove();
      video = undefined;
      videoPlays = false;
    }
    if (video && paused) {
      video.pause();
      // Stopped now; its "pause" event comes later.
      videoPlays = false;
    } else if (video) {
      // Autoplay is allowed for muted media only; the property, not just the attribute.
      video.muted = true;
      // The template says preload="none", so that a video put in while paused loads nothing.
      // WebKit never starts a preload="none" video on play() (it stays at readyState 0, the
      // poster showing), so the video is told to load when it is to play.
      video.preload = "auto";
      // A refusal fires no "pause" (the video never left it): the label says it stands still.
      video.play().catch(label);
    }

    if (typewriterMoves && !paused) {
      rotation ??= setInterval(next, TYPEWRITER_INTERVAL_MS);
    } else {
      clearInterval(rotation);
      clearInterval(typing);
      rotation = undefined;
      // Still: the current text stands complete.
      show(texts[index] ?? "", Number.POSITIVE_INFINITY);
    }

    if (videoAllowed || typewriterMoves) {
      if (!button) {
        button = document.createElement("button");
        button.type = "button";
        button.className = "hero-motion-toggle";
        // Pauses what moves; where nothing moves (a refused video included) it starts it, and
        // a play() from a click is allowed where autoplay was not.
        button.addEventListener("click", () => {
          paused = moving();
          update();
        });
        slot.append(button);
      }
      label();
    } else {
      button?.remove();
      button = undefined;
    }
  };

  update();
  for (const target of [wide, motion, connection]) target?.addEventListener("change", update);
}
