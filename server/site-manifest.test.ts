import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SITE_MANIFEST, writeFakeSite } from "#test-support/server/fake-site.ts";
import { spawnServer } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { testEnv } from "#test-support/server/test-server.ts";
import { readSiteManifest, SiteManifestError } from "./site-manifest.ts";

let temp: ReturnType<typeof makeTempDir>;
let file: string;
let valid: string;

beforeAll(() => {
  temp = makeTempDir("site-manifest-");
  writeFakeSite(temp.path);
  file = join(temp.path, "site.json");
  valid = readFileSync(file, "utf8");
});
afterAll(() => temp.remove());

const refusal = (content: string | undefined) => {
  if (content === undefined) rmSync(file, { force: true });
  else writeFileSync(file, content);
  try {
    readSiteManifest(file);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteManifestError);
    return (error as Error).message;
  }
  throw new Error("the manifest was accepted");
};

describe("readSiteManifest", () => {
  it("reads a manifest as the build writes it", () => {
    writeFileSync(file, valid);
    expect(readSiteManifest(file)).toEqual(FAKE_SITE_MANIFEST);
  });

  it("refuses a malformed manifest, naming the file and the first problem", () => {
    const manifest = JSON.parse(valid) as Record<string, unknown>;
    expect(refusal(undefined)).toBe(`site manifest ${file}: the file is missing.`);
    expect(refusal("{")).toMatch(new RegExp(`^site manifest ${file}: not valid JSON: `));
    expect(refusal(JSON.stringify({ ...manifest, pages: "/home" }))).toMatch(
      new RegExp(`^site manifest ${file}: pages: .*expected array`),
    );
    expect(refusal(JSON.stringify({ ...manifest, notFoundPath: undefined }))).toMatch(
      new RegExp(`^site manifest ${file}: notFoundPath: `),
    );
    expect(refusal(JSON.stringify({ ...manifest, cityRoutes: { "/a": "b" } }))).toMatch(
      new RegExp(`^site manifest ${file}: cityRoutes\\./a: .*"/"`),
    );
  });

  it("stops the server's start with that sentence", async () => {
    writeFileSync(file, JSON.stringify({ pages: {} }));
    const spawned = spawnServer({
      ...testEnv(join(temp.path, "data"), { SITE_DIR: join(temp.path, "client") }),
      PORT: "0",
      HOST: "127.0.0.1",
    });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toBe(
      `Cannot start: site manifest ${file}: pages: Invalid input: expected array, received object\n`,
    );
  });
});
