/**
 * `npm run requests -- backup --into DIR [--keep N]`, the daily backup of a timer: a dated,
 * checked copy in DIR, then the oldest dated copies removed so that N remain; nothing else in
 * DIR is touched, and nothing at all when the new copy could not be written.
 */
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkIntegrity } from "#server/storage/integrity.ts";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";
import { runCli } from "#test-support/server/cli.ts";
import { damagePageOf, idsIn, saveValidRequestsIn } from "#test-support/server/database-files.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { latestBackup } from "./backup-rotation.ts";
import { USAGE } from "./requests.ts";

let data: ReturnType<typeof makeTempDir>;
let backups: ReturnType<typeof makeTempDir>;

beforeEach(() => {
  data = makeTempDir();
  backups = makeTempDir();
});
afterEach(() => {
  data.remove();
  backups.remove();
});

/** The command at `time`, run from the backups' folder. */
function runAt(time: string, args: string[], busyTimeoutMs?: number) {
  return runCli(args, {
    dataDir: data.path,
    cwd: backups.path,
    clock: { now: () => new Date(time) },
    busyTimeoutMs,
  });
}

/** Every entry of a folder and what it holds, to tell that nothing in it changed. */
function contentsOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => {
        const path = join(dir, name);
        const entry = lstatSync(path);
        if (entry.isSymbolicLink()) return [name, `link to ${readlinkSync(path)}`];
        if (entry.isDirectory()) return [name, `folder of ${readdirSync(path).join(", ")}`];
        return [name, readFileSync(path).toString("base64")];
      }),
  );
}

/** Six daily runs at odd times of day (milliseconds too), each with the name it must get. */
const DAILY = [
  ["2026-11-25T03:15:00.000Z", "requests-2026-11-25T031500Z.sqlite"],
  ["2026-11-26T03:15:09.250Z", "requests-2026-11-26T031509Z.sqlite"],
  ["2026-11-27T23:59:59.999Z", "requests-2026-11-27T235959Z.sqlite"],
  ["2026-11-28T00:00:00.001Z", "requests-2026-11-28T000000Z.sqlite"],
  ["2026-12-01T03:15:00.000Z", "requests-2026-12-01T031500Z.sqlite"],
  ["2027-01-01T12:34:56.000Z", "requests-2027-01-01T123456Z.sqlite"],
] as const;

describe("npm run requests -- backup --into DIR", () => {
  it("after N+3 runs exactly the newest N remain, each a checked, private copy", async () => {
    const ids = saveValidRequestsIn(data.path, 2);
    for (const [index, [time, name]] of DAILY.entries()) {
      const result = await runAt(time, ["backup", "--into", backups.path, "--keep", "3"]);
      expect(result).toEqual({
        code: 0,
        out: `Backup written to ${join(backups.path, name)}: 2 request(s), integrity ok; ${Math.min(index + 1, 3)} kept, ${index >= 3 ? 1 : 0} older removed.\n`,
        err: "",
      });
    }
    const newest = DAILY.slice(-3).map(([, name]) => name);
    expect(readdirSync(backups.path).sort()).toEqual(newest);
    for (const name of newest) {
      const file = join(backups.path, name);
      expect(checkIntegrity(file, "full")).toEqual({ ok: true });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect([...idsIn(file)].sort()).toEqual([...ids].sort());
    }
  });

  it("keeps 14 by default; a relative DIR is taken from the working folder", async () => {
    saveValidRequestsIn(data.path, 1);
    const daily = join(backups.path, "daily");
    mkdirSync(daily);
    const names: string[] = [];
    let last = "";
    for (let day = 1; day <= 17; day += 1) {
      const date = `2026-03-${String(day).padStart(2, "0")}`;
      names.push(`requests-${date}T021000Z.sqlite`);
      const result = await runAt(`${date}T02:10:00Z`, ["backup", "--into", "daily"]);
      expect(result.code).toBe(0);
      last = result.out;
    }
    expect(last).toBe(
      `Backup written to ${join(daily, names.at(-1) ?? "")}: 1 request(s), integrity ok; 14 kept, 1 older removed.\n`,
    );
    expect(readdirSync(daily).sort()).toEqual(names.slice(3));
  });

  it("two backups in the same second get names of their own; the newest is the last one", async () => {
    saveValidRequestsIn(data.path, 1);
    const second = "2026-11-25T03:15:00.000Z";
    const names = [
      "requests-2026-11-25T031500Z.sqlite",
      "requests-2026-11-25T031500Z-2.sqlite",
      "requests-2026-11-25T031500Z-3.sqlite",
    ];
    const outputs: string[] = [];
    for (let run = 0; run < 3; run += 1) {
      const result = await runAt(second, ["backup", "--into", backups.path, "--keep", "2"]);
      outputs.push(result.out);
    }
    expect(outputs).toEqual([
      `Backup written to ${join(backups.path, names[0] ?? "")}: 1 request(s), integrity ok; 1 kept, 0 older removed.\n`,
      `Backup written to ${join(backups.path, names[1] ?? "")}: 1 request(s), integrity ok; 2 kept, 0 older removed.\n`,
      `Backup written to ${join(backups.path, names[2] ?? "")}: 1 request(s), integrity ok; 2 kept, 1 older removed.\n`,
    ]);
    // Within a second, the higher number is the newer copy: the first one went.
    expect(readdirSync(backups.path).sort()).toEqual(names.slice(1));
    expect(latestBackup(backups.path)?.file).toBe(join(backups.path, names[2] ?? ""));
  });

  it("leaves everything alone that it did not name, even what looks like a backup", async () => {
    saveValidRequestsIn(data.path, 1);
    const dir = backups.path;
    const foreign = [
      "requests-manual.sqlite",
      "requests-before-update.sqlite",
      "Requests-2020-01-01T000000Z.sqlite",
      ".requests-2020-01-01T000000Z.sqlite",
      "requests-2020-01-01T000000Z.sqlite.bak",
      "requests-2020-01-01T000000Z.sqlite-journal",
      "requests-2020-01-01T000000Z-1.sqlite",
      "requests-2020-01-01T000000Z-02.sqlite",
      "requests-2020-02-30T000000Z.sqlite",
      "requests-2020-01-01T240000Z.sqlite",
      "requests-2020-01-01T000000.sqlite",
      DATABASE_FILE_NAME,
      "notes.txt",
    ];
    for (const name of foreign) writeFileSync(join(dir, name), `kept: ${name}`);
    // A folder and a link with a backup's name are no backups either.
    mkdirSync(join(dir, "requests-2019-01-01T000000Z.sqlite"));
    writeFileSync(join(dir, "requests-2019-01-01T000000Z.sqlite", "inside.sqlite"), "kept");
    symlinkSync("notes.txt", join(dir, "requests-2018-01-01T000000Z.sqlite"));
    const before = contentsOf(dir);
    writeFileSync(join(dir, "requests-2021-06-01T000000Z.sqlite"), "an old backup");

    const first = await runAt("2026-11-25T03:15:00Z", ["backup", "--into", dir, "--keep", "1"]);
    expect(first.out).toMatch(/; 1 kept, 1 older removed\.\n$/);
    const second = await runAt("2026-11-26T03:15:00Z", ["backup", "--into", dir, "--keep", "1"]);
    expect(second.out).toMatch(/; 1 kept, 1 older removed\.\n$/);

    const after = contentsOf(dir);
    const newest = "requests-2026-11-26T031500Z.sqlite";
    expect(Object.keys(after).sort()).toEqual([...Object.keys(before), newest].sort());
    expect({ ...after, [newest]: undefined }).toEqual({ ...before, [newest]: undefined });
  });

  it("never removes the backup it just wrote, even when a dated one is newer", async () => {
    saveValidRequestsIn(data.path, 1);
    writeFileSync(join(backups.path, "requests-2099-01-01T000000Z.sqlite"), "from a clock ahead");
    const result = await runAt("2026-11-25T03:15:00Z", [
      "backup",
      "--into",
      backups.path,
      "--keep",
      "1",
    ]);
    expect(result.code).toBe(0);
    expect(readdirSync(backups.path)).toEqual(["requests-2026-11-25T031500Z.sqlite"]);
  });

  describe("removes nothing when the new backup fails", () => {
    const OLD = ["requests-2026-01-01T000000Z.sqlite", "requests-2026-01-02T000000Z.sqlite"];
    let before: Record<string, string>;
    beforeEach(() => {
      for (const name of OLD) writeFileSync(join(backups.path, name), `old: ${name}`);
      before = contentsOf(backups.path);
    });
    const backupAtNoon = (busyTimeoutMs?: number) =>
      runAt(
        "2026-11-25T12:00:00Z",
        ["backup", "--into", backups.path, "--keep", "1"],
        busyTimeoutMs,
      );
    const database = () => join(data.path, DATABASE_FILE_NAME);

    it("no database", async () => {
      expect(await backupAtNoon()).toEqual({
        code: 1,
        out: "",
        err: `No database at ${database()}: check DATA_DIR (the server creates it at its first start).\n`,
      });
      expect(contentsOf(backups.path)).toEqual(before);
    });

    it("a file that is no database", async () => {
      writeFileSync(database(), "Das ist keine Datenbank. ".repeat(400));
      expect(await backupAtNoon()).toEqual({
        code: 1,
        out: "",
        err: `The database at ${database()} is damaged (file is not a database): restore it from a backup (docs/operations.md#backups).\n`,
      });
      expect(contentsOf(backups.path)).toEqual(before);
    });

    it("a damaged page", async () => {
      saveValidRequestsIn(data.path, 5);
      damagePageOf(database(), "contact_requests_received_at");
      const result = await backupAtNoon();
      expect(result.code).toBe(1);
      expect(result.out).toBe("");
      expect(result.err).toMatch(/^[^\n]+\.\n$/);
      expect(contentsOf(backups.path)).toEqual(before);
    });

    it("a database locked by another process", async () => {
      saveValidRequestsIn(data.path, 1);
      const holder = new DatabaseSync(database());
      holder.exec("PRAGMA locking_mode = EXCLUSIVE");
      holder.exec("BEGIN IMMEDIATE");
      holder.exec("UPDATE contact_requests SET received_at = received_at");
      try {
        expect(await backupAtNoon(50)).toEqual({
          code: 1,
          out: "",
          err: `The database at ${database()} is locked by another process (database is locked): try again when that process is done.\n`,
        });
      } finally {
        holder.exec("ROLLBACK");
        holder.close();
      }
      expect(contentsOf(backups.path)).toEqual(before);
    });
  });

  it("DIR must be an existing folder: one sentence naming it, nothing created", async () => {
    saveValidRequestsIn(data.path, 1);
    const missing = join(backups.path, "missing");
    expect(await runAt("2026-11-25T03:15:00Z", ["backup", "--into", "missing"])).toEqual({
      code: 1,
      out: "",
      err: `No folder at ${missing}: name an existing folder for the backups (this command creates none).\n`,
    });
    const file = join(backups.path, "a-file");
    writeFileSync(file, "");
    expect((await runAt("2026-11-25T03:15:00Z", ["backup", "--into", file])).err).toBe(
      `No folder at ${file}: name an existing folder for the backups (this command creates none).\n`,
    );
    expect(readdirSync(backups.path)).toEqual(["a-file"]);
  });

  it.each([
    [["--into"], "backup --into needs the folder to write to."],
    [["--into", "--keep", "3"], "backup --into needs the folder to write to."],
    [["--into", "DIR", "--keep"], "--keep needs the number of backups to keep."],
    [["--into", "DIR", "--keep", "0"], '--keep needs a whole number of at least 1, not "0".'],
    [["--into", "DIR", "--keep", "-1"], '--keep needs a whole number of at least 1, not "-1".'],
    [["--keep", "abc", "--into", "DIR"], '--keep needs a whole number of at least 1, not "abc".'],
    [["--into", "DIR", "--keep", "2.5"], '--keep needs a whole number of at least 1, not "2.5".'],
    [["--into", "DIR", "--keep", "1e3"], '--keep needs a whole number of at least 1, not "1e3".'],
    [["--into", "DIR", "--keep", ""], '--keep needs a whole number of at least 1, not "".'],
    [["--into", "DIR", "--keep", "2", "--keep", "3"], "--keep is given twice."],
    [["--into", "DIR", "--into", "DIR"], "--into is given twice."],
    [["--into", "DIR", "later"], 'Unexpected "later": backup --into DIR takes only --keep N.'],
    [["copy.sqlite", "--keep", "3"], "--keep goes with backup --into DIR."],
  ])("usage error: backup %j", async (args, problem) => {
    saveValidRequestsIn(data.path, 1);
    const withDir = args.map((arg) => (arg === "DIR" ? backups.path : arg));
    expect(await runAt("2026-11-25T03:15:00Z", ["backup", ...withDir])).toEqual({
      code: 2,
      out: "",
      err: `${problem}\n\n${USAGE}`,
    });
    expect(readdirSync(backups.path)).toEqual([]);
  });

  it("--keep in either place; the usage names the form", async () => {
    saveValidRequestsIn(data.path, 1);
    const keep = await runAt("2026-11-25T03:15:00Z", ["backup", "--keep", "1", "--into", "."]);
    expect(keep.code).toBe(0);
    const help = (await runAt("2026-11-25T03:15:00Z", ["help"])).out;
    expect(help).toContain("  backup --into DIR [--keep N]\n");
    expect(help).toContain("(default 14)");
  });
});
