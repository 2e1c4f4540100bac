/**
 * Without JavaScript (a script that did not arrive, a privacy browser) the prerendered page is
 * the whole site: no control is visible that would need a script to do anything. Links and
 * disclosures (<summary>) work without one, and so do the fields and submit buttons of a form
 * the browser posts itself (the contact forms, issue 31); other buttons and fields need the app.
 */
import { expect, test } from "./fixtures.ts";
import { scriptOnlyControls } from "./script-only-controls.ts";
import { TEMPLATE_URLS } from "./spec-urls.ts";

// On a phone in every engine: engines/without-javascript.engine.ts.
for (const viewport of [{ name: "desktop", width: 1366, height: 900 }]) {
  test.describe(`JavaScript off, ${viewport.name}`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("no page template shows a control that needs a script", async ({ page }) => {
      const found: string[] = [];
      for (const path of TEMPLATE_URLS) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const visible = await page.evaluate(scriptOnlyControls);
        found.push(...visible.map((control) => `${path}: ${control}`));
      }
      expect(found).toEqual([]);
    });
  });
}
