/**
 * `npm start` builds when there is no build, or when a file the build reads is newer than the
 * build's site.json; a checkout of its own with the times set by the test.
 */
import { mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { BUILD_SOURCES, buildReason } from "./build-if-changed.ts";

let temp: ReturnType<typeof makeTempDir>;
const root = () => temp.path;
const buildDir = () => join(temp.path, "build");
const BUILT = new Date("2026-11-28T12:00:00Z");
const BEFORE = new Date("2026-11-28T11:00:00Z");
const AFTER = new Date("2026-11-28T13:00:00Z");

/** Sets a file's or folder's time. */
const touch = (path: string, time: Date) => utimesSync(join(root(), path), time, time);

beforeEach(() => {
  temp = makeTempDir("build-if-changed-");
  const files = [
    "app/routes.ts",
    "content/pages/kosten.ts",
    "content/pages/kosten.test.ts",
    "contact/form-types.ts",
    "public/media/praxis.jpg",
    "scripts/build-site.ts",
    "server/site-manifest.ts",
    "server/main.ts",
    "package.json",
    "package-lock.json",
  ];
  for (const file of files) {
    mkdirSync(join(root(), file, ".."), { recursive: true });
    writeFileSync(join(root(), file), "");
  }
  for (const path of [...files, "app", "content", "content/pages", "contact", "public"]) {
    touch(path, BEFORE);
  }
  for (const path of ["public/media", "scripts", "server"]) touch(path, BEFORE);
  mkdirSync(join(buildDir(), "client"), { recursive: true });
  writeFileSync(join(buildDir(), "site.json"), "{}");
  touch("build/site.json", BUILT);
});
afterEach(() => temp.remove());

describe("npm start's build", () => {
  it("builds when there is no complete build", () => {
    rmSync(join(buildDir(), "site.json"));
    expect(buildReason(root(), buildDir())).toBe(
      "Es gibt noch keinen vollständigen Build: Die Website wird gebaut.",
    );
  });

  it("does not build when nothing the build reads changed after it", () => {
    expect(buildReason(root(), buildDir())).toBeUndefined();
  });

  it.each([
    "content/pages/kosten.ts",
    "app/routes.ts",
    "contact/form-types.ts",
    "public/media/praxis.jpg",
    "scripts/build-site.ts",
    "server/site-manifest.ts",
    "package-lock.json",
  ])("builds when %s changed after the build, naming it", (file) => {
    touch(file, AFTER);
    expect(buildReason(root(), buildDir())).toBe(
      `${file} ist neuer als der letzte Build: Die Website wird neu gebaut.`,
    );
  });

  it("builds when a file was deleted after the build (its folder changed)", () => {
    rmSync(join(root(), "public/media/praxis.jpg"));
    touch("public/media", AFTER);
    expect(buildReason(root(), buildDir())).toMatch(/^public\/media ist neuer/);
  });

  it("ignores tests and the server's own code: they change no page", () => {
    touch("content/pages/kosten.test.ts", AFTER);
    touch("server/main.ts", AFTER);
    expect(buildReason(root(), buildDir())).toBeUndefined();
    expect(BUILD_SOURCES).not.toContain("server");
  });
});
