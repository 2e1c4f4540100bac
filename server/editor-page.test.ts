import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakePage, writeFakeSite } from "#test-support/server/fake-site.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { editorPageFile } from "./editor-page.ts";
import { readSiteBuild } from "./live-site.ts";
import { pageContentSecurityPolicy } from "./security-headers.ts";

const EDITOR_CSP = "default-src 'self'; script-src 'self' 'unsafe-eval'";

describe("the editor's page in a build", () => {
  let temp: ReturnType<typeof makeTempDir>;
  let client: string;
  beforeEach(() => {
    temp = makeTempDir("editor-page-");
    client = writeFakeSite(temp.path);
  });
  afterEach(() => temp.remove());

  it("is answered under its own policy, which no visitor page gets", () => {
    mkdirSync(join(client, "admin"));
    writeFileSync(join(client, "admin/index.html"), fakePage("Website bearbeiten"));
    writeFileSync(editorPageFile(client), JSON.stringify({ path: "/admin", csp: EDITOR_CSP }));
    const build = readSiteBuild(client);
    expect(build.pages.get("/admin")?.csp).toBe(EDITOR_CSP);
    expect(build.pages.get("/admin")?.raw.toString()).toContain("Website bearbeiten");
    const home = build.pages.get("/home");
    expect(home?.csp).toBe(pageContentSecurityPolicy(home?.raw.toString() ?? ""));
    expect(home?.csp).not.toContain("unsafe-eval");
  });

  it("is not there in a build without one", () => {
    expect(readSiteBuild(client).pages.has("/admin")).toBe(false);
  });

  it("stops a build whose editor.json is malformed from being read", () => {
    writeFileSync(editorPageFile(client), JSON.stringify({ path: "admin" }));
    expect(() => readSiteBuild(client)).toThrow();
  });
});
