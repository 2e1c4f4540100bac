/**
 * Every page template at a phone's 360 px and a desktop's 1280 px: styled, the site module
 * running, nothing scrolling sideways, cut off at the right edge or sticking out of its box (a
 * long German word that neither breaks nor hyphenates); and at 150 % text on the phone (the
 * browser's text size, as a visitor sets it; WCAG 1.4.4), where no box clips text either.
 */

import { cutOffText } from "../e2e/cut-off.ts";
import { TEMPLATE_URLS } from "../e2e/spec-urls.ts";
import { findStickOuts } from "../e2e/sticks-out.ts";
import { DESKTOP, expect, PHONE, test } from "./fixtures.ts";
import { enhanced, layoutProblems, styled } from "./page-checks.ts";

for (const [name, viewport, settings] of [
  ["phone", PHONE, {}],
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
