/**
 * The restart page's files beside client/: the page, and the policy Caddy sends with it, which
 * allows exactly its inline style; a page with a script or a Caddy template action stops the build.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { restartPagePolicy, writeRestartPage } from "./restart-page.ts";

const STYLE = "body{color:#1f1a16}";
const PAGE = `<!DOCTYPE html><html lang="de"><head><style>${STYLE}</style></head><body><h1>Gleich wieder da</h1></body></html>`;
const styleHash = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;

let dir: ReturnType<typeof makeTempDir> | undefined;
afterEach(() => {
  dir?.remove();
  dir = undefined;
});

describe("the restart page's files", () => {
  it("are the page and a policy that allows its style and nothing else", async () => {
    dir = makeTempDir("restart-page-");
    await writeRestartPage(dir.path, PAGE);
    expect(readFileSync(join(dir.path, "neustart.html"), "utf8")).toBe(PAGE);
    expect(readFileSync(join(dir.path, "neustart.csp"), "utf8")).toBe(
      `default-src 'none'; style-src '${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it("a script or a template action stops the build", async () => {
    dir = makeTempDir("restart-page-");
    expect(() => restartPagePolicy(PAGE.replace("</body>", "<script>1</script></body>"))).toThrow(
      /script/,
    );
    await expect(writeRestartPage(dir.path, PAGE.replace("Gleich", "{{.Now}}"))).rejects.toThrow(
      /template/,
    );
  });
});
