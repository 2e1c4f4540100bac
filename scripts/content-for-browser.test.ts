/**
 * What the browser bundle gets of a content module: data for a loader that reads files, the
 * module's code for one whose exports hold a function (the contact form's formulas).
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contentForBrowser } from "./content-for-browser.ts";

const CONTENT = resolve(import.meta.dirname, "../content");

/** The plugin's answer for `file` in the client bundle: null means "bundle its code". */
async function browserModule(file: string): Promise<string | null> {
  const { load } = contentForBrowser();
  const hook = (typeof load === "function" ? load : load?.handler) as (
    this: unknown,
    id: string,
  ) => Promise<string | null>;
  return hook.call({ environment: { config: { consumer: "client" } } }, resolve(CONTENT, file));
}

// The plugin imports each module natively, outside Vitest's module cache: the loaders and their
// libraries load anew, a few seconds on a busy machine.
describe("the content modules in the browser bundle", { timeout: 30_000 }, () => {
  it("are data where they read files: the contact texts and the crisis note, no loader code", async () => {
    for (const file of ["pages/kontakt-text.ts", "crisis.ts", "practice.ts"]) {
      const code = await browserModule(file);
      expect(code, file).toMatch(/^export const \w+ = /);
      expect(code, file).not.toMatch(/node:fs|readFileSync/);
    }
    expect(await browserModule("crisis.ts")).toContain('"href":"tel:112"');
  });

  it("are code where an export holds a function, which JSON would drop", async () => {
    expect(await browserModule("pages/kontakt.ts")).toBeNull();
  });
});
