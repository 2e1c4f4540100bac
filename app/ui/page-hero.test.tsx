import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageHero } from "./page-hero.tsx";

/** The prerendered hero; its control is the site module's (app/browser/hero-motion.test.tsx). */
describe("PageHero", () => {
  it("has the single h1, and its lead", () => {
    const html = renderToString(<PageHero heading="Impressum" lead="Angaben" />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<p class="hero__lead">Angaben</p>');
  });

  it("reserves an empty slot for the motion control, with the control's labels, and no button", () => {
    const html = renderToString(<PageHero heading="Sportphysiotherapie" motion="child" />);
    expect(html).toContain(
      '<div class="hero__motion" data-pause="Animation anhalten" data-resume="Animation fortsetzen"></div>',
    );
    expect(html).not.toContain("<button");
  });

  it("reserves the slot on wide screens only when only the video moves", () => {
    const html = renderToString(<PageHero heading="Psychotherapie" motion="video" />);
    expect(html).toContain('class="hero__motion hero__motion--wide"');
  });

  it("has no slot when nothing moves", () => {
    expect(renderToString(<PageHero heading="Impressum" />)).not.toContain("hero__motion");
  });

  it("is dark with a backdrop, light without", () => {
    expect(renderToString(<PageHero heading="A" backdrop={<div />} />)).toContain(
      '<header class="hero hero--dark">',
    );
    expect(renderToString(<PageHero heading="A" />)).toContain('<header class="hero">');
  });
});
