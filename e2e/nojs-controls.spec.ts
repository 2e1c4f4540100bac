/**
 * Without JavaScript (a script that did not arrive, a privacy browser) the prerendered page is
 * the whole site: no control is visible that would need a script to do anything. Links and
 * disclosures (<summary>) work without one, and so do the fields and submit buttons of a form
 * the browser posts itself (the contact forms, issue 31); other buttons and fields need the app.
 */
import { expect, test } from "./fixtures.ts";
import { TEMPLATE_URLS } from "./spec-urls.ts";

const SCRIPT_CONTROLS = 'button, input, select, textarea, [role="button"], [onclick]';

// On a phone in every engine: engines/without-javascript.engine.ts.
for (const viewport of [{ name: "desktop", width: 1366, height: 900 }]) {
  test.describe(`JavaScript off, ${viewport.name}`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("no page template shows a control that needs a script", async ({ page }) => {
      const found: string[] = [];
      for (const path of TEMPLATE_URLS) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const visible = await page.locator(SCRIPT_CONTROLS).evaluateAll((elements) =>
          elements
            .filter((element) => {
              // A field or submit button of a form the browser posts itself works as it is.
              const form = (element as HTMLInputElement).form;
              const posted =
                form?.method === "post" &&
                form.getAttribute("action") !== null &&
                (!(element instanceof HTMLButtonElement) || element.type === "submit");
              return (
                (element as HTMLElement).checkVisibility({ visibilityProperty: true }) && !posted
              );
            })
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} „${element.textContent?.trim() || element.getAttribute("name") || ""}“`,
            ),
        );
        found.push(...visible.map((control) => `${path}: ${control}`));
      }
      expect(found).toEqual([]);
    });
  });
}
