/**
 * Opens the request store (request-store.ts): one SQLite file (node:sqlite, WAL,
 * synchronous=FULL, secure_delete) in the data folder, its schema brought up to date, and the
 * store's parts on that one connection: the requests (stored-requests.ts), their delivery queue
 * (delivery-queue.ts), erasure (erasure.ts) and health (store-health.ts).
 */
import { chmodSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { NOTIFY_BODY_LIMIT_BYTES } from "#server/api/body-limit.ts";
import { createDeliveryQueue } from "./delivery-queue.ts";
import { createErasure } from "./erasure.ts";
import { runMigrations } from "./migrations.ts";
import type { RequestStore } from "./request-store.ts";
import { createStoreHealth } from "./store-health.ts";
import { createStoredRequests } from "./stored-requests.ts";

export const DATABASE_FILE_NAME = "contact-requests.sqlite";

export type SqliteStoreOptions = {
  /** How long a write waits for another connection's lock before failing (blocks the thread). */
  busyTimeoutMs?: number;
  /**
   * How long a deletion keeps retrying a checkpoint that another connection holds back before
   * it rejects with ErasureIncompleteError (default 30 s). The waits do not block the thread.
   */
  erasureWaitMs?: number;
  /** Free space of the data folder below which the health probe reports the storage full. */
  freeSpaceFloorBytes?: number;
};

/**
 * The free space the health probe requires: a request of the largest body (256 KiB) takes up to
 * about four times that on its way to the disk (its page versions in the -wal file, their copy
 * into the database at the checkpoint, and the .eml file of the file mailer). Below it, the next
 * request may fail, and a sent mail may not be recorded.
 */
export const FREE_SPACE_FLOOR_BYTES = 4 * NOTIFY_BODY_LIMIT_BYTES;

export const DEFAULT_ERASURE_WAIT_MS = 30_000;
const DEFAULT_BUSY_TIMEOUT_MS = 250;

/** Opens (creating if needed) the SQLite store in `dataDir` and brings its schema up to date. */
export function openSqliteRequestStore(
  dataDir: string,
  options: SqliteStoreOptions = {},
): RequestStore {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE_NAME);
  const busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs });
  try {
    // The file holds personal data: readable by the server's user only.
    chmodSync(file, 0o600);
    db.exec("PRAGMA journal_mode = WAL");
    // FULL: a commit survives power loss, not only a killed process.
    db.exec("PRAGMA synchronous = FULL");
    // Deleted requests are overwritten on disk, not merely unlinked.
    db.exec("PRAGMA secure_delete = ON");
    db.exec("PRAGMA foreign_keys = ON");
    runMigrations(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const { assertWritable, ...health } = createStoreHealth(db, file, {
    dataDir,
    freeSpaceFloorBytes: options.freeSpaceFloorBytes ?? FREE_SPACE_FLOOR_BYTES,
  });
  return {
    ...createStoredRequests(db, assertWritable),
    ...createDeliveryQueue(db),
    ...createErasure(db, file, {
      busyTimeoutMs,
      erasureWaitMs: options.erasureWaitMs ?? DEFAULT_ERASURE_WAIT_MS,
    }),
    ...health,
    close() {
      if (db.isOpen) db.close();
    },
  };
}
