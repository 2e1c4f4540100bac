/**
 * Erasing from the command line does what was typed or nothing (issue 21, section 5): `purge`
 * takes ids and deletes all of them or none, refuses an empty id, ids beside `--all` and
 * unknown options, and never runs the retention clean-up, which is `expire`'s job. An erasure
 * that another connection holds back fails with a sentence instead of reporting success
 * (section 2), and nothing ends in a stack trace.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailFilePath, mailFilesDir } from "#server/mail/mailer.ts";
import {
  DATABASE_FILE_NAME,
  openSqliteRequestStore,
} from "#server/storage/sqlite-request-store.ts";
import { type CliRunOptions, runCli } from "#test-support/server/cli.ts";
import { idsIn, saveRequestReceivedAt } from "#test-support/server/database-files.ts";
import { findOnDisk } from "#test-support/server/disk-scan.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { runRequestsCli } from "./requests.ts";

const NOW = new Date("2026-06-01T12:00:00.000Z");
let temp: ReturnType<typeof makeTempDir>;
let database: string;
let mailDir: string;
const ids = { old: "", a: "", b: "" };

function run(args: string[], options: Partial<CliRunOptions> = {}) {
  return runCli(args, {
    dataDir: temp.path,
    env: { RETENTION_DAYS: "180" },
    clock: { now: () => NOW },
    ...options,
  });
}

/** The ids in the database, read without opening the store (which could write). */
const stored = () => [...idsIn(database)].sort();
const all = () => [ids.old, ids.a, ids.b].sort();

beforeEach(() => {
  temp = makeTempDir();
  database = join(temp.path, DATABASE_FILE_NAME);
  mailDir = mailFilesDir(temp.path);
  const store = openSqliteRequestStore(temp.path);
  const save = (receivedAt: string, message: string) => {
    const id = saveRequestReceivedAt(store, receivedAt, { message });
    store.recordDelivered(id, new Date(receivedAt));
    return id;
  };
  ids.old = save("2025-01-10T08:00:00.000Z", "Vertraulich: Lindenweg");
  ids.a = save("2026-05-30T09:15:00.000Z", "Vertraulich: Amselgrund");
  ids.b = save("2026-05-31T10:00:00.000Z", "Vertraulich: Birkenhain");
  store.close();
  mkdirSync(mailDir, { recursive: true });
  for (const id of Object.values(ids)) writeFileSync(mailFilePath(mailDir, id), `mail of ${id}`);
  writeFileSync(`${mailFilePath(mailDir, ids.a)}.4242.tmp`, "a mail cut off by a crash");
});
afterEach(() => temp.remove());

describe("purge ID [ID …]", () => {
  it("purge A B deletes both, with their mail files (was: only A, exit 0)", async () => {
    const result = await run(["purge", ids.a, ids.b]);
    expect(result).toEqual({
      code: 0,
      out: `Deleted 2 request(s) (${ids.a}, ${ids.b}) and 3 mail file(s).\n`,
      err: "",
    });
    expect(stored()).toEqual([ids.old]);
    expect(existsSync(mailFilePath(mailDir, ids.a))).toBe(false);
    expect(existsSync(`${mailFilePath(mailDir, ids.a)}.4242.tmp`)).toBe(false);
    expect(existsSync(mailFilePath(mailDir, ids.b))).toBe(false);
    expect(existsSync(mailFilePath(mailDir, ids.old))).toBe(true);
  });

  it("an unknown id among them: nothing is deleted, the unknown one is named", async () => {
    const result = await run(["purge", ids.a, "nosuchid00", ids.b, "evil\u001b[2J"]);
    expect(result).toEqual({
      code: 1,
      out: "",
      err: 'No request with id "nosuchid00", "evil⟨U+001B⟩[2J": nothing was deleted (4 id(s) given).\n',
    });
    expect(stored()).toEqual(all());
    expect(existsSync(mailFilePath(mailDir, ids.a))).toBe(true);
  });

  it("the same id twice is one request", async () => {
    expect(await run(["purge", ids.a, ids.a])).toEqual({
      code: 0,
      out: `Deleted request ${ids.a} and its mail file.\n`,
      err: "",
    });
    expect(stored()).toEqual([ids.old, ids.b].sort());
  });
});

describe("purge refuses what it cannot read as ids (exit 2, nothing deleted)", () => {
  it.each([
    // An empty $ID in a script: was the retention clean-up.
    [["purge", ""], "purge got an empty id (an unset variable?): nothing was deleted."],
    [["purge", "A", ""], "purge got an empty id (an unset variable?): nothing was deleted."],
    [["purge", " "], "purge got an empty id (an unset variable?): nothing was deleted."],
    // Was: every request deleted.
    [["purge", "A", "--all", "--yes"], "purge takes ids or --all, not both: nothing was deleted."],
    [["purge", "--all", "--yes", "A"], "purge takes ids or --all, not both: nothing was deleted."],
    [["purge", "--all"], "purge --all deletes every request: add --yes."],
    [["purge", "--yes", "A"], "--yes goes with purge --all."],
    [["purge", "A", "--force"], 'Unknown option "--force": purge takes ids, or --all --yes.'],
    [["purge", "-a"], 'Unknown option "-a": purge takes ids, or --all --yes.'],
    // Was: the retention clean-up.
    [
      ["purge"],
      "purge needs the id(s) of the request(s) to delete; expire deletes those older than RETENTION_DAYS.",
    ],
  ])("%j", async (args, sentence) => {
    const result = await run(args.map((arg) => (arg === "A" ? ids.a : arg)));
    expect(result.code).toBe(2);
    expect(result.out).toBe("");
    expect(result.err.startsWith(`${sentence}\n\nUsage: `), result.err).toBe(true);
    expect(stored()).toEqual(all());
    expect(existsSync(mailFilePath(mailDir, ids.old))).toBe(true);
  });
});

describe("expire", () => {
  it("applies RETENTION_DAYS now; it takes no arguments", async () => {
    expect((await run(["expire", ids.a])).code).toBe(2);
    expect(stored()).toEqual(all());
    expect(await run(["expire"])).toEqual({
      code: 0,
      out: "Deleted 1 request(s) older than 180 days and 1 mail file(s).\n",
      err: "",
    });
    expect(stored()).toEqual([ids.a, ids.b].sort());
  });

  it("a RETENTION_DAYS beyond every date: a sentence naming it, no stack trace (was: RangeError)", async () => {
    const result = await run(["expire"], { env: { RETENTION_DAYS: "200000000" } });
    expect(result.code).toBe(1);
    expect(result.out).toBe("");
    expect(result.err).toContain("RETENTION_DAYS");
    expect(result.err).not.toContain("RangeError");
    expect(result.err).not.toContain("    at ");
    expect(stored()).toEqual(all());
  });
});

describe("an erasure another connection holds back", () => {
  /** The running server's connection: once it has read, closing the others checkpoints nothing. */
  function openServer() {
    const server = new DatabaseSync(database);
    server.prepare("SELECT COUNT(*) FROM contact_requests").get();
    return server;
  }

  /** Runs `work` while a second connection reads (a backup, an export). */
  async function whileSomeoneReads(work: () => Promise<void>) {
    const reader = new DatabaseSync(database);
    reader.exec("BEGIN");
    reader.prepare("SELECT COUNT(*) FROM contact_requests").get();
    try {
      await work();
    } finally {
      reader.exec("ROLLBACK");
      reader.close();
    }
  }

  it("purge ID fails with what remains; its mail files go; check finishes the erasure later", async () => {
    const server = openServer();
    try {
      await whileSomeoneReads(async () => {
        const purge = await run(["purge", ids.a], { erasureWaitMs: 100 });
        // Was: exit 0, "Deleted request …", and the text still on disk.
        expect(purge.code).toBe(1);
        expect(purge.out).toBe("");
        expect(purge.err).toMatch(/^[^\n]+\n$/);
        expect(purge.err).toContain(`${database}-wal`);
        expect(purge.err).toContain(
          'Then "npm run requests -- check" says whether any copies remain (it erases them too).',
        );
        expect(stored()).toEqual([ids.old, ids.b].sort());
        expect(existsSync(mailFilePath(mailDir, ids.a))).toBe(false);
        expect(existsSync(`${mailFilePath(mailDir, ids.a)}.4242.tmp`)).toBe(false);
        expect(findOnDisk(temp.path, ["Amselgrund"])).not.toEqual([]);

        const held = await run(["check"]);
        expect(held.code).toBe(1);
        expect(held.out).toBe(`${database}: integrity ok, 2 request(s).\n`);
        expect(held.err).toBe(
          `${database}-wal could not be emptied: another connection (a backup or an export) is reading the database, so deleted requests may remain in it. Run check again once that connection has ended.\n`,
        );
      });
      // The reader has ended, but only a checkpoint erases what it held back.
      expect(findOnDisk(temp.path, ["Amselgrund"])).not.toEqual([]);
      expect(await run(["check"])).toEqual({
        code: 0,
        out: `${database}: integrity ok, 2 request(s).\n`,
        err: "",
      });
      expect(findOnDisk(temp.path, ["Amselgrund"])).toEqual([]);
      expect(findOnDisk(temp.path, ["Birkenhain"])).not.toEqual([]);
    } finally {
      server.close();
    }
  });

  it("expire and purge --all --yes: the same failure, the mail files of the deleted rows gone", async () => {
    const server = openServer();
    try {
      await whileSomeoneReads(async () => {
        const expire = await run(["expire"], { erasureWaitMs: 100 });
        expect(expire.code).toBe(1);
        expect(expire.err).toContain(`${database}-wal`);
        expect(stored()).toEqual([ids.a, ids.b].sort());
        expect(existsSync(mailFilePath(mailDir, ids.old))).toBe(false);
        expect(existsSync(mailFilePath(mailDir, ids.a))).toBe(true);

        const purgeAll = await run(["purge", "--all", "--yes"], { erasureWaitMs: 100 });
        expect(purgeAll.code).toBe(1);
        expect(purgeAll.out).toBe("");
        expect(purgeAll.err).toContain(`${database}-wal`);
        expect(stored()).toEqual([]);
        expect(existsSync(mailFilePath(mailDir, ids.a))).toBe(false);
        expect(existsSync(mailFilePath(mailDir, ids.b))).toBe(false);
      });
    } finally {
      server.close();
    }
  });
});

describe("no stack trace", () => {
  it("a fault of the program itself is one line", async () => {
    let err = "";
    const code = await runRequestsCli(["list"], {
      env: { DATA_DIR: temp.path },
      cwd: temp.path,
      out: () => {
        throw new TypeError("stdout is closed");
      },
      err: (text) => {
        err += text;
      },
    });
    expect(code).toBe(1);
    expect(err).toBe(
      "The command failed unexpectedly (TypeError: stdout is closed): report this with the command you ran.\n",
    );
  });
});
