/**
 * Without JavaScript (a script that did not arrive, a privacy browser) the prerendered page is
 * the whole site: no control is visible that would need a script to do anything. Links and
 * disclosures (<summary>) work without one; buttons and form fields need the app.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteManifest } from "../scripts/site-files.ts";
import { expect, test } from "./fixtures.ts";

const site = JSON.parse(
  readFileSync(join(process.env.BUILD_DIR ?? "build", "site.json"), "utf8"),
) as SiteManifest;

const SCRIPT_CONTROLS = 'button, input, select, textarea, [role="button"], [onclick]';

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
]) {
  test.describe(`JavaScript off, ${viewport.name}`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("no page shows a control that needs a script", async ({ page }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      for (const path of site.pages) {
        await page.goto(path);
        const visible = await page
          .locator(SCRIPT_CONTROLS)
          .evaluateAll((elements) =>
            elements
              .filter((element) =>
                (element as HTMLElement).checkVisibility({ visibilityProperty: true }),
              )
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
