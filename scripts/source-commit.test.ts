import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { sourceCommit } from "./source-commit.ts";

let temp: ReturnType<typeof makeTempDir>;
let repo: string;
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();

beforeEach(() => {
  temp = makeTempDir("source-commit-");
  repo = join(temp.path, "repo");
  mkdirSync(join(repo, "content"), { recursive: true });
  git("init", "--quiet");
  writeFileSync(join(repo, "content/seite.md"), "Text\n");
  git("add", ".");
  git("commit", "--quiet", "-m", "Erste Fassung");
});
afterEach(() => temp.remove());

describe("sourceCommit", () => {
  it("names HEAD of a clean checkout; untracked files leave it clean", () => {
    writeFileSync(join(repo, "notiz.txt"), "nicht im Repository\n");
    expect(sourceCommit(repo)).toEqual({ id: git("rev-parse", "HEAD"), dirty: false });
  });

  it("marks a checkout whose tracked files differ from HEAD, staged or not", () => {
    writeFileSync(join(repo, "content/seite.md"), "Anderer Text\n");
    expect(sourceCommit(repo)).toEqual({ id: git("rev-parse", "HEAD"), dirty: true });
    git("add", ".");
    expect(sourceCommit(repo)?.dirty).toBe(true);
  });

  it("none outside Git, in a folder of another repository, or before the first commit", () => {
    const outside = join(temp.path, "outside");
    mkdirSync(outside);
    expect(sourceCommit(outside)).toBeUndefined();
    expect(sourceCommit(join(repo, "content"))).toBeUndefined();
    const fresh = join(temp.path, "fresh");
    mkdirSync(fresh);
    execFileSync("git", ["init", "--quiet"], { cwd: fresh });
    expect(sourceCommit(fresh)).toBeUndefined();
  });
});
