/**
 * Every page template on a desktop's 1280 px and on a phone's 360 px with its text at 150 % (the
 * browser's text size, as a visitor sets it; WCAG 1.4.4): styled, the site module running,
 * nothing scrolling sideways, cut off at the right edge or sticking out of its box (a long German
 * word that neither breaks nor hyphenates), and on the phone no box clipping text either.
 *
 * The phone at 100 % text is left out: at 360 px the same media queries of the site match at
 * either size (the narrowest, max-width 22.5rem, holds at both), so its layout is the one at
 * 150 % with less text in each box, and what breaks at 100 % breaks at 150 % as well. The phone
 * at 100 % without JavaScript is a path of its own (without-javascript.engine.ts).
 */

import { cutOffText } from "../e2e/cut-off.ts";
import { TEMPLATE_URLS } from "../e2e/spec-urls.ts";
import { findStickOuts } from "../e2e/sticks-out.ts";
import { DESKTOP, expect, PHONE, test } from "./fixtures.ts";
import { enhanced, layoutProblems, styled } from "./page-checks.ts";

for (const [name, viewport, settings] of [
  ["desktop", DESKTOP, {}],
  ["phone with text at 150 %", PHONE, { textSize: 150 }],
] as const) {
  test(`every page template on a ${name}`, async ({ open }) => {
    const page = await open(viewport, settings);
    const problems: string[] = [];
    for (const path of TEMPLATE_URLS) {
      await page.goto(path);
      await page.waitFor(`${path}: the site module`, enhanced);
      expect(await page.evaluate(styled), `${path}: styled`).toBe(true);
      for (const problem of await page.evaluate(layoutProblems))
        problems.push(`${path}: ${problem}`);
      for (const { what, by } of await page.evaluate(findStickOuts))
        problems.push(`${path}: ${what} sticks out of its box by ${by} px`);
      // Larger text: nothing clipped either (WCAG 1.4.4), as e2e/text-size.spec.ts checks it.
      if ("textSize" in settings)
        for (const { what, by } of await page.evaluate(cutOffText))
          problems.push(`${path}: ${what} (${by} px)`);
    }
    expect(problems).toEqual([]);
  });
}
