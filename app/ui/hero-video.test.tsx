import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { media } from "#content/media.ts";
import { HeroMotionProvider, HeroMotionToggle } from "./hero-motion.tsx";
import { HeroVideo, MOTION_OK, WIDE_SCREEN } from "./hero-video.tsx";

const video = media.videos.psychotherapie;

/** A controllable matchMedia: each query's answer can change and tells its listeners. */
function mockMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = vi.fn((query: string) => {
    const set = listeners.get(query) ?? new Set();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return state[query] ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => set.add(listener),
      removeEventListener: (_type: string, listener: () => void) => set.delete(listener),
      addListener: (listener: () => void) => set.add(listener),
      removeListener: (listener: () => void) => set.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return (query: string, matches: boolean) => {
    state[query] = matches;
    act(() => {
      for (const listener of listeners.get(query) ?? []) listener();
    });
  };
}

function mockConnection(saveData: boolean | undefined) {
  const connection =
    saveData === undefined ? undefined : Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();

beforeEach(() => {
  play.mockClear();
  pause.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(pause);
  mockConnection(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const videoElement = (container: HTMLElement) => container.querySelector("video");

/** The video as a hero has it: with the hero's one motion control. */
function InHero() {
  return (
    <HeroMotionProvider>
      <HeroVideo video={video} />
      <HeroMotionToggle />
    </HeroMotionProvider>
  );
}

describe("HeroVideo", () => {
  it("prerenders only the poster: a high-priority picture, no video", () => {
    const html = renderToString(<HeroVideo video={video} className="hero__backdrop" />);
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(html).toContain('class="hero-video hero__backdrop"');
    expect(html).toContain("/media/hero/psychotherapie-800.avif 800w");
    expect(html).not.toContain("<video");
  });

  it("adds a muted, inline, looping video over the poster on a wide screen", () => {
    mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    mockConnection(false);
    const { container } = render(<InHero />);
    const element = videoElement(container);
    expect(element).not.toBeNull();
    expect(element?.muted).toBe(true);
    expect(element).toHaveAttribute("playsinline");
    expect(element).toHaveAttribute("loop");
    expect(element).toHaveAttribute("autoplay");
    expect(element).toHaveAttribute("preload", "none");
    expect(element).toHaveAttribute("aria-hidden", "true");
    expect(
      [...(element?.querySelectorAll("source") ?? [])].map((s) => s.getAttribute("src")),
    ).toEqual(["/media/video/psychotherapie.webm", "/media/video/psychotherapie.mp4"]);
    expect(play).toHaveBeenCalledTimes(1);
    // The poster stays underneath, as the fallback and the LCP element.
    expect(container.querySelector("img")).toHaveAttribute("fetchpriority", "high");
  });

  it("shows no video on a narrow screen", () => {
    mockMatchMedia({ [WIDE_SCREEN]: false, [MOTION_OK]: true });
    const { container } = render(<InHero />);
    expect(videoElement(container)).toBeNull();
    expect(container.querySelector("img")).not.toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it("shows no video when the visitor asks to save data", () => {
    mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    mockConnection(true);
    const { container } = render(<InHero />);
    expect(videoElement(container)).toBeNull();
  });

  it("shows no video when the visitor prefers reduced motion", () => {
    mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: false });
    const { container } = render(<InHero />);
    expect(videoElement(container)).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("removes the video when reduced motion is switched on, and brings it back", () => {
    const change = mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    const { container } = render(<InHero />);
    expect(videoElement(container)).not.toBeNull();
    change(MOTION_OK, false);
    expect(videoElement(container)).toBeNull();
    change(MOTION_OK, true);
    expect(videoElement(container)).not.toBeNull();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("removes the video when the screen becomes narrow", () => {
    const change = mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    const { container } = render(<InHero />);
    change(WIDE_SCREEN, false);
    expect(videoElement(container)).toBeNull();
  });

  it("pauses and resumes with the hero's motion control, which exists only with the video", async () => {
    const user = userEvent.setup();
    const change = mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    render(<InHero />);
    await user.click(screen.getByRole("button", { name: "Bewegung anhalten" }));
    expect(pause).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Bewegung fortsetzen" }));
    expect(play).toHaveBeenCalledTimes(2);
    change(WIDE_SCREEN, false);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("stays on its poster outside a hero, where nothing could pause it", () => {
    mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    render(<HeroVideo video={video} />);
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps the poster when the browser refuses to play", async () => {
    play.mockImplementationOnce(() =>
      Promise.reject(new DOMException("denied", "NotAllowedError")),
    );
    mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    const { container } = render(<InHero />);
    await act(async () => {});
    expect(container.querySelector("img")).not.toBeNull();
    expect(videoElement(container)).not.toHaveAttribute("data-ready");
  });
});
