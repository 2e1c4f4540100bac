/**
 * Publishing on the server (scripts/update-site.ts, which deploy/build-site runs): against a
 * running server process on a copy of the project. A broken content file leaves the live site
 * answering with the old pages; a good change is served as soon as the command returns, and the
 * command names the page it changed. `systemctl` is a stand-in that says the server runs under
 * systemd and passes `reload` on as SIGHUP, as ExecReload does.
 * The build that fails on the broken file is real (its content check stops it). The first
 * build and the good change are stand-ins switched in by the real build-output.ts: a small site,
 * then the same with one page changed. What a content change does to the pages is the build's
 * own tests' matter, and the whole way from a commit to a running server's pages, with real
 * builds, is the browser test of the editor's (e2e/editor.spec.ts); here it is what the command
 * does with a new build. A real first build took 19 to 26 s of the unit tests' run on two cores.
 */
import { spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { writeFakeSite } from "#test-support/server/fake-site.ts";
import { type ServerProcess, startServerProcess } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { testEnv } from "#test-support/server/test-server.ts";
import { BUILD_SOURCES } from "./build-if-changed.ts";
import {
  type BuiltPages,
  comparePages,
  describeChanges,
  readBuiltPages,
  SERVER_SOURCES,
  serverCodeChangedSince,
} from "./update-site.ts";

const built = (pages: Record<string, string>): BuiltPages => ({
  pages: new Map(Object.entries(pages)),
  notFoundPath: "/404",
});

describe("the update's report", () => {
  const before = built({ "/faq": "a", "/kosten": "b", "/alt": "c", "/404": "d" });

  it("names the pages whose HTML changed, came or went, in German", () => {
    const after = built({ "/faq": "a", "/kosten": "B", "/kurse": "e", "/404": "D" });
    expect(comparePages(before, after)).toEqual({
      changed: ["/kosten", "/404"],
      added: ["/kurse"],
      removed: ["/alt"],
    });
    expect(describeChanges(before, after)).toEqual([
      "Geänderte Seiten (2): /kosten, /404 (Fehlerseite)",
      "Neue Seiten (1): /kurse",
      "Entfernte Seiten (1): /alt",
    ]);
  });

  it("says „alle“ instead of listing every page when every page changed", () => {
    const after = built({ "/faq": "A", "/kosten": "B", "/alt": "C", "/404": "D" });
    expect(describeChanges(before, after)).toEqual([
      "Geänderte Seiten (4): alle, etwa weil sich eine Angabe im Kopf oder Fuß jeder Seite geändert hat.",
    ]);
  });

  it("says so when no page changed, and counts the pages of a first build", () => {
    expect(describeChanges(before, before)).toEqual(["Keine Seite hat sich geändert."]);
    expect(describeChanges(undefined, before)).toEqual([
      "Die Website ist gebaut: 3 Seiten und die Fehlerseite.",
    ]);
  });
});

describe("a restart instead of a reload", () => {
  it("is due when the server's own code changed after it started, not for content", () => {
    const temp = makeTempDir("server-code-");
    try {
      for (const source of [...SERVER_SOURCES, "content"]) {
        const path = join(temp.path, source);
        if (source.includes(".")) writeFileSync(path, "{}");
        else mkdirSync(path);
        utimesSync(path, 1_000, 1_000);
      }
      writeFileSync(join(temp.path, "server/main.ts"), "");
      utimesSync(join(temp.path, "server/main.ts"), 1_000, 1_000);
      utimesSync(join(temp.path, "server"), 1_000, 1_000);
      expect(serverCodeChangedSince(temp.path, 2_000_000)).toBeUndefined();
      utimesSync(join(temp.path, "content"), 3_000, 3_000);
      expect(serverCodeChangedSince(temp.path, 2_000_000)).toBeUndefined();
      utimesSync(join(temp.path, "server/main.ts"), 3_000, 3_000);
      expect(serverCodeChangedSince(temp.path, 2_000_000)).toBe("server/main.ts");
    } finally {
      temp.remove();
    }
  });
});

let temp: ReturnType<typeof makeTempDir>;
let checkout: string;
let server: ServerProcess;
let calls: string;

beforeAll(async () => {
  temp = makeTempDir("update-site-");
  checkout = join(temp.path, "praxis");
  // The folders and files a build reads (build-if-changed.ts), copied; the packages linked.
  for (const path of BUILD_SOURCES)
    cpSync(join(PROJECT_ROOT, path), join(checkout, path), { recursive: true });
  symlinkSync(realpathSync(join(PROJECT_ROOT, "node_modules")), join(checkout, "node_modules"));
  server = await startServerProcess({
    ...testEnv(join(temp.path, "data")),
    SITE_DIR: join(checkout, "build/client"),
  });
  // Started after the copy: the copied server code is older than the server.
  const startedAt = Math.ceil(Date.now() / 1000);
  calls = join(temp.path, "systemctl-calls");
  const bin = join(temp.path, "bin");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "systemctl"),
    [
      "#!/bin/sh",
      `echo "$*" >> ${calls}`,
      'case "$1" in',
      "  is-active) exit 0 ;;",
      `  show) echo "@${startedAt}" ;;`,
      `  reload) kill -HUP ${server.child.pid} ;;`,
      "  *) exit 1 ;;",
      "esac",
      "",
    ].join("\n"),
  );
  chmodSync(join(bin, "systemctl"), 0o755);
}, 60_000);

const seconds: string[] = [];

afterAll(async () => {
  // Figures for the report; no assertion on time.
  console.log(`update-site runs (first, broken, good change): ${seconds.join(" s, ")} s`);
  server?.child.kill("SIGKILL");
  await server?.exited;
  temp?.remove();
});

/** Runs the update in the copy, as deploy/build-site does once the packages are installed. */
function update(): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const began = Date.now();
  const child = spawn(process.execPath, [join(checkout, "scripts/update-site.ts")], {
    cwd: checkout,
    env: {
      PATH: `${join(temp.path, "bin")}:${dirname(process.execPath)}:/usr/bin:/bin`,
      HOME: temp.path,
      HOST: "127.0.0.1",
      PORT: new URL(server.baseUrl).port,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  return new Promise((resolve) =>
    child.once("close", (status) => {
      seconds.push(((Date.now() - began) / 1000).toFixed(1));
      resolve({ status, stdout, stderr });
    }),
  );
}

const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();

/** The practice's facts: the file the practice edits (YAML once content lives in files). */
const factsFile = () =>
  ["content/praxis.yaml", "content/practice.ts"].find((file) => existsSync(join(checkout, file))) ??
  "";

/** The page the stand-in build changes, and what it adds to the end of its body. */
const CHANGED_PAGE = "/psychotherapie";
const ADDED = "<p>Neu: Sprechzeiten auch samstags</p>";

/** The first build's stand-in: a small site (test-support's), written whole into the new folder. */
const standInFirstBuild = (seed: string) => `
import { cpSync } from "node:fs";
import { BUILD_DIR } from "./build-dir.ts";
import { buildAndSwitch } from "./build-output.ts";

await buildAndSwitch(BUILD_DIR, async (folder) => {
  cpSync(${JSON.stringify(seed)}, folder, { recursive: true });
});
`;

/**
 * The stand-in for scripts/build-site.ts in the copy: the live build copied into a new build's
 * folder, the changed page's HTML and its compressed copies (which the server answers from)
 * written anew, and switched to as `npm run build` does (build-output.ts).
 */
const STAND_IN_BUILD = `
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { BUILD_DIR } from "./build-dir.ts";
import { buildAndSwitch } from "./build-output.ts";

await buildAndSwitch(BUILD_DIR, async (folder) => {
  cpSync(BUILD_DIR, folder, { recursive: true, dereference: true });
  const page = join(folder, "client", ${JSON.stringify(CHANGED_PAGE)}, "index.html");
  const html = readFileSync(page, "utf8").replace("</body>", ${JSON.stringify(`${ADDED}</body>`)});
  writeFileSync(page, html);
  writeFileSync(page + ".br", brotliCompressSync(html));
  writeFileSync(page + ".gz", gzipSync(html));
});
`;

describe("publishing on the server (scripts/update-site.ts)", () => {
  it("a first build is served; a broken content file leaves the live site as it was; a good change is served when the command returns, and named", async () => {
    const buildScript = join(checkout, "scripts/build-site.ts");
    const realBuild = readFileSync(buildScript, "utf8");
    const seed = join(temp.path, "seed");
    writeFakeSite(seed);
    writeFileSync(buildScript, standInFirstBuild(seed));
    const first = await update();
    expect(first.status, first.stderr).toBe(0);
    const live = readBuiltPages(join(checkout, "build"));
    if (!live) throw new Error("no build after the first update");
    expect(first.stdout).toContain(
      `Die Website ist gebaut: ${live.pages.size - 1} Seiten und die Fehlerseite.\nDie neue Fassung ist online.\n`,
    );
    expect(await page("/home")).toBe(live.pages.get("/home"));
    const liveFolder = readlinkSync(join(checkout, "build"));
    writeFileSync(buildScript, realBuild);

    // A broken content file: the build fails, the live site answers as before.
    const facts = join(checkout, factsFile());
    const factsText = readFileSync(facts, "utf8");
    writeFileSync(facts, `{[\n${factsText}`);
    const broken = await update();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(
      "Die Website ist unverändert online: Der Build ist fehlgeschlagen (die Meldungen stehen oben).",
    );
    expect(broken.stdout).not.toContain("Geänderte Seiten");
    expect(readlinkSync(join(checkout, "build"))).toBe(liveFolder);
    for (const path of ["/home", "/psychotherapie", "/404"]) {
      expect(await page(path), path).toBe(live.pages.get(path));
    }
    writeFileSync(facts, factsText);

    // A good change to one page.
    expect(await page(CHANGED_PAGE)).not.toContain(ADDED);
    writeFileSync(buildScript, STAND_IN_BUILD);
    const good = await update();
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toContain(
      `\nGeänderte Seiten (1): ${CHANGED_PAGE}\nDie neue Fassung ist online.\n`,
    );
    // At once: no waiting after the command returned.
    expect(await page(CHANGED_PAGE)).toContain(ADDED);
    expect(readFileSync(calls, "utf8")).toMatch(/^reload praxis-web$/m);
    expect(readFileSync(calls, "utf8")).not.toMatch(/restart/);
    // The build before stays beside the new one; the broken build left nothing.
    expect(readdirSync(checkout).filter((name) => name.startsWith("build-"))).toEqual([
      liveFolder,
      readlinkSync(join(checkout, "build")),
    ]);
    expect(statSync(join(checkout, "build/site.json")).isFile()).toBe(true);
  }, 300_000);
});
