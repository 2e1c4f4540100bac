import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from "react";
import { pauseMotion, resumeMotion } from "#content/frame.ts";

type HeroMotion = {
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** Ids of the parts that move now or would if resumed (a typewriter, a video on screen). */
  active: ReadonlySet<string>;
  setActive: (id: string, active: boolean) => void;
};

const HeroMotionContext = createContext<HeroMotion | null>(null);

/**
 * The shared motion state of one hero: its typewriter and its video pause and resume together
 * (WCAG 2.2.2), from one control instead of one per part.
 */
export function HeroMotionProvider({ children }: { children: ReactNode }) {
  const [paused, setPaused] = useState(false);
  const [active, setActiveSet] = useState<ReadonlySet<string>>(new Set());
  const setActive = useCallback(
    (id: string, value: boolean) =>
      setActiveSet((current) => {
        if (current.has(id) === value) return current;
        const next = new Set(current);
        if (value) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const value = useMemo(
    () => ({ paused, setPaused, active, setActive }),
    [paused, active, setActive],
  );
  return <HeroMotionContext.Provider value={value}>{children}</HeroMotionContext.Provider>;
}

/**
 * A part of a hero that moves while `active` is true (by its own conditions: reduced motion,
 * screen width) tells the hero so, which shows the control. Returns whether it may move now:
 * not while paused, and never outside a hero, where nothing could pause it.
 */
export function useHeroMotion(active: boolean): { paused: boolean } {
  const motion = useContext(HeroMotionContext);
  const id = useId();
  const setActive = motion?.setActive;
  useEffect(() => {
    if (!setActive || !active) return;
    setActive(id, true);
    return () => setActive(id, false);
  }, [setActive, id, active]);
  return { paused: motion?.paused ?? true };
}

/**
 * The control. It exists only while something can move: parts report that from an effect, so
 * never in the prerendered HTML, without script or under prefers-reduced-motion. The slot
 * around it is in the HTML, so its appearance shifts no text.
 */
export function HeroMotionToggle() {
  const motion = useContext(HeroMotionContext);
  if (!motion || motion.active.size === 0) return null;
  const { paused, setPaused } = motion;
  return (
    <button
      type="button"
      className="hero-motion-toggle"
      data-paused={paused || undefined}
      onClick={() => setPaused(!paused)}
    >
      {paused ? resumeMotion : pauseMotion}
    </button>
  );
}
