/**
 * The store's health (StoreHealth): the write probe behind GET /api/health, the integrity
 * check of the file on disk, and the guard that refuses writes while the file is damaged, gone
 * or replaced.
 *
 * The probe commits a heartbeat row (a write that must reach the disk) and checks the free
 * space of the data folder against a floor: SQLite reuses the space of its -wal file, so a
 * small commit can still succeed on a full disk while a request would not.
 *
 * Damage is found by SQLite's quick check on the file as it is on disk; a file removed or
 * replaced while the server runs is noticed by its inode.
 */
import { statfsSync, statSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { checkIntegrity } from "./integrity.ts";
import {
  type IntegrityReport,
  StorageDamagedError,
  StorageFullError,
  type StoreHealth,
} from "./request-store.ts";
import { inTransaction } from "./sqlite-transaction.ts";

/** An id no request can have (request ids are ten lowercase letters and digits). */
const PROBE_ID = "health-probe";

export type HealthSettings = {
  dataDir: string;
  /** Free space of the data folder below which the probe reports the storage full. */
  freeSpaceFloorBytes: number;
};

/** StoreHealth, and the guard the other parts call before they write. */
export type StoreHealthPart = StoreHealth & {
  /** Throws StorageDamagedError when the last check found damage or the file is gone or replaced. */
  assertWritable(): void;
};

export function createStoreHealth(
  db: DatabaseSync,
  file: string,
  settings: HealthSettings,
): StoreHealthPart {
  // The file this connection writes to; a file removed or replaced under it is noticed.
  const opened = statSync(file);
  let lastCheck: IntegrityReport | undefined;

  const statements = {
    probeRequest: db.prepare(
      `INSERT INTO contact_requests (id, form_type, payload, content_kind, payload_digest, is_spam, received_at)
       VALUES ('${PROBE_ID}', 'general', '{}', 'json', NULL, 0, ?)`,
    ),
    probeDelivery: db.prepare(
      `INSERT INTO mail_deliveries (request_id, status, attempts, next_attempt_at)
       VALUES ('${PROBE_ID}', 'pending', 0, ?)`,
    ),
    heartbeat: db.prepare("UPDATE health_heartbeat SET checked_at = ? WHERE id = 1"),
  };

  function fileProblems(): string[] {
    try {
      const current = statSync(file);
      return current.ino === opened.ino && current.dev === opened.dev
        ? []
        : [`${file} was replaced while the server ran`];
    } catch {
      return [`${file} was removed while the server ran`];
    }
  }

  function assertWritable(): void {
    const problems = lastCheck?.problems.length ? lastCheck.problems : fileProblems();
    if (problems.length > 0) throw new StorageDamagedError(problems);
  }

  return {
    assertWritable,

    probeWrite(at) {
      assertWritable();
      const { bavail, bsize } = statfsSync(settings.dataDir);
      const free = bavail * bsize;
      if (free < settings.freeSpaceFloorBytes) {
        throw new StorageFullError(
          `${free} bytes free in ${settings.dataDir}, below the floor of ${settings.freeSpaceFloorBytes}`,
        );
      }
      // Constraints, triggers and locks of the requests table, without leaving a row behind.
      db.exec("BEGIN IMMEDIATE");
      try {
        statements.probeRequest.run(at.toISOString());
        statements.probeDelivery.run(at.toISOString());
      } finally {
        if (db.isTransaction) db.exec("ROLLBACK");
      }
      // A commit that must reach the disk (synchronous=FULL); one row, so the file never grows.
      try {
        inTransaction(db, () => statements.heartbeat.run(at.toISOString()));
      } catch (error) {
        if (isDiskFull(error)) throw new StorageFullError("a commit did not reach the disk");
        throw error;
      }
    },

    checkIntegrity(at) {
      const result = checkIntegrity(file, "quick");
      const problems = [...fileProblems(), ...(result.ok ? [] : result.problems)];
      lastCheck = { checkedAt: at, problems };
      return lastCheck;
    },

    lastIntegrityCheck: () => lastCheck,
  };
}

/** SQLITE_FULL (13), also as an extended code; node:sqlite reports it in `errcode`. */
function isDiskFull(error: unknown): boolean {
  const { errcode } = (error ?? {}) as { errcode?: unknown };
  return typeof errcode === "number" && (errcode & 0xff) === 13;
}
