/**
 * The Nu HTML Checker over every prerendered page of the build, in one Java run (slow to start,
 * fast per file). Needs Java: fails with the install command when it is missing. Reads the
 * build, needs no browser: `npm run test:build` (vitest.build.config.ts), after
 * `npm run build`.
 */
import { expect, test } from "vitest";
import { CLIENT_DIR } from "./build-dir.ts";
import { formatVnuMessage, prerenderedHtmlFiles, runVnu } from "./vnu.ts";

test("Nu HTML checker: no errors in any prerendered page", { timeout: 240_000 }, async () => {
  const files = prerenderedHtmlFiles(CLIENT_DIR);
  expect(files.length, `prerendered pages in ${CLIENT_DIR}`).toBeGreaterThan(30);
  const messages = await runVnu(files);
  expect(messages.map((message) => formatVnuMessage(message, CLIENT_DIR))).toEqual([]);
});
