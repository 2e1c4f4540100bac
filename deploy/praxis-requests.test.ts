/**
 * deploy/praxis-requests as written, with its three server paths (the code, the data, the
 * settings file) pointing at this checkout and temporary folders.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";

let temp: ReturnType<typeof makeTempDir>;
let script: string;
let envFile: string;
let id: string;

beforeEach(() => {
  temp = makeTempDir("praxis-requests-");
  const data = join(temp.path, "data");
  envFile = join(temp.path, "praxis.env");
  script = join(temp.path, "praxis-requests");
  writeFileSync(
    script,
    readFileSync(join(PROJECT_ROOT, "deploy/praxis-requests"), "utf8")
      .replaceAll("/opt/praxis", PROJECT_ROOT)
      .replaceAll("/var/lib/praxis", data)
      .replaceAll("/etc/praxis/praxis.env", envFile),
  );
  chmodSync(script, 0o755);
  const store = openSqliteRequestStore(data);
  const payload = validPayload("general");
  id = String(payload.id);
  store.save({ id, formType: "general", payload, isSpam: false, receivedAt: new Date() });
  store.close();
});

afterEach(() => temp.remove());

const run = (...args: string[]) =>
  spawnSync(script, args, { env: { PATH: process.env.PATH }, encoding: "utf8" });

describe("deploy/praxis-requests", () => {
  it("runs the requests command on the server's data", () => {
    writeFileSync(envFile, "RETENTION_DAYS=180\n");
    const list = run("list");
    expect(list.stderr).toBe("");
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(id);
  });

  it("an empty $ID from a script deletes nothing (was: the retention clean-up)", () => {
    writeFileSync(envFile, "RETENTION_DAYS=180\n");
    // A request the retention clean-up would delete: mailed, and a year old.
    const store = openSqliteRequestStore(join(temp.path, "data"));
    const payload = validPayload("general");
    const old = String(payload.id);
    const lastYear = new Date(Date.now() - 365 * 86_400_000);
    store.save({ id: old, formType: "general", payload, isSpam: false, receivedAt: lastYear });
    store.recordDelivered(old, lastYear);
    store.close();
    const purge = spawnSync("sh", ["-c", `"${script}" purge "$ID"`], {
      env: { PATH: process.env.PATH, ID: "" },
      encoding: "utf8",
    });
    expect(purge.status).toBe(2);
    expect(purge.stderr).toMatch(/^purge got an empty id/);
    expect(run("list").stdout).toContain(old);
  });

  it("reads the server's settings file", () => {
    writeFileSync(envFile, "RETENTION_DAYS=manchmal\n");
    const list = run("list");
    expect(list.status).toBe(1);
    expect(list.stderr).toContain("RETENTION_DAYS");
  });
});
