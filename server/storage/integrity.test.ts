import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { damagePageOf, saveValidRequests } from "#test-support/server/database-files.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { checkIntegrity } from "./integrity.ts";
import { DATABASE_FILE_NAME, openSqliteRequestStore } from "./sqlite-request-store.ts";

let temp: ReturnType<typeof makeTempDir>;
let database: string;

beforeEach(() => {
  temp = makeTempDir();
  database = join(temp.path, DATABASE_FILE_NAME);
});
afterEach(() => temp.remove());

function fillStore(count: number) {
  const store = openSqliteRequestStore(temp.path);
  saveValidRequests(store, count);
  return store;
}

describe("checkIntegrity", () => {
  it("ok for a sound database, quick and full", () => {
    fillStore(3).close();
    expect(checkIntegrity(database, "quick")).toEqual({ ok: true });
    expect(checkIntegrity(database, "full")).toEqual({ ok: true });
  });

  it("a file that is no database is a problem, and stays as it was", () => {
    const garbage = Buffer.from("kein SQLite ".repeat(500));
    writeFileSync(database, garbage);
    for (const mode of ["quick", "full"] as const) {
      expect(checkIntegrity(database, mode)).toEqual({
        ok: false,
        problems: ["file is not a database"],
      });
    }
    expect(readFileSync(database)).toEqual(garbage);
  });

  it("a missing file is a problem, and is not created", () => {
    expect(checkIntegrity(database, "quick")).toEqual({
      ok: false,
      problems: ["unable to open database file"],
    });
    expect(existsSync(database)).toBe(false);
  });

  it("a damaged page on disk is found, though another connection has it cached", () => {
    const store = fillStore(5);
    try {
      // The store's connection has read the index; the damage happens under it.
      expect(store.list()).toHaveLength(5);
      const db = new DatabaseSync(database);
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      db.close();
      damagePageOf(database, "contact_requests_received_at");

      const quick = checkIntegrity(database, "quick");
      expect(quick.ok).toBe(false);
      expect(quick.ok ? [] : quick.problems).toContain(
        "wrong # of entries in index contact_requests_received_at",
      );
      const full = checkIntegrity(database, "full");
      expect(full.ok).toBe(false);
      expect(full.ok ? [] : full.problems).toContain(
        "wrong # of entries in index contact_requests_received_at",
      );
    } finally {
      store.close();
    }
  });

  it("reports at most 10 problems", () => {
    const db = new DatabaseSync(database, { defensive: false });
    db.exec("CREATE TABLE t (x, y); CREATE INDEX t_x ON t (x)");
    const insert = db.prepare("INSERT INTO t VALUES (?, ?)");
    db.exec("BEGIN");
    for (let index = 0; index < 200; index += 1) insert.run(index, -index);
    db.exec("COMMIT");
    // The index now claims to be on y: every one of its 200 entries is wrong.
    db.exec("PRAGMA writable_schema = ON");
    db.exec("UPDATE sqlite_schema SET sql = 'CREATE INDEX t_x ON t (y)' WHERE name = 't_x'");
    db.close();
    const result = checkIntegrity(database, "full");
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(10);
    expect(problems.every((line) => line.includes("t_x"))).toBe(true);
    // quick_check does not compare an index with its table: that takes the full check.
    expect(checkIntegrity(database, "quick")).toEqual({ ok: true });
  });
});
