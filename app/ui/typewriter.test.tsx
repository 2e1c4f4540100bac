import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sportLanding } from "#content/pages/sport-landing.ts";
import { HeroMotionProvider, HeroMotionToggle } from "./hero-motion.tsx";
import {
  TYPEWRITER_INTERVAL_MS,
  TYPEWRITER_TYPING_MS,
  Typewriter,
  useTypewriter,
} from "./typewriter.tsx";

const texts = sportLanding.typewriter;

/** What the eye sees: the typed part of the current text. */
const shown = (container: HTMLElement) =>
  container.querySelector(".typewriter__text")?.textContent ?? null;

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The typewriter as the sports hero has it: with the hero's one motion control. */
function InHero() {
  return (
    <HeroMotionProvider>
      <Typewriter texts={texts} />
      <HeroMotionToggle />
    </HeroMotionProvider>
  );
}

/** Uses the typewriter without rendering its element. */
function WithoutElement() {
  const ref = useRef<HTMLSpanElement>(null);
  const { shown: text } = useTypewriter(ref, texts, { enabled: true });
  return <p>{text}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Typewriter", () => {
  it("uses the spec's timing: 5000 ms per text, 4 s typing, three texts", () => {
    expect(TYPEWRITER_INTERVAL_MS).toBe(5000);
    expect(TYPEWRITER_TYPING_MS).toBe(4000);
    expect(texts).toHaveLength(3);
  });

  it("starts with the first text complete and gives screen readers every text once", () => {
    const { container } = render(<InHero />);
    expect(shown(container)).toBe(texts[0]);
    expect(container.querySelector(".visually-hidden")?.textContent).toBe(texts.join(" "));
    expect(container.querySelector(".typewriter__stack")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the next text every 5000 ms and types it in within 4 s", () => {
    const { container } = render(<InHero />);
    advance(TYPEWRITER_INTERVAL_MS - 1);
    expect(shown(container)).toBe(texts[0]);

    advance(1);
    expect(shown(container)).toBe("");
    advance(TYPEWRITER_TYPING_MS / 2);
    const half = shown(container) ?? "";
    expect(half.length).toBeGreaterThan(0);
    expect(half.length).toBeLessThan(texts[1].length);
    expect(texts[1].startsWith(half)).toBe(true);
    advance(TYPEWRITER_TYPING_MS / 2);
    expect(shown(container)).toBe(texts[1]);

    advance(TYPEWRITER_INTERVAL_MS - TYPEWRITER_TYPING_MS);
    expect(shown(container)).toBe("");
    advance(TYPEWRITER_TYPING_MS);
    expect(shown(container)).toBe(texts[2]);

    advance(TYPEWRITER_INTERVAL_MS - TYPEWRITER_TYPING_MS + TYPEWRITER_TYPING_MS);
    expect(shown(container)).toBe(texts[0]);
  });

  it("sets no timer when its element does not exist", () => {
    render(<WithoutElement />);
    expect(vi.getTimerCount()).toBe(0);
    advance(3 * TYPEWRITER_INTERVAL_MS);
    expect(screen.getByText(texts[0])).toBeInTheDocument();
  });

  it("clears every timer on unmount, also in the middle of typing", () => {
    const { unmount } = render(<InHero />);
    expect(vi.getTimerCount()).toBe(1);
    advance(TYPEWRITER_INTERVAL_MS + 1000);
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stays still under prefers-reduced-motion", () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: query === "(prefers-reduced-motion: reduce)",
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const { container } = render(<InHero />);
    expect(vi.getTimerCount()).toBe(0);
    advance(3 * TYPEWRITER_INTERVAL_MS);
    expect(shown(container)).toBe(texts[0]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("can be paused and resumed with the hero's control (WCAG 2.2.2), whole text while paused", () => {
    const { container } = render(<InHero />);
    advance(TYPEWRITER_INTERVAL_MS + 1000);
    fireEvent.click(screen.getByRole("button", { name: "Bewegung anhalten" }));
    expect(vi.getTimerCount()).toBe(0);
    expect(shown(container)).toBe(texts[1]);
    advance(3 * TYPEWRITER_INTERVAL_MS);
    expect(shown(container)).toBe(texts[1]);

    fireEvent.click(screen.getByRole("button", { name: "Bewegung fortsetzen" }));
    advance(TYPEWRITER_INTERVAL_MS + TYPEWRITER_TYPING_MS);
    expect(shown(container)).toBe(texts[2]);
  });

  it("has no control of its own and stays still outside a hero, where nothing could pause it", () => {
    const { container } = render(<Typewriter texts={texts} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    advance(3 * TYPEWRITER_INTERVAL_MS);
    expect(shown(container)).toBe(texts[0]);
  });

  it("prerenders the still text and no control", () => {
    const html = renderToString(<InHero />);
    expect(html).not.toContain("<button");
    expect(html).toContain(texts[0]);
  });
});
