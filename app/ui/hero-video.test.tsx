import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { media } from "#content/media.ts";
import { HeroVideo } from "./hero-video.tsx";

const video = media.videos.psychotherapie;

/** The prerendered hero video; when it plays is the site module's (app/browser/hero-motion.test.tsx). */
describe("HeroVideo", () => {
  it("prerenders the poster as a high-priority picture", () => {
    const html = renderToString(<HeroVideo video={video} className="hero__backdrop" />);
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(html).toContain('class="hero-video hero__backdrop"');
    expect(html).toContain("/media/hero/psychotherapie-800.avif 800w");
  });

  it("keeps the video in an inert template, so that nothing of it loads or plays without the module", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<HeroVideo video={video} />);
    expect(container.querySelector("video")).toBeNull();
    const template = container.querySelector("template");
    // Taken into this document as the site module does, to be looked at like any element.
    const element = template && document.importNode(template.content, true).querySelector("video");
    expect(element).toHaveClass("hero-video__media", "hero-video__video");
    for (const attribute of ["muted", "playsinline", "loop"]) {
      expect(element).toHaveAttribute(attribute);
    }
    // Until the module plays it (and sets preload="auto"), nothing of it loads.
    expect(element).toHaveAttribute("preload", "none");
    expect(element).toHaveAttribute("aria-hidden", "true");
    expect(element).toHaveAttribute("tabindex", "-1");
    expect(element).not.toHaveAttribute("autoplay");
    expect(
      [...(element?.querySelectorAll("source") ?? [])].map((source) => [
        source.getAttribute("src"),
        source.getAttribute("type"),
      ]),
    ).toEqual(video.sources.map((source) => [source.src, source.type]));
  });
});
