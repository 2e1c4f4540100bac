/**
 * The Nu HTML Checker over every prerendered page of the build, in one Java run (slow to
 * start, fast per file). Needs Java: fails with the install command when it is missing.
 */
import { join } from "node:path";
import { formatVnuMessage, prerenderedHtmlFiles, runVnu } from "../scripts/vnu.ts";
import { expect, test } from "./fixtures.ts";

test("Nu HTML checker: no errors in any prerendered page", async () => {
  test.setTimeout(240_000);
  const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
  const files = prerenderedHtmlFiles(clientDir);
  expect(files.length, `prerendered pages in ${clientDir}`).toBeGreaterThan(30);
  const messages = await runVnu(files);
  expect(messages.map((message) => formatVnuMessage(message, clientDir))).toEqual([]);
});
