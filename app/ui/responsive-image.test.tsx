import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { media } from "#content/media.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

const portrait = media.portraits.psychotherapie[0];

function renderImage(priority?: boolean) {
  const { container } = render(
    <ResponsiveImage
      image={portrait}
      sizes="(min-width: 48rem) 24rem, 90vw"
      priority={priority}
      className="portrait"
    />,
  );
  const img = container.querySelector("img");
  if (!img) throw new Error("no <img>");
  return { container, img };
}

describe("ResponsiveImage", () => {
  it("offers AVIF before WebP, in every width, with the given sizes", () => {
    const { container } = renderImage();
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    for (const source of sources) {
      expect(source.getAttribute("sizes")).toBe("(min-width: 48rem) 24rem, 90vw");
      expect(source.getAttribute("srcset")?.split(", ")).toHaveLength(4);
    }
    expect(sources[0]?.getAttribute("srcset")).toContain(
      "/media/portraits/psychotherapie-1-800.avif 800w",
    );
  });

  it("gives the <img> its fallback, alt text, size and class", () => {
    const { img } = renderImage();
    expect(img.closest("picture")).not.toBeNull();
    expect(img).toHaveAttribute("src", portrait.src);
    expect(img).toHaveAttribute("alt", portrait.alt);
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "1000");
    expect(img).toHaveClass("portrait");
  });

  it("loads lazily and decodes asynchronously by default", () => {
    const { img } = renderImage();
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads a priority picture at once with high priority", () => {
    const { img } = renderImage(true);
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("decoding");
  });

  it("keeps an empty alt for decorative pictures and renders SVGs without sources", () => {
    const { container } = render(
      <>
        <ResponsiveImage image={media.homeHero} sizes="100vw" priority />
        <ResponsiveImage image={media.logo} sizes="4rem" />
      </>,
    );
    const [hero, logo] = [...container.querySelectorAll("img")];
    expect(hero).toHaveAttribute("alt", "");
    expect(logo).toHaveAttribute("src", "/media/logo.svg");
    expect(logo?.parentElement?.querySelectorAll("source")).toHaveLength(0);
  });
});
