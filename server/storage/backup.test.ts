import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  damagePageOf,
  idsIn as idSetIn,
  saveValidRequests,
} from "#test-support/server/database-files.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { backupDatabase, countRequests } from "./backup.ts";
import { checkIntegrity } from "./integrity.ts";
import type { RequestStore } from "./request-store.ts";
import { DATABASE_FILE_NAME, openSqliteRequestStore } from "./sqlite-request-store.ts";

let data: ReturnType<typeof makeTempDir>;
let backups: ReturnType<typeof makeTempDir>;
let database: string;
let target: string;

beforeEach(() => {
  data = makeTempDir();
  backups = makeTempDir();
  database = join(data.path, DATABASE_FILE_NAME);
  target = join(backups.path, "requests.sqlite");
});
afterEach(() => {
  data.remove();
  backups.remove();
});

const saveRequests = (store: RequestStore, count: number) =>
  saveValidRequests(store, count, "psychotherapie");
const idsIn = (file: string) => [...idSetIn(file)].sort();

describe("backupDatabase", () => {
  it("writes a checked, private, self-contained copy; nothing else beside it", async () => {
    const store = openSqliteRequestStore(data.path);
    const ids = saveRequests(store, 4);
    // The store's own order (received_at, then id): saves within one millisecond sort by id.
    const listed = store.list().map((request) => request.id);
    try {
      // The server's connection stays open (WAL mode, uncheckpointed pages in the -wal file).
      expect(await backupDatabase(database, target)).toEqual({ ok: true, requests: 4 });
    } finally {
      store.close();
    }
    expect(idsIn(target)).toEqual([...ids].sort());
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(readdirSync(backups.path)).toEqual(["requests.sqlite"]);
    expect(checkIntegrity(target, "full")).toEqual({ ok: true });
    const copy = new DatabaseSync(target, { readOnly: true });
    expect(copy.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "delete" });
    copy.close();
    // Restored, it is a store again.
    const restored = makeTempDir();
    try {
      writeFileSync(join(restored.path, DATABASE_FILE_NAME), readFileSync(target));
      const again = openSqliteRequestStore(restored.path);
      expect(again.list().map((request) => request.id)).toEqual(listed);
      again.close();
    } finally {
      restored.remove();
    }
  });

  it("copies the snapshot of its start: writes during the copy are not in it", async () => {
    const store = openSqliteRequestStore(data.path);
    const before = saveRequests(store, 20);
    try {
      const running = backupDatabase(database, target);
      // The copy runs on SQLite's side now; the server's connection keeps writing meanwhile.
      const during = saveRequests(store, 20);
      expect(store.list()).toHaveLength(40);
      expect(await running).toEqual({ ok: true, requests: 20 });
      expect(idsIn(target)).toEqual([...before].sort());
      expect(idsIn(target)).not.toContain(during[0]);
    } finally {
      store.close();
    }
  });

  it("replaces an older backup of the same name only when the new one is complete", async () => {
    const store = openSqliteRequestStore(data.path);
    saveRequests(store, 2);
    store.close();
    writeFileSync(target, "the previous backup");

    // A file that is no database: nothing replaces the old backup, nothing is left behind.
    const garbage = join(data.path, "garbage.sqlite");
    writeFileSync(garbage, "no database ".repeat(500));
    const failed = await backupDatabase(garbage, target);
    expect(failed).toMatchObject({
      ok: false,
      failed: "source",
      error: { errcode: 26, errstr: "file is not a database" },
    });
    expect(readFileSync(target, "utf8")).toBe("the previous backup");
    expect(readdirSync(backups.path)).toEqual(["requests.sqlite"]);

    expect(await backupDatabase(database, target)).toEqual({ ok: true, requests: 2 });
    expect(countRequests(target)).toBe(2);
  });

  it("a copy that fails its integrity check does not take the name", async () => {
    const store = openSqliteRequestStore(data.path);
    saveRequests(store, 5);
    store.close();
    // Damage an index the backup's own reading does not touch: only the check finds it.
    damagePageOf(database, "mail_deliveries_due");

    expect(await backupDatabase(database, target)).toMatchObject({
      ok: false,
      failed: "integrity",
      problems: expect.arrayContaining([expect.stringContaining("mail_deliveries_due")]),
    });
    expect(readdirSync(backups.path)).toEqual([]);
  });

  it("refuses to write over the database or its side files", async () => {
    const store = openSqliteRequestStore(data.path);
    saveRequests(store, 1);
    try {
      for (const file of [database, `${database}-wal`, `${database}-shm`]) {
        expect(await backupDatabase(database, file)).toEqual({ ok: false, failed: "same-file" });
      }
      expect(store.list()).toHaveLength(1);
    } finally {
      store.close();
    }
    expect(readdirSync(data.path).sort()).toEqual([DATABASE_FILE_NAME]);
  });

  it("a folder that does not exist: the target fails, nothing is created", async () => {
    openSqliteRequestStore(data.path).close();
    const missing = join(backups.path, "no-such-folder", "requests.sqlite");
    expect(await backupDatabase(database, missing)).toMatchObject({
      ok: false,
      failed: "target",
      error: { code: "ENOENT" },
    });
    expect(existsSync(join(backups.path, "no-such-folder"))).toBe(false);
  });

  it("a target that is a folder: the target fails, the temporary file is removed", async () => {
    openSqliteRequestStore(data.path).close();
    const folder = join(backups.path, "a-folder");
    mkdirSync(folder);
    expect(await backupDatabase(database, folder)).toMatchObject({ ok: false, failed: "target" });
    expect(readdirSync(backups.path)).toEqual(["a-folder"]);
  });
});
