import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { MIGRATIONS } from "./migrations.ts";
import { type NewContactRequest, type RequestStore, StorageFullError } from "./request-store.ts";
import { DATABASE_FILE_NAME, openSqliteRequestStore } from "./sqlite-request-store.ts";

const at = (iso: string) => new Date(iso);

function request(overrides: Partial<NewContactRequest> = {}): NewContactRequest {
  const payload = validPayload("general");
  return {
    id: String(payload.id),
    formType: "general",
    payload,
    isSpam: false,
    receivedAt: at("2026-03-01T10:00:00.000Z"),
    ...overrides,
  };
}

describe("SQLite request store", () => {
  let dir: ReturnType<typeof makeTempDir>;
  let store: RequestStore;

  beforeEach(() => {
    dir = makeTempDir();
    store = openSqliteRequestStore(join(dir.path, "data"));
  });
  afterEach(() => {
    store.close();
    dir.remove();
  });

  it("creates the folder and a private database file in WAL mode with the schema", () => {
    const file = join(dir.path, "data", DATABASE_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.prepare("SELECT version, name FROM schema_migrations").all()).toEqual(
      MIGRATIONS.map(({ version, name }) => ({ version, name })),
    );
    db.close();
  });

  it("stores a request with a pending delivery, reads it back", () => {
    const input = request();
    expect(store.save(input)).toBe("stored");
    const { payload, ...rest } = input;
    expect(store.get(input.id)).toEqual({
      ...rest,
      content: { kind: "plain", payload },
      delivery: {
        status: "pending",
        attempts: 0,
        nextAttemptAt: input.receivedAt,
        lastAttemptAt: undefined,
        lastError: undefined,
        sentAt: undefined,
      },
    });
    expect(store.list().map((stored) => stored.id)).toEqual([input.id]);
  });

  it("is idempotent on the id: the same request again is a duplicate, stored once", () => {
    const input = request();
    store.save(input);
    expect(store.save({ ...input, receivedAt: at("2026-03-01T10:00:05.000Z") })).toBe("duplicate");
    expect(store.list()).toHaveLength(1);
    expect(store.save({ ...input, payload: { ...input.payload, message: "Anders" } })).toBe(
      "conflict",
    );
    expect(store.get(input.id)?.content).toEqual({ kind: "plain", payload: input.payload });
  });

  it("stores spam without a delivery", () => {
    const input = request({ isSpam: true });
    store.save(input);
    expect(store.get(input.id)?.delivery).toBeUndefined();
    expect(store.dueDeliveries(at("2030-01-01T00:00:00Z"), 10)).toEqual([]);
  });

  it("tracks delivery attempts: due, failed with backoff, delivered", () => {
    const first = request();
    const second = request({ receivedAt: at("2026-03-01T10:01:00.000Z") });
    store.save(first);
    store.save(second);
    const now = at("2026-03-01T10:02:00.000Z");
    expect(store.dueDeliveries(now, 10).map((due) => due.id)).toEqual([first.id, second.id]);
    expect(store.dueDeliveries(now, 1).map((due) => due.id)).toEqual([first.id]);

    store.recordFailedAttempt(first.id, now, "ECONNECTION: refused", at("2026-03-01T10:03:00Z"));
    expect(store.get(first.id)?.delivery).toMatchObject({
      status: "pending",
      attempts: 1,
      lastAttemptAt: now,
      lastError: "ECONNECTION: refused",
      nextAttemptAt: at("2026-03-01T10:03:00Z"),
    });
    expect(store.dueDeliveries(now, 10).map((due) => due.id)).toEqual([second.id]);
    expect(store.outboxStatus()).toEqual({
      pending: 2,
      retrying: 1,
      oldestPendingSince: first.receivedAt,
    });

    store.recordDelivered(second.id, now);
    expect(store.nextDeliveryDueAt()).toEqual(at("2026-03-01T10:03:00Z"));
    store.recordDelivered(first.id, at("2026-03-01T10:03:00Z"));
    expect(store.get(first.id)?.delivery).toMatchObject({
      status: "sent",
      attempts: 2,
      lastError: undefined,
      sentAt: at("2026-03-01T10:03:00Z"),
    });
    expect(store.outboxStatus()).toEqual({
      pending: 0,
      retrying: 0,
      oldestPendingSince: undefined,
    });
    expect(store.nextDeliveryDueAt()).toBeUndefined();
  });

  it("retention deletes old delivered requests and spam, keeps pending ones and newer ones", async () => {
    const oldSent = request({ receivedAt: at("2025-01-01T00:00:00Z") });
    const oldSpam = request({ receivedAt: at("2025-01-01T00:00:00Z"), isSpam: true });
    const oldPending = request({ receivedAt: at("2025-01-01T00:00:00Z") });
    const recent = request({ receivedAt: at("2026-01-01T00:00:00Z") });
    for (const input of [oldSent, oldSpam, oldPending, recent]) store.save(input);
    store.recordDelivered(oldSent.id, at("2025-01-01T00:01:00Z"));
    store.recordDelivered(recent.id, at("2026-01-01T00:01:00Z"));

    const deleted = await store.deleteReceivedBefore(at("2025-06-01T00:00:00Z"));
    expect(deleted.sort()).toEqual([oldSent.id, oldSpam.id].sort());
    expect(
      store
        .list()
        .map((stored) => stored.id)
        .sort(),
    ).toEqual([oldPending.id, recent.id].sort());
  });

  it("deletes the requests of a list all together, or none of them, or all requests", async () => {
    const [one, two, three] = [request(), request(), request()];
    for (const input of [one, two, three]) store.save(input);
    // One unknown id: nothing goes, and the unknown one is named.
    expect(await store.delete([one.id, "zzzzz00000"])).toEqual({ missing: ["zzzzz00000"] });
    expect(store.list()).toHaveLength(3);
    expect(await store.delete([one.id, two.id, one.id])).toEqual({ deleted: [one.id, two.id] });
    expect(await store.delete([one.id])).toEqual({ missing: [one.id] });
    expect(await store.deleteAll()).toEqual([three.id]);
    expect(store.list()).toEqual([]);
  });

  it("counts the sealed requests", () => {
    expect(store.sealedCount()).toBe(0);
    store.save(request({ sealed: "-----BEGIN PGP MESSAGE-----\n…" }));
    store.save(request({ sealed: "-----BEGIN PGP MESSAGE-----\n…" }));
    store.save(request());
    expect(store.sealedCount()).toBe(2);
  });

  it("remembers that it held sealed requests after they are deleted", async () => {
    expect(store.everSealed()).toBe(false);
    store.save(request());
    expect(store.everSealed()).toBe(false);
    store.save(request({ sealed: "-----BEGIN PGP MESSAGE-----\n…" }));
    await store.deleteAll();
    expect(store.sealedCount()).toBe(0);
    expect(store.everSealed()).toBe(true);
  });

  it("reports whether the row of a delivery record still exists", () => {
    const input = request();
    store.save(input);
    const now = at("2026-03-01T10:02:00Z");
    expect(store.recordFailedAttempt(input.id, now, "ETIMEDOUT: t", now)).toBe(true);
    expect(store.recordDelivered(input.id, now)).toBe(true);
    expect(store.recordDelivered("zzzzz00000", now)).toBe(false);
    expect(store.recordFailedAttempt("zzzzz00000", now, "ETIMEDOUT: t", now)).toBe(false);
  });

  it("keeps data across reopening and migrates only once", () => {
    const input = request();
    store.save(input);
    store.close();
    store = openSqliteRequestStore(join(dir.path, "data"));
    expect(store.get(input.id)?.id).toBe(input.id);
  });

  it("refuses a database written by a newer version", () => {
    store.close();
    const db = new DatabaseSync(join(dir.path, "data", DATABASE_FILE_NAME));
    db.prepare("INSERT INTO schema_migrations VALUES (99, 'future', '2030-01-01')").run();
    db.close();
    expect(() => openSqliteRequestStore(join(dir.path, "data"))).toThrow(/schema version 99/);
  });

  it("the health probe commits its heartbeat row without growing the file", () => {
    const file = join(dir.path, "data", DATABASE_FILE_NAME);
    const heartbeat = () => {
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        return db.prepare("SELECT checked_at FROM health_heartbeat").get() as {
          checked_at: string;
        };
      } finally {
        db.close();
      }
    };
    store.probeWrite(at("2026-03-01T10:00:00.000Z"));
    // Committed: another connection sees it (a rolled-back probe never reached the disk).
    expect(heartbeat().checked_at).toBe("2026-03-01T10:00:00.000Z");
    const pageCount = () => {
      const db = new DatabaseSync(file);
      try {
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        return (db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count;
      } finally {
        db.close();
      }
    };
    const before = pageCount();
    for (let poll = 1; poll <= 200; poll += 1) store.probeWrite(new Date(Date.UTC(2026, 2, poll)));
    expect(pageCount()).toBe(before);
    expect(store.list()).toEqual([]);
  });

  it("the health probe reports the storage full below the free-space floor", () => {
    const floorless = openSqliteRequestStore(join(dir.path, "data"), {
      freeSpaceFloorBytes: Number.MAX_SAFE_INTEGER,
    });
    try {
      expect(() => floorless.probeWrite(new Date())).toThrow(StorageFullError);
      expect(() => floorless.probeWrite(new Date())).toThrow(/bytes free in .*below the floor/);
    } finally {
      floorless.close();
    }
    expect(() => store.probeWrite(new Date())).not.toThrow();
  });

  it("fails to write while another connection holds the write lock, and recovers", () => {
    const other = new DatabaseSync(join(dir.path, "data", DATABASE_FILE_NAME));
    other.exec("BEGIN EXCLUSIVE");
    expect(() => store.save(request())).toThrow(/locked|busy/i);
    expect(() => store.probeWrite(new Date())).toThrow(/locked|busy/i);
    other.exec("ROLLBACK");
    other.close();
    expect(store.save(request())).toBe("stored");
    expect(existsSync(join(dir.path, "data", `${DATABASE_FILE_NAME}-wal`))).toBe(true);
  });
});
