import { type RefObject, useEffect, useRef, useState } from "react";
import { useHeroMotion } from "./hero-motion.tsx";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/** requirements §9: the typewriter shows its next text every 5000 ms … */
export const TYPEWRITER_INTERVAL_MS = 5000;
/** … and types it in over 4 s. */
export const TYPEWRITER_TYPING_MS = 4000;

type Options = {
  /** False stops the rotation (paused, or reduced motion): the current text stands complete. */
  enabled: boolean;
  intervalMs?: number;
  typingMs?: number;
};

/**
 * Rotates through `texts` while the element behind `ref` exists: every `intervalMs` the next
 * text starts and is typed in, one character at a time, within `typingMs`. Returns the text
 * and the part of it shown. Every timer is cleared on unmount and when disabled.
 */
export function useTypewriter(
  ref: RefObject<Element | null>,
  texts: readonly string[],
  { enabled, intervalMs = TYPEWRITER_INTERVAL_MS, typingMs = TYPEWRITER_TYPING_MS }: Options,
): { text: string; shown: string } {
  const [state, setState] = useState({ index: 0, typed: texts[0]?.length ?? 0 });
  const indexRef = useRef(0);

  useEffect(() => {
    if (!enabled || ref.current === null || texts.length < 2) return;
    let index = indexRef.current;
    let typing: ReturnType<typeof setInterval> | undefined;
    const stopTyping = () => {
      clearInterval(typing);
      typing = undefined;
    };
    const rotation = setInterval(() => {
      stopTyping();
      index = (index + 1) % texts.length;
      indexRef.current = index;
      const length = texts[index]?.length ?? 0;
      let typed = 0;
      setState({ index, typed });
      typing = setInterval(
        () => {
          typed += 1;
          setState({ index, typed });
          if (typed >= length) stopTyping();
        },
        Math.floor(typingMs / Math.max(length, 1)),
      );
    }, intervalMs);
    return () => {
      clearInterval(rotation);
      stopTyping();
    };
  }, [enabled, ref, texts, intervalMs, typingMs]);

  const text = texts[state.index] ?? "";
  return { text, shown: enabled ? text.slice(0, state.typed) : text };
}

/**
 * The sports hero's rotating line. Screen readers get all texts once; the animation is for the
 * eyes only, stays still under prefers-reduced-motion and pauses with the hero's motion control
 * (WCAG 2.2.2; see hero-motion.tsx), so it moves only inside a hero. The invisible copies of
 * every text reserve the height of the longest, so nothing below jumps.
 */
export function Typewriter({ texts }: { texts: readonly string[] }) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const animated = !reducedMotion && texts.length > 1;
  const { paused } = useHeroMotion(animated);
  const { text, shown } = useTypewriter(ref, texts, { enabled: animated && !paused });
  return (
    <p className="typewriter">
      <span className="visually-hidden">{texts.join(" ")}</span>
      <span className="typewriter__stack" aria-hidden="true">
        {texts.map((candidate) => (
          <span key={candidate} className="typewriter__sizer">
            {candidate}
          </span>
        ))}
        <span
          ref={ref}
          className="typewriter__text"
          data-typing={shown.length < text.length || undefined}
        >
          {shown}
        </span>
      </span>
    </p>
  );
}
