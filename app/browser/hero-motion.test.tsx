import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Typewriter } from "#app/ui/typewriter.tsx";
import { sportLanding } from "#content/pages/sport-landing.ts";
import { prerenderedPage } from "#test-support/pages.tsx";
import {
  enhanceHeroes,
  MOTION_OK,
  TYPEWRITER_INTERVAL_MS,
  TYPEWRITER_TYPING_MS,
  WIDE_SCREEN,
} from "./hero-motion.ts";

/** The heroes' motion (WCAG 2.2.2, requirements §9) on the heroes' prerendered HTML. */

const texts = sportLanding.typewriter;

/** The sports landing page: its hero has the typewriter and video, one control at every width. */
const sportHero = "/sportphysiotherapie";
/** The psychotherapy landing page: only its hero's video moves. */
const videoHero = "/psychotherapie";
/** A page whose hero does not move. */
const stillHero = "/impressum";

/** Puts the prerendered HTML into the document and runs the module on it. */
function enhanced(path: string) {
  document.body.innerHTML = `<main>${prerenderedPage(path)}</main>`;
  enhanceHeroes();
  return document.body;
}

/** A controllable matchMedia: each query's answer can change and tells its listeners. */
function mockMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => {
      const set = listeners.get(query) ?? new Set();
      listeners.set(query, set);
      return {
        media: query,
        get matches() {
          return state[query] ?? false;
        },
        addEventListener: (_type: string, listener: () => void) => set.add(listener),
        removeEventListener: (_type: string, listener: () => void) => set.delete(listener),
      };
    }),
  );
  return (query: string, matches: boolean) => {
    state[query] = matches;
    for (const listener of listeners.get(query) ?? []) listener();
  };
}

/** navigator.connection with the given Save-Data; returns a function that changes it. */
function mockConnection(saveData: boolean) {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
  return (next: boolean) => {
    connection.saveData = next;
    connection.dispatchEvent(new Event("change"));
  };
}

/**
 * The media element as a browser runs it (jsdom plays nothing): play() leaves "paused" and
 * fires "play" at once, "playing" once it really plays (here: on the next microtask, or when
 * a test says so); pause() returns to "paused" and fires "pause".
 */
const pausedState = new WeakMap<HTMLMediaElement, boolean>();
let startsAtOnce = true;
const startPlaying = (element: HTMLMediaElement) => element.dispatchEvent(new Event("playing"));
const play = vi.fn(function (this: HTMLMediaElement) {
  if (pausedState.get(this) === false) return Promise.resolve();
  pausedState.set(this, false);
  this.dispatchEvent(new Event("play"));
  if (startsAtOnce) queueMicrotask(() => startPlaying(this));
  return Promise.resolve();
});
const pause = vi.fn(function (this: HTMLMediaElement) {
  if (pausedState.get(this) !== false) return;
  pausedState.set(this, true);
  this.dispatchEvent(new Event("pause"));
});
/** As a browser refuses autoplay: the promise rejects, the video stays paused, no event. */
const refuse = () => Promise.reject(new DOMException("denied", "NotAllowedError"));

const shown = () => document.querySelector(".typewriter__text")?.textContent ?? null;
const videoElement = () => document.querySelector("main video");
const advance = (ms: number) => vi.advanceTimersByTime(ms);
/** Lets the media events the mock queued (a video's "playing") arrive. */
const settle = () => Promise.resolve();
const wideAndWelcome = { [WIDE_SCREEN]: true, [MOTION_OK]: true };

beforeEach(() => {
  vi.useFakeTimers();
  play.mockClear();
  pause.mockClear();
  startsAtOnce = true;
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return pausedState.get(this) ?? true;
  });
  Object.defineProperty(navigator, "connection", { value: undefined, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the typewriter", () => {
  it("uses the spec's timing: 5000 ms per text, 4 s typing, three texts", () => {
    expect(TYPEWRITER_INTERVAL_MS).toBe(5000);
    expect(TYPEWRITER_TYPING_MS).toBe(4000);
    expect(texts).toHaveLength(3);
  });

  it("shows the next text every 5000 ms and types it in within 4 s, with a cursor while typing", () => {
    mockMatchMedia({ [MOTION_OK]: true });
    enhanced(sportHero);
    const line = document.querySelector(".typewriter__text");
    expect(shown()).toBe(texts[0]);
    advance(TYPEWRITER_INTERVAL_MS - 1);
    expect(shown()).toBe(texts[0]);

    advance(1);
    expect(shown()).toBe("");
    expect(line).toHaveAttribute("data-typing");
    advance(TYPEWRITER_TYPING_MS / 2);
    const half = shown() ?? "";
    expect(half.length).toBeGreaterThan(0);
    expect(half.length).toBeLessThan(texts[1].length);
    expect(texts[1].startsWith(half)).toBe(true);
    advance(TYPEWRITER_TYPING_MS / 2);
    expect(shown()).toBe(texts[1]);
    expect(line).not.toHaveAttribute("data-typing");

    advance(TYPEWRITER_INTERVAL_MS - TYPEWRITER_TYPING_MS);
    expect(shown()).toBe("");
    advance(TYPEWRITER_TYPING_MS);
    expect(shown()).toBe(texts[2]);

    advance(TYPEWRITER_INTERVAL_MS);
    expect(shown()).toBe(texts[0]);
  });

  it("keeps the texts for screen readers and the sizers as prerendered", () => {
    mockMatchMedia({ [MOTION_OK]: true });
    enhanced(sportHero);
    advance(TYPEWRITER_INTERVAL_MS + 1000);
    expect(document.querySelector(".typewriter .visually-hidden")?.textContent).toBe(
      texts.join(" "),
    );
    expect(
      [...document.querySelectorAll(".typewriter__sizer")].map((sizer) => sizer.textContent),
    ).toEqual(texts);
  });

  it("stays still and sets no timer under prefers-reduced-motion, without a control", () => {
    mockMatchMedia({ [MOTION_OK]: false });
    enhanced(sportHero);
    expect(vi.getTimerCount()).toBe(0);
    advance(3 * TYPEWRITER_INTERVAL_MS);
    expect(shown()).toBe(texts[0]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("stops where it is, complete, when reduced motion is switched on while it types", () => {
    const change = mockMatchMedia({ [MOTION_OK]: true });
    enhanced(sportHero);
    advance(TYPEWRITER_INTERVAL_MS + 1000);
    change(MOTION_OK, false);
    expect(shown()).toBe(texts[1]);
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("does not move outside a hero with a motion control, where nothing could pause it", () => {
    mockMatchMedia({ [MOTION_OK]: true });
    document.body.innerHTML = renderToString(<Typewriter texts={texts} />);
    enhanceHeroes();
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the hero's one control", () => {
  it("goes into the prerendered slot, with the slot's labels, only while something moves", () => {
    mockMatchMedia({ [WIDE_SCREEN]: false, [MOTION_OK]: true });
    enhanced(sportHero);
    const button = screen.getByRole("button", { name: "Animation anhalten" });
    expect(button).toHaveAttribute("type", "button");
    expect(button.parentElement).toHaveClass("hero__motion");
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  it("pauses and resumes the typewriter and the video together; paused, the text is whole", () => {
    mockMatchMedia(wideAndWelcome);
    enhanced(sportHero);
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(play).toHaveBeenCalledTimes(1);
    advance(TYPEWRITER_INTERVAL_MS + 1000);

    fireEvent.click(screen.getByRole("button", { name: "Animation anhalten" }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(shown()).toBe(texts[1]);
    expect(screen.getByRole("button")).toHaveAttribute("data-paused");
    advance(3 * TYPEWRITER_INTERVAL_MS);
    expect(shown()).toBe(texts[1]);

    fireEvent.click(screen.getByRole("button", { name: "Animation fortsetzen" }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button")).not.toHaveAttribute("data-paused");
    advance(TYPEWRITER_INTERVAL_MS + TYPEWRITER_TYPING_MS);
    expect(shown()).toBe(texts[2]);
  });

  it("on a phone (no video) still pauses the typewriter", () => {
    mockMatchMedia({ [WIDE_SCREEN]: false, [MOTION_OK]: true });
    enhanced(sportHero);
    expect(videoElement()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Animation anhalten" }));
    advance(3 * TYPEWRITER_INTERVAL_MS);
    expect(shown()).toBe(texts[0]);
  });

  it("does not exist in a hero without motion", () => {
    mockMatchMedia(wideAndWelcome);
    enhanced(stillHero);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the hero video", () => {
  it("is put over the poster on a wide screen: muted, inline, looping, hidden from assistive technology", async () => {
    mockMatchMedia(wideAndWelcome);
    mockConnection(false);
    enhanced(videoHero);
    await settle();
    const element = videoElement() as HTMLVideoElement;
    expect(element).not.toBeNull();
    expect(element.muted).toBe(true);
    expect(element).toHaveAttribute("playsinline");
    expect(element).toHaveAttribute("loop");
    // Told to load as it is told to play: WebKit never starts a preload="none" video.
    expect(element).toHaveAttribute("preload", "auto");
    expect(element).toHaveAttribute("aria-hidden", "true");
    expect(element).toHaveAttribute("tabindex", "-1");
    expect([...element.querySelectorAll("source")].map((s) => s.getAttribute("src"))).toEqual([
      "/media/video/psychotherapie.webm",
      "/media/video/psychotherapie.mp4",
    ]);
    expect(play).toHaveBeenCalledTimes(1);
    // The poster stays underneath, as the fallback and the LCP element.
    expect(element.parentElement?.querySelector("img")).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByRole("button", { name: "Animation anhalten" })).toBeInTheDocument();
  });

  it("fades in once it really plays", () => {
    mockMatchMedia(wideAndWelcome);
    enhanced(videoHero);
    const element = videoElement() as HTMLVideoElement;
    expect(element).not.toHaveAttribute("data-ready");
    element.dispatchEvent(new Event("playing"));
    expect(element).toHaveAttribute("data-ready");
  });

  it("is not put in on a narrow screen, with Save-Data, or under reduced motion", () => {
    for (const [answers, saveData] of [
      [{ [WIDE_SCREEN]: false, [MOTION_OK]: true }, false],
      [wideAndWelcome, true],
      [{ [WIDE_SCREEN]: true, [MOTION_OK]: false }, false],
    ] as const) {
      mockMatchMedia(answers);
      mockConnection(saveData);
      enhanced(videoHero);
      expect(videoElement()).toBeNull();
      expect(screen.queryByRole("button")).toBeNull();
      expect(play).not.toHaveBeenCalled();
    }
  });

  it("goes when reduced motion is switched on, and comes back, playing, when it is off", async () => {
    const change = mockMatchMedia(wideAndWelcome);
    enhanced(videoHero);
    change(MOTION_OK, false);
    expect(videoElement()).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    change(MOTION_OK, true);
    expect(videoElement()).not.toBeNull();
    expect(play).toHaveBeenCalledTimes(2);
    await settle();
    expect(screen.getByRole("button", { name: "Animation anhalten" })).toBeInTheDocument();
  });

  it("goes when the screen narrows or Save-Data is switched on", () => {
    const change = mockMatchMedia(wideAndWelcome);
    const saveData = mockConnection(false);
    enhanced(videoHero);
    change(WIDE_SCREEN, false);
    expect(videoElement()).toBeNull();
    change(WIDE_SCREEN, true);
    expect(videoElement()).not.toBeNull();
    saveData(true);
    expect(videoElement()).toBeNull();
  });

  it("comes back paused when the visitor had paused the hero, and then loads nothing", () => {
    const change = mockMatchMedia({ [WIDE_SCREEN]: false, [MOTION_OK]: true });
    enhanced(sportHero);
    fireEvent.click(screen.getByRole("button", { name: "Animation anhalten" }));
    change(WIDE_SCREEN, true);
    expect(videoElement()).not.toBeNull();
    expect(videoElement()).toHaveAttribute("preload", "none");
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Animation fortsetzen" })).toBeInTheDocument();
  });

  it("keeps the poster when the browser refuses to play", async () => {
    play.mockImplementationOnce(refuse);
    mockMatchMedia(wideAndWelcome);
    enhanced(videoHero);
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    expect(document.querySelector("main img")).not.toBeNull();
    expect(videoElement()).not.toHaveAttribute("data-ready");
  });
});

describe("the control tells the truth", () => {
  it("offers to start a video the browser refused, and a click starts it", async () => {
    play.mockImplementationOnce(refuse);
    mockMatchMedia(wideAndWelcome);
    enhanced(videoHero);
    await settle();
    const button = screen.getByRole("button", { name: "Animation fortsetzen" });
    expect(button).toHaveAttribute("data-paused");
    expect((videoElement() as HTMLVideoElement).paused).toBe(true);

    fireEvent.click(button);
    expect(play).toHaveBeenCalledTimes(2);
    await settle();
    expect(screen.getByRole("button", { name: "Animation anhalten" })).not.toHaveAttribute(
      "data-paused",
    );
    expect(videoElement()).toHaveAttribute("data-ready");
  });

  it("says nothing moves while the video has not started yet (loading or stalled)", async () => {
    startsAtOnce = false;
    mockMatchMedia(wideAndWelcome);
    enhanced(videoHero);
    await settle();
    expect(screen.getByRole("button", { name: "Animation fortsetzen" })).toBeInTheDocument();
    startPlaying(videoElement() as HTMLVideoElement);
    expect(screen.getByRole("button", { name: "Animation anhalten" })).toBeInTheDocument();
  });

  it("follows a video that the browser pauses on its own, and a click resumes it", async () => {
    mockMatchMedia(wideAndWelcome);
    enhanced(videoHero);
    await settle();
    const element = videoElement() as HTMLVideoElement;
    element.pause();
    expect(screen.getByRole("button", { name: "Animation fortsetzen" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button"));
    await settle();
    expect(element.paused).toBe(false);
    expect(screen.getByRole("button", { name: "Animation anhalten" })).toBeInTheDocument();
  });

  it("with the typewriter moving, says so even when the video is refused, and pauses both", async () => {
    play.mockImplementationOnce(refuse);
    mockMatchMedia(wideAndWelcome);
    enhanced(sportHero);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Animation anhalten" }));
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByRole("button", { name: "Animation fortsetzen" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button"));
    await settle();
    expect((videoElement() as HTMLVideoElement).paused).toBe(false);
    expect(screen.getByRole("button", { name: "Animation anhalten" })).toBeInTheDocument();
  });

  it("says paused at once when the visitor pauses, before the video's own event", async () => {
    mockMatchMedia(wideAndWelcome);
    enhanced(videoHero);
    await settle();
    pause.mockImplementationOnce(function (this: HTMLMediaElement) {
      pausedState.set(this, true);
    });
    fireEvent.click(screen.getByRole("button", { name: "Animation anhalten" }));
    expect(screen.getByRole("button", { name: "Animation fortsetzen" })).toBeInTheDocument();
  });
});
