/**
 * axe-core in the browser tests, one way everywhere: every rule axe runs by default (WCAG 2.x
 * A/AA and best practices), one line per violation and node, on the page at rest.
 *
 * axe-core itself, put into the page once per document and run there. @axe-core/playwright's
 * default mode opened a second blank page for every check to merge the results of frames (this
 * site has none: 0.87 s a page against 0.45 s in its legacy mode, measured 2026-11-27), and even
 * its legacy mode took about 0.15 s more than injecting and running axe (0.32–0.38 s against
 * 0.15–0.21 s a page, measured 2026-12-07). The page's CSP does not apply: Playwright evaluates
 * the source through the DevTools protocol, as it evaluates any script of a test.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type Axe from "axe-core";
import { expect } from "./fixtures.ts";

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Resolves once no finite CSS transition or animation runs in the page: axe measures colours
 * as they are, and an element halfway through a fade (the quick links stepping aside) has a
 * contrast no visitor sees for longer than the fade. Two frames first, so a change of state the
 * page makes in its next frame (a scroll handled in requestAnimationFrame) has started its
 * transition. Endless ones (none on this site yet) would never finish and are left out. Runs in
 * the page.
 */
export async function motionSettled(): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await frame();
  await frame();
  for (;;) {
    const moving = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === "running" &&
          Number.isFinite(
            animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY,
          ),
      );
    if (moving.length === 0) return;
    // A transition replaced midway rejects its promise: settled is all that counts here.
    await Promise.allSettled(moving.map((animation) => animation.finished));
    // What finishing one animation starts (a transition on its end state) shows a frame later.
    await frame();
  }
}

/** The violations on the page once it is at rest: `rule (impact) help at target: summary`. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(motionSettled);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof Axe }).axe.run(document, {
      resultTypes: ["violations"],
    }),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${violation.help} at ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`,
    ),
  );
}

export async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
