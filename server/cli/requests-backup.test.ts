/**
 * `npm run requests -- backup FILE` while the server takes requests, and `check [FILE]`.
 */
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkIntegrity } from "#server/storage/integrity.ts";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { runCli } from "#test-support/server/cli.ts";
import { damagePageOf, idsIn, saveValidRequestsIn } from "#test-support/server/database-files.ts";
import { spawnScript } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { postJson, startTestServer, type TestServer } from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";

let data: ReturnType<typeof makeTempDir>;
let backups: ReturnType<typeof makeTempDir>;
let server: TestServer | undefined;

beforeEach(() => {
  data = makeTempDir();
  backups = makeTempDir();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  data.remove();
  backups.remove();
});

function run(dataDir: string, ...args: string[]) {
  return runCli(args, { dataDir, cwd: backups.path });
}

const FORMS = [
  ["general", "/api/notify/"],
  ["psychotherapie", "/api/notify/psychotherapie"],
  ["sportphysiotherapie", "/api/notify/physiotherapie"],
] as const;

describe("npm run requests -- backup", () => {
  it("copies a running server's database while requests keep coming; the copy restores", async () => {
    server = await startTestServer({ dataDir: data.path });
    const app = server.app;
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let stop = false;
    const deadline = Date.now() + 30_000;
    // Three writers, each bounded in count and time; the outbox mails (and writes) meanwhile.
    const writers = FORMS.map(async ([formType, url]) => {
      for (let sent = 0; sent < 3000 && !stop && Date.now() < deadline; sent += 1) {
        const payload = validPayload(formType);
        const response = await postJson(app, url, payload);
        if (response.statusCode === 201) acknowledged.push(String(payload.id));
        else refused.push(response.statusCode);
      }
    });
    await waitFor("the first requests to be stored", () => acknowledged.length >= 30);

    const beforeBackup = [...acknowledged];
    const target = join(backups.path, "requests-backup.sqlite");
    // A process of its own, as an operator runs it: node:sqlite's calls block their thread.
    const cli = spawnScript("server/cli/requests.ts", ["backup", target], {
      DATA_DIR: data.path,
    });
    const exitCode = await cli.exited;
    const duringBackup = acknowledged.length - beforeBackup.length;
    stop = true;
    await Promise.all(writers);

    expect(refused).toEqual([]);
    expect(cli.stderr()).toBe("");
    expect(exitCode).toBe(0);
    // The server kept acknowledging requests while the backup process ran.
    expect(duringBackup).toBeGreaterThan(0);
    const printed = /^Backup written to (.+): (\d+) request\(s\), integrity ok\.\n$/.exec(
      cli.stdout(),
    );
    expect(printed?.[1]).toBe(target);

    expect(checkIntegrity(target, "full")).toEqual({ ok: true });
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(readdirSync(backups.path)).toEqual(["requests-backup.sqlite"]);
    const inBackup = idsIn(target);
    expect(Number(printed?.[2])).toBe(inBackup.size);
    // Every request acknowledged before the backup started is in it, and nothing invented.
    expect(beforeBackup.filter((id) => !inBackup.has(id))).toEqual([]);
    const everyAcknowledged = new Set(acknowledged);
    expect([...inBackup].filter((id) => !everyAcknowledged.has(id))).toEqual([]);

    // Restored into a fresh DATA_DIR, the operator command lists them.
    const restored = makeTempDir();
    try {
      copyFileSync(target, join(restored.path, DATABASE_FILE_NAME));
      const listed = await run(restored.path, "list");
      expect(listed.code).toBe(0);
      const lines = listed.out.trimEnd().split("\n");
      expect(lines.at(-1)).toBe(`${inBackup.size} request(s).`);
      const listedIds = new Set(lines.slice(1, -1).map((line) => line.split(" ")[0]));
      expect(beforeBackup.filter((id) => !listedIds.has(id))).toEqual([]);
    } finally {
      restored.remove();
    }
  }, 60_000);

  it("a relative FILE is taken from the working folder; the database is never the target", async () => {
    const ids = saveValidRequestsIn(data.path, 3);
    const written = await run(data.path, "backup", "copy.sqlite");
    const target = join(backups.path, "copy.sqlite");
    expect(written).toEqual({
      code: 0,
      out: `Backup written to ${target}: 3 request(s), integrity ok.\n`,
      err: "",
    });
    expect([...idsIn(target)].sort()).toEqual([...ids].sort());

    const database = join(data.path, DATABASE_FILE_NAME);
    const before = readFileSync(database);
    expect(await run(data.path, "backup", database)).toEqual({
      code: 1,
      out: "",
      err: `Not written: ${database} is the database itself or one of its files; name a backup file outside DATA_DIR.\n`,
    });
    expect(readFileSync(database)).toEqual(before);
  });

  it("a folder that does not exist: one sentence, nothing written", async () => {
    saveValidRequestsIn(data.path, 1);
    const target = join(backups.path, "missing", "copy.sqlite");
    expect(await run(data.path, "backup", target)).toEqual({
      code: 1,
      out: "",
      err: `Could not write the backup to ${target} (ENOENT): check that its folder exists and is writable; nothing was written.\n`,
    });
    expect(readdirSync(backups.path)).toEqual([]);
  });
});

describe("npm run requests -- check", () => {
  it("ok and the number of requests, for DATA_DIR's database and for a backup", async () => {
    saveValidRequestsIn(data.path, 4);
    const database = join(data.path, DATABASE_FILE_NAME);
    expect(await run(data.path, "check")).toEqual({
      code: 0,
      out: `${database}: integrity ok, 4 request(s).\n`,
      err: "",
    });
    expect((await run(data.path, "backup", "copy.sqlite")).code).toBe(0);
    const copy = join(backups.path, "copy.sqlite");
    // A FILE needs no database in DATA_DIR.
    expect(await run(join(data.path, "elsewhere"), "check", "copy.sqlite")).toEqual({
      code: 0,
      out: `${copy}: integrity ok, 4 request(s).\n`,
      err: "",
    });
  });

  it("a damaged file: its problems, exit 1", async () => {
    saveValidRequestsIn(data.path, 5);
    expect((await run(data.path, "backup", "copy.sqlite")).code).toBe(0);
    const copy = join(backups.path, "copy.sqlite");
    damagePageOf(copy, "contact_requests_received_at");

    const result = await run(data.path, "check", copy);
    expect(result.code).toBe(1);
    expect(result.out).toBe("");
    const [head, ...problems] = result.err.trimEnd().split("\n");
    expect(head).toBe(`${copy} fails its integrity check: do not restore from it.`);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.length).toBeLessThanOrEqual(10);
    expect(problems.every((line) => line.startsWith("  "))).toBe(true);
    expect(problems).toContain("  wrong # of entries in index contact_requests_received_at");
  });

  it("a file that is not there, or no store of requests: one sentence", async () => {
    const missing = join(backups.path, "nothing.sqlite");
    expect(await run(data.path, "check", missing)).toEqual({
      code: 1,
      out: "",
      err: `No file at ${missing}: name the backup file to check.\n`,
    });
    const other = join(backups.path, "other.sqlite");
    const db = new DatabaseSync(other);
    db.exec("CREATE TABLE notes (text)");
    db.close();
    expect(await run(data.path, "check", other)).toEqual({
      code: 1,
      out: "",
      err: `${other} passes the integrity check but holds no contact requests (no such table: contact_requests): name a backup of DATA_DIR's database.\n`,
    });
    writeFileSync(missing, "");
    expect((await run(data.path, "check", missing)).code).toBe(1);
  });
});
