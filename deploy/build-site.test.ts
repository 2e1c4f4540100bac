/**
 * deploy/build-site as written, with a stand-in `npm` that records how it was called and with
 * which Node first on its PATH (a real install needs the registry, and takes minutes).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/config.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";

let temp: ReturnType<typeof makeTempDir>;
let checkout: string;
let calls: string;

beforeEach(() => {
  temp = makeTempDir("build-site-");
  checkout = join(temp.path, "praxis");
  mkdirSync(join(checkout, "deploy"), { recursive: true });
  cpSync(join(PROJECT_ROOT, "deploy/build-site"), join(checkout, "deploy/build-site"));
  calls = join(temp.path, "calls");
  // The stand-in npm: `npm ci` lays down the project's Node (a script saying which it is).
  const bin = join(temp.path, "bin");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "npm"),
    [
      "#!/bin/sh",
      `echo "npm $* | node: $(command -v node)" >> ${calls}`,
      'if [ "$1" = ci ]; then',
      "  mkdir -p node_modules/node/bin",
      "  printf '#!/bin/sh\\n' > node_modules/node/bin/node",
      "  chmod +x node_modules/node/bin/node",
      "fi",
      "",
    ].join("\n"),
  );
  chmodSync(join(bin, "npm"), 0o755);
});

afterEach(() => temp.remove());

const run = () =>
  spawnSync(join(checkout, "deploy/build-site"), [], {
    cwd: temp.path,
    env: { PATH: `${join(temp.path, "bin")}:/usr/bin:/bin` },
    encoding: "utf8",
  });

describe("deploy/build-site", () => {
  it("on a fresh checkout: installs, installs again under the project's Node, then builds", () => {
    const result = run();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const projectNode = join(checkout, "node_modules/node/bin/node");
    expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual([
      expect.stringMatching(/^npm ci \| node: (?!.*node_modules)/),
      `npm ci | node: ${projectNode}`,
      `npm run build | node: ${projectNode}`,
    ]);
  });

  it("on an update: installs and builds under the project's Node only", () => {
    expect(run().status).toBe(0);
    writeFileSync(calls, "");
    expect(run().status).toBe(0);
    const projectNode = join(checkout, "node_modules/node/bin/node");
    expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual([
      `npm ci | node: ${projectNode}`,
      `npm run build | node: ${projectNode}`,
    ]);
  });
});
