/**
 * `npm run requests` on a DATA_DIR without a database, on a damaged database and on a locked
 * one: one sentence naming the path and what to do, exit 1, no stack trace, and nothing created.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";
import { runCli } from "#test-support/server/cli.ts";
import { damagePageOf, saveValidRequestsIn } from "#test-support/server/database-files.ts";
import { spawnScript } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";

let temp: ReturnType<typeof makeTempDir>;

/** Every command, with the arguments it needs to reach the database. */
const COMMANDS: string[][] = [
  ["list"],
  ["show", "abcdefghij"],
  ["export"],
  ["export", "--json"],
  ["expire"],
  ["purge", "abcdefghij"],
  ["purge", "abcdefghij", "bcdefghijk"],
  ["purge", "--all", "--yes"],
  ["backup", "BACKUP"],
  ["check"],
];

function run(dataDir: string, args: string[], busyTimeoutMs?: number) {
  return runCli(
    args.map((arg) => (arg === "BACKUP" ? join(temp.path, "backup.sqlite") : arg)),
    { dataDir, cwd: temp.path, busyTimeoutMs },
  );
}

/** One line on stderr, nothing on stdout, no stack frame. */
function expectOneSentence(result: { code: number; out: string; err: string }, path: string) {
  expect(result.code).toBe(1);
  expect(result.out).toBe("");
  expect(result.err).toMatch(/^[^\n]+\.\n$/);
  expect(result.err).toContain(path);
  expect(result.err).not.toContain("    at ");
}

beforeEach(() => {
  temp = makeTempDir();
});
afterEach(() => temp.remove());

describe("npm run requests without a database", () => {
  it.each([
    ["a DATA_DIR that does not exist", "missing-folder"],
    ["an empty DATA_DIR", "empty-folder"],
  ])("%s: every command says where it looked, and creates nothing", async (_, folder) => {
    const dataDir = join(temp.path, folder);
    if (folder === "empty-folder") mkdirSync(dataDir);
    const database = join(dataDir, DATABASE_FILE_NAME);
    for (const args of COMMANDS) {
      const result = await run(dataDir, args);
      expect(result, args.join(" ")).toEqual({
        code: 1,
        out: "",
        err: `No database at ${database}: check DATA_DIR (the server creates it at its first start).\n`,
      });
      expect(existsSync(dataDir)).toBe(folder === "empty-folder");
      expect(existsSync(database)).toBe(false);
    }
    expect(readdirSync(temp.path)).toEqual(folder === "empty-folder" ? [folder] : []);
  });
});

describe("npm run requests on a damaged database", () => {
  it("a file that is no database: one sentence, nothing on stdout, the file untouched", async () => {
    const database = join(temp.path, DATABASE_FILE_NAME);
    const garbage = Buffer.from("Das ist keine Datenbank. ".repeat(400));
    writeFileSync(database, garbage);
    for (const args of COMMANDS.filter(([command]) => command !== "check")) {
      const result = await run(temp.path, args);
      expectOneSentence(result, database);
      expect(result.err).toBe(
        `The database at ${database} is damaged (file is not a database): restore it from a backup (docs/operations.md#backups).\n`,
      );
    }
    const check = await run(temp.path, ["check"]);
    expect(check).toEqual({
      code: 1,
      out: "",
      err: `${database} fails its integrity check: restore it from a backup (docs/operations.md#backups).\n  file is not a database\n`,
    });
    expect(readFileSync(database)).toEqual(garbage);
    expect(existsSync(join(temp.path, "backup.sqlite"))).toBe(false);
  });

  it("a damaged page (database disk image is malformed): one sentence", async () => {
    saveValidRequestsIn(temp.path, 5);
    const database = join(temp.path, DATABASE_FILE_NAME);
    damagePageOf(database, "contact_requests_received_at");
    for (const args of [["list"], ["export"], ["expire"], ["backup", "BACKUP"]]) {
      const result = await run(temp.path, args);
      expectOneSentence(result, database);
      expect(result.err).toBe(
        `The database at ${database} is damaged (database disk image is malformed): restore it from a backup (docs/operations.md#backups).\n`,
      );
    }
    expect(existsSync(join(temp.path, "backup.sqlite"))).toBe(false);
  });

  it("as a real process: no stack trace reaches the terminal", async () => {
    const database = join(temp.path, DATABASE_FILE_NAME);
    writeFileSync(database, "garbage ".repeat(1000));
    const cli = spawnScript("server/cli/requests.ts", ["list"], { DATA_DIR: temp.path });
    expect(await cli.exited).toBe(1);
    expect(cli.stdout()).toBe("");
    expect(cli.stderr()).toBe(
      `The database at ${database} is damaged (file is not a database): restore it from a backup (docs/operations.md#backups).\n`,
    );
  });
});

describe("npm run requests on a locked database", () => {
  it("another connection holds an exclusive lock: one sentence after the busy timeout", async () => {
    saveValidRequestsIn(temp.path, 3);
    const database = join(temp.path, DATABASE_FILE_NAME);
    const holder = new DatabaseSync(database);
    holder.exec("PRAGMA locking_mode = EXCLUSIVE");
    holder.exec("BEGIN IMMEDIATE");
    holder.exec("UPDATE contact_requests SET received_at = received_at");
    try {
      for (const args of COMMANDS) {
        const started = performance.now();
        const result = await run(temp.path, args, 50);
        // It waited for the lock (the busy timeout), then gave up.
        expect(performance.now() - started).toBeGreaterThanOrEqual(45);
        expectOneSentence(result, database);
        expect(result.err, args.join(" ")).toBe(
          `The database at ${database} is locked by another process (database is locked): try again when that process is done.\n`,
        );
      }
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    expect(existsSync(join(temp.path, "backup.sqlite"))).toBe(false);
    // Once the lock is gone, the same commands work again.
    expect((await run(temp.path, ["list"], 50)).code).toBe(0);
  });
});
