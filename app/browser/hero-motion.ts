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

  /** Brings everything in line with the conditions and the control's state. */
  const update = () => {
    const videoAllowed =
      template !== null && wide.matches && motion.matches && connection?.saveData !== true;
    const typewriterMoves = line !== null && texts.length > 1 && motion.matches;

    if (videoAllowed && !video) {
      const created = template.content.firstElementChild?.cloneNode(true) as HTMLVideoElement;
      // Fades in over the poster once it really plays; a refused or failed video keeps the poster.
      created.addEventListener("playing", () => created.toggleAttribute("data-ready", true));
      template.after(created);
      video = created;
    } else if (!videoAllowed && video) {
      video.remove();
      video = undefined;
    }
    if (video && paused) video.pause();
    else if (video) {
      // Autoplay is allowed for muted media only; the property, not just the attribute.
      video.muted = true;
      video.play().catch(() => {});
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
        button.addEventListener("click", () => {
          paused = !paused;
          update();
        });
        slot.append(button);
      }
      button.textContent = (paused ? slot.dataset.resume : slot.dataset.pause) ?? "";
      button.toggleAttribute("data-paused", paused);
    } else {
      button?.remove();
      button = undefined;
    }
  };

  update();
  for (const target of [wide, motion, connection]) target?.addEventListener("change", update);
}
