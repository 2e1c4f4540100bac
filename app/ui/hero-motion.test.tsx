import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { media } from "#content/media.ts";
import { sportLanding } from "#content/pages/sport-landing.ts";
import { HeroBackdrop } from "./hero-backdrop.tsx";
import { MOTION_OK, WIDE_SCREEN } from "./hero-video.tsx";
import { PageHero } from "./page-hero.tsx";
import { TYPEWRITER_INTERVAL_MS, Typewriter } from "./typewriter.tsx";

const texts = sportLanding.typewriter;

/** matchMedia answering each query from `answers`; unknown queries do not match. */
function mockMatchMedia(answers: Record<string, boolean>) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: answers[query] ?? false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();

function SportHero() {
  return (
    <PageHero
      backdrop={
        <HeroBackdrop
          slot="sportphysiotherapie"
          media={{ video: media.videos.sportphysiotherapie }}
        />
      }
      motion="child"
      heading="Sportphysiotherapie"
    >
      <Typewriter texts={texts} />
    </PageHero>
  );
}

const shown = (container: HTMLElement) =>
  container.querySelector(".typewriter__text")?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  play.mockClear();
  pause.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(pause);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the hero's one motion control", () => {
  it("is not in the prerendered HTML, whose slot for it is empty", () => {
    const html = renderToString(<SportHero />);
    expect(html).toContain('<div class="hero__motion"></div>');
    expect(html).not.toContain("<button");
  });

  it("pauses and resumes the typewriter and the video together", () => {
    mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    const { container } = render(<SportHero />);
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(play).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Bewegung anhalten" }));
    expect(pause).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(3 * TYPEWRITER_INTERVAL_MS);
    });
    expect(shown(container)).toBe(texts[0]);

    fireEvent.click(screen.getByRole("button", { name: "Bewegung fortsetzen" }));
    expect(play).toHaveBeenCalledTimes(2);
    act(() => {
      vi.advanceTimersByTime(TYPEWRITER_INTERVAL_MS);
    });
    expect(shown(container)).toBe("");
  });

  it("on a phone (no video) still pauses the typewriter", () => {
    mockMatchMedia({ [WIDE_SCREEN]: false, [MOTION_OK]: true });
    const { container } = render(<SportHero />);
    expect(container.querySelector("video")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Bewegung anhalten" }));
    act(() => {
      vi.advanceTimersByTime(3 * TYPEWRITER_INTERVAL_MS);
    });
    expect(shown(container)).toBe(texts[0]);
  });

  it("does not exist when nothing moves: reduced motion", () => {
    mockMatchMedia({
      [WIDE_SCREEN]: true,
      [MOTION_OK]: false,
      "(prefers-reduced-motion: reduce)": true,
    });
    render(<SportHero />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("does not exist in a hero without motion", () => {
    mockMatchMedia({ [WIDE_SCREEN]: true, [MOTION_OK]: true });
    const { container } = render(<PageHero heading="Impressum" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector(".hero__motion")).toBeNull();
  });
});
