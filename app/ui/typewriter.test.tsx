import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sportLanding } from "#content/pages/sport-landing.ts";
import { Typewriter } from "./typewriter.tsx";

const texts = sportLanding.typewriter;

/** The prerendered typewriter; its motion is the site module's (app/browser/hero-motion.test.tsx). */
describe("Typewriter", () => {
  it("shows the first text complete, which is all a visitor without motion sees", () => {
    const { container } = render(<Typewriter texts={texts} />);
    expect(container.querySelector(".typewriter__text")?.textContent).toBe(texts[0]);
    expect(container.querySelector(".typewriter__text")).not.toHaveAttribute("data-typing");
  });

  it("gives screen readers every text once, and hides the moving line from them", () => {
    const { container } = render(<Typewriter texts={texts} />);
    expect(container.querySelector(".visually-hidden")?.textContent).toBe(texts.join(" "));
    expect(container.querySelector(".typewriter__stack")).toHaveAttribute("aria-hidden", "true");
  });

  it("reserves the height of the longest text with an invisible copy of each", () => {
    const { container } = render(<Typewriter texts={texts} />);
    expect(
      [...container.querySelectorAll(".typewriter__sizer")].map((sizer) => sizer.textContent),
    ).toEqual(texts);
  });

  it("prerenders no control and no script", () => {
    const html = renderToString(<Typewriter texts={texts} />);
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<script");
  });
});
