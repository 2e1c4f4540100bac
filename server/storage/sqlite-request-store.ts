/**
 * The request store (request-store.ts) in one SQLite file (node:sqlite, WAL,
 * synchronous=FULL): a request and its outbox row are written in one transaction.
 *
 * A request's content is stored either as its JSON payload (no MAIL_PGP_KEY_FILE) or sealed:
 * only the OpenPGP message encrypted to the practice, which this server cannot read back.
 * Retries are recognised by a salted hash of the canonical payload, never by the plaintext.
 * Deleting erases: secure_delete overwrites the freed content and a WAL checkpoint (TRUNCATE)
 * removes the older page versions from the -wal file. Another connection's read transaction (a
 * backup, an export) holds that checkpoint back: it is tried again, without blocking the event
 * loop, for up to `erasureWaitMs`; then the deletion rejects with ErasureIncompleteError, and the
 * next deletion of this store tries again.
 *
 * The health probe commits a heartbeat row (a write that must reach the disk) and checks the
 * free space of the data folder against a floor: SQLite reuses the space of its -wal file, so a
 * small commit can still succeed on a full disk while a request would not.
 *
 * Damage is found by SQLite's quick check on the file as it is on disk; a file removed or
 * replaced while the server runs is noticed by its inode.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, statfsSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { FormType } from "#contact/form-types.ts";
import { NOTIFY_BODY_LIMIT_BYTES } from "#server/config.ts";
import { checkIntegrity } from "./integrity.ts";
import { runMigrations } from "./migrations.ts";
import {
  ErasureIncompleteError,
  type IntegrityReport,
  type RequestStore,
  type SaveOutcome,
  StorageDamagedError,
  StorageFullError,
  type StoredContactRequest,
} from "./request-store.ts";

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

type RequestRow = {
  id: string;
  form_type: string;
  payload: string;
  content_kind: string;
  is_spam: number;
  received_at: string;
  status: string | null;
  attempts: number | null;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
};

const SELECT_REQUEST = `
  SELECT r.id, r.form_type, r.payload, r.content_kind, r.is_spam, r.received_at,
         d.status, d.attempts, d.next_attempt_at, d.last_attempt_at, d.last_error, d.sent_at
  FROM contact_requests r LEFT JOIN mail_deliveries d ON d.request_id = r.id`;

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
  return createSqliteRequestStore(db, file, {
    dataDir,
    busyTimeoutMs,
    erasureWaitMs: options.erasureWaitMs ?? DEFAULT_ERASURE_WAIT_MS,
    freeSpaceFloorBytes: options.freeSpaceFloorBytes ?? FREE_SPACE_FLOOR_BYTES,
  });
}

/** An id no request can have (request ids are ten lowercase letters and digits). */
const PROBE_ID = "health-probe";

type StoreSettings = {
  dataDir: string;
  busyTimeoutMs: number;
  erasureWaitMs: number;
  freeSpaceFloorBytes: number;
};

function createSqliteRequestStore(
  db: DatabaseSync,
  file: string,
  settings: StoreSettings,
): RequestStore {
  // The file this connection writes to; a file removed or replaced under it is noticed.
  const opened = statSync(file);
  let lastCheck: IntegrityReport | undefined;
  // Deleted, but their old page versions may still be in the -wal file: the next deletion's
  // checkpoint covers them too.
  const unerased = new Set<string>();

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

  /** Throws when the last check found damage or the file is gone or replaced. */
  function assertWritable(): void {
    const problems = lastCheck?.problems.length ? lastCheck.problems : fileProblems();
    if (problems.length > 0) throw new StorageDamagedError(problems);
  }

  const statements = {
    findForCompare: db.prepare(
      "SELECT form_type, payload, content_kind, payload_digest, is_spam FROM contact_requests WHERE id = ?",
    ),
    insertRequest: db.prepare(
      `INSERT INTO contact_requests (id, form_type, payload, content_kind, payload_digest, is_spam, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertDelivery: db.prepare(
      "INSERT INTO mail_deliveries (request_id, status, attempts, next_attempt_at) VALUES (?, 'pending', 0, ?)",
    ),
    get: db.prepare(`${SELECT_REQUEST} WHERE r.id = ?`),
    list: db.prepare(`${SELECT_REQUEST} ORDER BY r.received_at, r.id`),
    due: db.prepare(
      `${SELECT_REQUEST} WHERE d.status = 'pending' AND d.next_attempt_at <= ? ORDER BY d.next_attempt_at, r.id LIMIT ?`,
    ),
    nextDue: db.prepare(
      `SELECT MIN(next_attempt_at) AS at FROM mail_deliveries
       WHERE status = 'pending' AND request_id NOT IN (SELECT value FROM json_each(?))`,
    ),
    delivered: db.prepare(
      `UPDATE mail_deliveries
       SET status = 'sent', attempts = attempts + 1, last_attempt_at = ?, sent_at = ?, last_error = NULL
       WHERE request_id = ?`,
    ),
    failed: db.prepare(
      `UPDATE mail_deliveries
       SET attempts = attempts + 1, last_attempt_at = ?, last_error = ?, next_attempt_at = ?
       WHERE request_id = ? AND status = 'pending'`,
    ),
    outboxStatus: db.prepare(
      `SELECT COUNT(*) AS pending,
              COALESCE(SUM(attempts > 0), 0) AS retrying,
              MIN(r.received_at) AS oldest
       FROM mail_deliveries d JOIN contact_requests r ON r.id = d.request_id
       WHERE d.status = 'pending'`,
    ),
    probeRequest: db.prepare(
      `INSERT INTO contact_requests (id, form_type, payload, content_kind, payload_digest, is_spam, received_at)
       VALUES ('${PROBE_ID}', 'general', '{}', 'json', NULL, 0, ?)`,
    ),
    probeDelivery: db.prepare(
      `INSERT INTO mail_deliveries (request_id, status, attempts, next_attempt_at)
       VALUES ('${PROBE_ID}', 'pending', 0, ?)`,
    ),
    expired: db.prepare(
      `SELECT r.id FROM contact_requests r LEFT JOIN mail_deliveries d ON d.request_id = r.id
       WHERE r.received_at < ? AND (d.status IS NULL OR d.status = 'sent')`,
    ),
    heartbeat: db.prepare("UPDATE health_heartbeat SET checked_at = ? WHERE id = 1"),
    markSealed: db.prepare("INSERT OR IGNORE INTO store_marks (name, since) VALUES ('sealed', ?)"),
    everSealed: db.prepare("SELECT 1 FROM store_marks WHERE name = 'sealed'"),
    sealedCount: db.prepare(
      "SELECT COUNT(*) AS count FROM contact_requests WHERE content_kind = 'pgp'",
    ),
    allIds: db.prepare("SELECT id FROM contact_requests"),
    exists: db.prepare("SELECT 1 FROM contact_requests WHERE id = ?"),
    deleteOne: db.prepare("DELETE FROM contact_requests WHERE id = ?"),
    checkpoint: db.prepare("PRAGMA wal_checkpoint(TRUNCATE)"),
  };

  /** Runs `work` in one write transaction (BEGIN IMMEDIATE … COMMIT). */
  function inTransaction<T>(work: () => T): T {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  /**
   * One try to move every page version out of the -wal file into the database (where
   * secure_delete has zeroed the deleted content) and to truncate the -wal file. Without the
   * busy handler: a reader holding it back would otherwise block the thread for the busy
   * timeout; the caller waits between tries instead.
   */
  function tryCheckpoint(): boolean {
    db.exec("PRAGMA busy_timeout = 0");
    try {
      const result = statements.checkpoint.get() as { busy: number } | undefined;
      return !result || result.busy === 0;
    } finally {
      db.exec(`PRAGMA busy_timeout = ${settings.busyTimeoutMs}`);
    }
  }

  /**
   * Erases the traces of every deleted request (this call's and earlier unfinished ones). Tries
   * the checkpoint at once (synchronously, so a caller sees the first result before it yields)
   * and then again after growing waits until `erasureWaitMs` has passed. With nothing deleted
   * it still tries once, without waiting: copies an earlier run (another process) left behind.
   */
  async function eraseTraces(deleted: readonly string[]): Promise<void> {
    for (const id of deleted) unerased.add(id);
    if (unerased.size === 0) {
      try {
        tryCheckpoint();
      } catch {
        // Nothing known to erase: a checkpoint that cannot run now is no failure of this call.
      }
      return;
    }
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      if (!db.isOpen) break;
      if (tryCheckpoint()) {
        unerased.clear();
        return;
      }
      const left = started + settings.erasureWaitMs - Date.now();
      if (left <= 0) break;
      const wait = Math.min(left, 1000, 25 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    throw new ErasureIncompleteError([...unerased], `${file}-wal`, settings.erasureWaitMs);
  }

  /** Deletes the requests of `ids` in one transaction; returns the ids that existed. */
  const deleteRows = (ids: readonly string[]): string[] =>
    inTransaction(() => ids.filter((id) => statements.deleteOne.run(id).changes > 0));

  async function deleteAndErase(ids: readonly string[]): Promise<string[]> {
    const deleted = deleteRows(ids);
    await eraseTraces(deleted);
    return deleted;
  }

  return {
    save(request) {
      assertWritable();
      const canonical = JSON.stringify(request.payload);
      const isSpam = request.isSpam ? 1 : 0;
      return inTransaction<SaveOutcome>(() => {
        const existing = statements.findForCompare.get(request.id) as CompareRow | undefined;
        if (existing) {
          const same =
            existing.form_type === request.formType &&
            existing.is_spam === isSpam &&
            samePayload(existing, canonical);
          return same ? "duplicate" : "conflict";
        }
        const receivedAt = request.receivedAt.toISOString();
        statements.insertRequest.run(
          request.id,
          request.formType,
          request.sealed ?? canonical,
          request.sealed === undefined ? "json" : "pgp",
          payloadDigest(canonical),
          isSpam,
          receivedAt,
        );
        if (!request.isSpam) statements.insertDelivery.run(request.id, receivedAt);
        if (request.sealed !== undefined) statements.markSealed.run(receivedAt);
        return "stored";
      });
    },

    get(id) {
      const row = statements.get.get(id) as RequestRow | undefined;
      return row ? fromRow(row) : undefined;
    },

    list() {
      return (statements.list.all() as RequestRow[]).map(fromRow);
    },

    dueDeliveries(now, limit) {
      return (statements.due.all(now.toISOString(), limit) as RequestRow[]).map(fromRow);
    },

    nextDeliveryDueAt(except = new Set()) {
      const row = statements.nextDue.get(JSON.stringify([...except])) as
        | { at: string | null }
        | undefined;
      return row?.at ? new Date(row.at) : undefined;
    },

    recordDelivered(id, at) {
      return statements.delivered.run(at.toISOString(), at.toISOString(), id).changes > 0;
    },

    recordFailedAttempt(id, at, error, nextAttemptAt) {
      statements.failed.run(
        at.toISOString(),
        error.slice(0, 1000),
        nextAttemptAt.toISOString(),
        id,
      );
      // A delivered row is no longer updated; it still exists.
      return statements.exists.get(id) !== undefined;
    },

    outboxStatus() {
      const row = statements.outboxStatus.get() as {
        pending: number;
        retrying: number;
        oldest: string | null;
      };
      return {
        pending: row.pending,
        retrying: row.retrying,
        oldestPendingSince: row.oldest ? new Date(row.oldest) : undefined,
      };
    },

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
        inTransaction(() => statements.heartbeat.run(at.toISOString()));
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

    async deleteReceivedBefore(cutoff) {
      const ids = (statements.expired.all(cutoff.toISOString()) as { id: string }[]).map(
        (row) => row.id,
      );
      return deleteAndErase(ids);
    },

    async delete(ids) {
      const unique = [...new Set(ids)];
      const outcome = inTransaction<{ deleted: string[] } | { missing: string[] }>(() => {
        const missing = unique.filter((id) => statements.exists.get(id) === undefined);
        if (missing.length > 0) return { missing };
        for (const id of unique) statements.deleteOne.run(id);
        return { deleted: unique };
      });
      if ("deleted" in outcome) await eraseTraces(outcome.deleted);
      return outcome;
    },

    async deleteAll() {
      return deleteAndErase((statements.allIds.all() as { id: string }[]).map((row) => row.id));
    },

    everSealed() {
      return statements.everSealed.get() !== undefined;
    },

    sealedCount() {
      return (statements.sealedCount.get() as { count: number }).count;
    },

    close() {
      if (db.isOpen) db.close();
    },
  };
}

/** SQLITE_FULL (13), also as an extended code; node:sqlite reports it in `errcode`. */
function isDiskFull(error: unknown): boolean {
  const { errcode } = (error ?? {}) as { errcode?: unknown };
  return typeof errcode === "number" && (errcode & 0xff) === 13;
}

type CompareRow = {
  form_type: string;
  payload: string;
  content_kind: string;
  payload_digest: string | null;
  is_spam: number;
};

/** "salt.hmac" (base64url): HMAC-SHA256 of the canonical payload under a fresh random salt. */
function payloadDigest(canonical: string, salt: Buffer = randomBytes(16)): string {
  const mac = createHmac("sha256", salt).update(canonical).digest();
  return `${salt.toString("base64url")}.${mac.toString("base64url")}`;
}

function samePayload(existing: CompareRow, canonical: string): boolean {
  // Rows written before digests existed hold their JSON payload.
  if (existing.payload_digest === null) {
    return existing.content_kind === "json" && existing.payload === canonical;
  }
  const [salt = ""] = existing.payload_digest.split(".");
  const expected = Buffer.from(existing.payload_digest);
  const actual = Buffer.from(payloadDigest(canonical, Buffer.from(salt, "base64url")));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function fromRow(row: RequestRow): StoredContactRequest {
  const optionalDate = (value: string | null) => (value ? new Date(value) : undefined);
  return {
    id: row.id,
    formType: row.form_type as FormType,
    content:
      row.content_kind === "pgp"
        ? { kind: "sealed", message: row.payload }
        : { kind: "plain", payload: JSON.parse(row.payload) as Record<string, unknown> },
    isSpam: row.is_spam === 1,
    receivedAt: new Date(row.received_at),
    delivery:
      row.status === null
        ? undefined
        : {
            status: row.status === "sent" ? "sent" : "pending",
            attempts: row.attempts ?? 0,
            nextAttemptAt: new Date(row.next_attempt_at ?? row.received_at),
            lastAttemptAt: optionalDate(row.last_attempt_at),
            lastError: row.last_error ?? undefined,
            sentAt: optionalDate(row.sent_at),
          },
  };
}
