/**
 * deploy/build-site as written, with a stand-in `npm` that records how it was called and with
 * which Node first on its PATH (a real install needs the registry, and takes minutes), and a
 * stand-in Node that records what it was asked to run: the update itself
 * (scripts/update-site.ts) is tested in scripts/update-site.test.ts.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
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
  writeFileSync(join(checkout, "package-lock.json"), "{}");
  calls = join(temp.path, "calls");
  const bin = join(temp.path, "bin");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "npm"),
    [
      "#!/bin/sh",
      `echo "npm $* | node: $(command -v node)" >> ${calls}`,
      `[ ! -e ${join(temp.path, "fail-install")} ] || exit 1`,
      "mkdir -p node_modules/node/bin",
      `printf '#!/bin/sh\\necho "node $*" >> %s\\n' ${calls} > node_modules/node/bin/node`,
      "chmod +x node_modules/node/bin/node",
      // npm writes its copy of the lock file last.
      "echo '{}' > node_modules/.package-lock.json",
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
const recorded = () => readFileSync(calls, "utf8").trim().split("\n");
const projectNode = () => join(checkout, "node_modules/node/bin/node");

describe("deploy/build-site", () => {
  it("on a fresh checkout: installs, installs again under the project's Node, then updates the site", () => {
    const result = run();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(recorded()).toEqual([
      expect.stringMatching(/^npm ci \| node: (?!.*node_modules)\S*$/),
      `npm ci | node: ${projectNode()}`,
      "node scripts/update-site.ts",
    ]);
  });

  it("installs again only when package-lock.json changed since the last install", () => {
    expect(run().status).toBe(0);
    writeFileSync(calls, "");
    expect(run().status).toBe(0);
    // Publishing a changed text needs no registry.
    expect(recorded()).toEqual(["node scripts/update-site.ts"]);

    writeFileSync(calls, "");
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(checkout, "package-lock.json"), later, later);
    expect(run().status).toBe(0);
    expect(recorded()).toEqual([`npm ci | node: ${projectNode()}`, "node scripts/update-site.ts"]);
  });

  it("a failed install stops before the build and says in German that the site is unchanged", () => {
    expect(run().status).toBe(0);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(checkout, "package-lock.json"), later, later);
    writeFileSync(join(temp.path, "fail-install"), "");
    writeFileSync(calls, "");
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "Die Installation der Pakete ist fehlgeschlagen (die Meldungen stehen oben). Die Website ist unverändert online",
    );
    expect(recorded()).toEqual([`npm ci | node: ${projectNode()}`]);
  });

  it("removes the folders the way of building before this one left", () => {
    mkdirSync(join(checkout, "build-next"));
    mkdirSync(join(checkout, "build-previous"));
    expect(run().status).toBe(0);
    expect(existsSync(join(checkout, "build-next"))).toBe(false);
    expect(existsSync(join(checkout, "build-previous"))).toBe(false);
  });
});
