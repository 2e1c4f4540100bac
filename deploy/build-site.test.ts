/**
 * deploy/build-site as written, with a stand-in `npm` that records how it was called and with
 * which Node first on its PATH (a real install needs the registry, and takes minutes). Its
 * `run build` writes a marker into $BUILD_DIR, or fails when the test says so.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";

let temp: ReturnType<typeof makeTempDir>;
let checkout: string;
let calls: string;

beforeEach(() => {
  temp = makeTempDir("build-site-");
  checkout = join(temp.path, "praxis");
  mkdirSync(join(checkout, "deploy"), { recursive: true });
  cpSync(join(PROJECT_ROOT, "deploy/build-site"), join(checkout, "deploy/build-site"));
  calls = join(temp.path, "calls");
  const bin = join(temp.path, "bin");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "npm"),
    [
      "#!/bin/sh",
      `echo "npm $* | node: $(command -v node) | BUILD_DIR=\${BUILD_DIR:-}" >> ${calls}`,
      'if [ "$1" = ci ]; then',
      "  mkdir -p node_modules/node/bin",
      "  printf '#!/bin/sh\\n' > node_modules/node/bin/node",
      "  chmod +x node_modules/node/bin/node",
      "fi",
      'if [ "$1" = run ]; then',
      '  mkdir -p "$BUILD_DIR/client"',
      '  echo "$RELEASE" > "$BUILD_DIR/client/index.html"',
      `  [ ! -e ${join(temp.path, "fail-build")} ] || exit 1`,
      '  echo "$RELEASE" > "$BUILD_DIR/site.json"',
      "fi",
      "",
    ].join("\n"),
  );
  chmodSync(join(bin, "npm"), 0o755);
});

afterEach(() => temp.remove());

const run = (release: string) =>
  spawnSync(join(checkout, "deploy/build-site"), [], {
    cwd: temp.path,
    env: { PATH: `${join(temp.path, "bin")}:/usr/bin:/bin`, RELEASE: release },
    encoding: "utf8",
  });
const served = () => readFileSync(join(checkout, "build/site.json"), "utf8").trim();

describe("deploy/build-site", () => {
  it("on a fresh checkout: installs, installs again under the project's Node, then builds", () => {
    const result = run("1.0.1");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const projectNode = join(checkout, "node_modules/node/bin/node");
    expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual([
      expect.stringMatching(/^npm ci \| node: (?!.*node_modules)\S* \| BUILD_DIR=$/),
      `npm ci | node: ${projectNode} | BUILD_DIR=`,
      `npm run build | node: ${projectNode} | BUILD_DIR=build-next`,
    ]);
    expect(served()).toBe("1.0.1");
    expect(existsSync(join(checkout, "build-next"))).toBe(false);
  });

  it("on an update: builds beside the served site and swaps only a complete build", () => {
    expect(run("1.0.1").status).toBe(0);
    writeFileSync(calls, "");
    expect(run("1.0.2").status).toBe(0);
    const projectNode = join(checkout, "node_modules/node/bin/node");
    expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual([
      `npm ci | node: ${projectNode} | BUILD_DIR=`,
      `npm run build | node: ${projectNode} | BUILD_DIR=build-next`,
    ]);
    expect(served()).toBe("1.0.2");
    expect(readFileSync(join(checkout, "build-previous/site.json"), "utf8").trim()).toBe("1.0.1");
  });

  it("a failed build leaves the served site as it was", () => {
    expect(run("1.0.1").status).toBe(0);
    writeFileSync(join(temp.path, "fail-build"), "");
    expect(run("1.0.2").status).not.toBe(0);
    expect(served()).toBe("1.0.1");
    // The failed build got as far as the pages, beside the served ones.
    expect(readFileSync(join(checkout, "build/client/index.html"), "utf8").trim()).toBe("1.0.1");
    expect(readFileSync(join(checkout, "build-next/client/index.html"), "utf8").trim()).toBe(
      "1.0.2",
    );
  });
});
