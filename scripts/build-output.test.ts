/**
 * The build goes beside the current one and takes its place only when complete, with a
 * stand-in for the real build (which takes seconds): it writes a page and, last, site.json, or
 * fails halfway.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { buildAndSwitch, buildBeside, buildFolderName } from "./build-output.ts";

let temp: ReturnType<typeof makeTempDir>;
let buildDir: string;

beforeEach(() => {
  temp = makeTempDir("build-output-");
  buildDir = join(temp.path, "build");
});
afterEach(() => temp.remove());

/** A stand-in build: the page first, site.json last; `failing` stops it in between. */
const build =
  (release: string, failing = false) =>
  async (folder: string) => {
    mkdirSync(join(folder, "client"), { recursive: true });
    writeFileSync(join(folder, "client/index.html"), release);
    if (failing) throw new Error(`the build of ${release} failed`);
    writeFileSync(join(folder, "site.json"), release);
  };

const served = () => readFileSync(join(buildDir, "site.json"), "utf8");
const page = () => readFileSync(join(buildDir, "client/index.html"), "utf8");
const folders = () => readdirSync(temp.path).sort();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 15, minute, 0));
const folderAt = (minute: number) => buildFolderName("build", at(minute), process.pid);

describe("building beside the current build", () => {
  it("the first build: the build folder becomes a link to the build's own folder", async () => {
    const { folder, previous } = await buildBeside(buildDir, build("1"), at(0));
    expect(folder).toBe(join(temp.path, `build-20261128-150000-${process.pid}`));
    expect(previous).toBeUndefined();
    expect(lstatSync(buildDir).isSymbolicLink()).toBe(true);
    // Relative, so that the checkout can move.
    expect(readlinkSync(buildDir)).toBe(folderAt(0));
    expect(served()).toBe("1");
  });

  it("a failed build leaves the build as it was, and nothing of its own behind", async () => {
    await buildBeside(buildDir, build("1"), at(0));
    await expect(buildBeside(buildDir, build("2", true), at(1))).rejects.toThrow(
      "the build of 2 failed",
    );
    expect(served()).toBe("1");
    expect(page()).toBe("1");
    expect(folders()).toEqual(["build", folderAt(0)]);
  });

  it("a build within the same second as the one before goes into a folder of its own", async () => {
    await buildBeside(buildDir, build("1"), at(0));
    await expect(buildBeside(buildDir, build("2", true), at(0))).rejects.toThrow();
    expect(served()).toBe("1");
    const { folder } = await buildBeside(buildDir, build("3"), at(0));
    expect(folder).toBe(
      join(temp.path, buildFolderName("build", new Date(at(0).getTime() + 1000), process.pid)),
    );
    expect(served()).toBe("3");
  });

  it("a build that wrote no site.json is not complete: it fails and leaves the build as it was", async () => {
    await buildBeside(buildDir, build("1"), at(0));
    const incomplete = async (folder: string) => {
      mkdirSync(join(folder, "client"), { recursive: true });
      writeFileSync(join(folder, "client/index.html"), "2");
    };
    await expect(buildBeside(buildDir, incomplete, at(1))).rejects.toThrow(/no site\.json/);
    expect(page()).toBe("1");
    expect(folders()).toEqual(["build", folderAt(0)]);
  });

  it("a complete build replaces the current one; the one before stays until the next", async () => {
    await buildBeside(buildDir, build("1"), at(0));
    const second = await buildBeside(buildDir, build("2"), at(1));
    expect(second.previous).toBe(join(temp.path, folderAt(0)));
    expect(served()).toBe("2");
    expect(folders()).toEqual(["build", folderAt(0), folderAt(1)]);
    await buildBeside(buildDir, build("3"), at(2));
    expect(served()).toBe("3");
    expect(folders()).toEqual(["build", folderAt(1), folderAt(2)]);
  });

  it("a build folder from before builds were linked becomes the build before", async () => {
    mkdirSync(join(buildDir, "client"), { recursive: true });
    writeFileSync(join(buildDir, "site.json"), "0");
    const { previous } = await buildBeside(buildDir, build("1"), at(0));
    expect(served()).toBe("1");
    expect(readFileSync(join(previous ?? "", "site.json"), "utf8")).toBe("0");
    await buildBeside(buildDir, build("2"), at(1));
    expect(existsSync(previous ?? "")).toBe(false);
  });

  it("deletes what older and failed builds left, but not the folder of a build still running", async () => {
    await buildBeside(buildDir, build("1"), at(0));
    // A build running in another process (this test's parent), and one whose process ended.
    const running = buildFolderName("build", at(5), process.ppid);
    const ended = spawnSync("true").pid;
    const left = buildFolderName("build", at(6), ended);
    // Another BUILD_DIR's build, and a folder that only looks alike.
    const others = [buildFolderName("build-x", at(7), ended), "build-notes"];
    for (const folder of [running, left, ...others]) mkdirSync(join(temp.path, folder));
    await buildBeside(buildDir, build("2"), at(1));
    expect(folders()).toEqual(["build", folderAt(0), folderAt(1), running, ...others].sort());
  });
});

describe("npm run build's words", () => {
  it("say in German that a failed build left the build folder as it was", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await buildAndSwitch(buildDir, build("1"))).toBe(true);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^build\/ zeigt jetzt auf den neuen Build/),
      );
      expect(await buildAndSwitch(buildDir, build("2", true))).toBe(false);
      expect(error).toHaveBeenLastCalledWith(
        "Der Build ist fehlgeschlagen. build/ ist unverändert: Dort liegt weiter der letzte vollständige Build.",
      );
      expect(process.exitCode).toBe(1);
      expect(served()).toBe("1");
    } finally {
      process.exitCode = undefined;
      log.mockRestore();
      error.mockRestore();
    }
  });
});
