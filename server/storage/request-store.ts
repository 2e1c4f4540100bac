/**
 * What the server keeps of contact requests and their mail outbox, as the API, the outbox,
 * retention, the integrity job and the operator command use it. A request and its outbox row
 * are written together, so a committed request is always either delivered or still pending.
 * A store whose file is damaged or gone refuses every write: a request answered 503 stays in
 * the visitor's form, one written into a damaged or unlinked file could be lost. Deleting
 * erases (no older copy stays in any file) or says what remains (ErasureIncompleteError). The
 * implementation is sqlite-request-store.ts, one module per part.
 */
import type { FormType } from "#contact/form-types.ts";

/** What a request says, as the server received it (held in memory only when sealed). */
export type ContactRequestData = {
  id: string;
  formType: FormType;
  /** The validated payload (for spam: the raw body as received). */
  payload: Record<string, unknown>;
  receivedAt: Date;
};

export type NewContactRequest = ContactRequestData & {
  isSpam: boolean;
  /** The armored OpenPGP message to store instead of the payload (MAIL_PGP_KEY_FILE set). */
  sealed?: string | undefined;
};

/** A stored request's content: readable, or sealed for the practice's key. */
export type StoredContent =
  | { kind: "plain"; payload: Record<string, unknown> }
  | { kind: "sealed"; message: string };

export type Delivery = {
  status: "pending" | "sent";
  attempts: number;
  nextAttemptAt: Date;
  lastAttemptAt: Date | undefined;
  lastError: string | undefined;
  sentAt: Date | undefined;
};

export type StoredContactRequest = {
  id: string;
  formType: FormType;
  isSpam: boolean;
  receivedAt: Date;
  content: StoredContent;
  /** Undefined for spam, which is never mailed. */
  delivery: Delivery | undefined;
};

/**
 * `stored`: newly committed. `duplicate`: the same id with the same content was stored before
 * (an idempotent retry). `conflict`: the id is taken by a different request.
 */
export type SaveOutcome = "stored" | "duplicate" | "conflict";

export type OutboxStatus = {
  /** Requests waiting for their mail. */
  pending: number;
  /** Of those, the ones that failed at least once. */
  retrying: number;
  oldestPendingSince: Date | undefined;
};

/** The outcome of one integrity check: no problems means the file is sound. */
export type IntegrityReport = { checkedAt: Date; problems: string[] };

/** The store refuses writes: its file is damaged or no longer the one it opened. */
export class StorageDamagedError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The database is damaged or gone: ${problems.join("; ")}`);
    this.name = "StorageDamagedError";
    this.problems = problems;
  }
}

/** A deletion went through, but a copy of the deleted rows remains in the -wal file. */
export class ErasureIncompleteError extends Error {
  /** The ids whose rows were deleted but whose old page versions remain in the -wal file. */
  readonly ids: string[];

  constructor(ids: readonly string[], walFile: string, waitedMs: number) {
    super(
      `Deleted ${ids.length} request(s), but older copies of them remain in ${walFile}: another connection (a backup or an export) held the checkpoint back for ${seconds(waitedMs)} s, so they stay until a checkpoint runs after it has ended.`,
    );
    this.name = "ErasureIncompleteError";
    this.ids = [...ids];
  }
}

/** "0.2", "4.5", "30": tenths only where they matter. */
function seconds(ms: number): string {
  return ms < 10_000 ? (Math.round(ms / 100) / 10).toString() : Math.round(ms / 1000).toString();
}

/**
 * The storage is (nearly) full: a write may not reach the disk, or the free space is below the
 * floor a request and its mail record need.
 */
export class StorageFullError extends Error {
  constructor(detail: string) {
    super(`The storage is full: ${detail}`);
    this.name = "StorageFullError";
  }
}

/** Requests and what they say (storage/stored-requests.ts). */
export interface RequestRecords {
  save(request: NewContactRequest): SaveOutcome;
  get(id: string): StoredContactRequest | undefined;
  /** All requests, oldest first. */
  list(): StoredContactRequest[];
  /** How many stored requests are sealed (content_kind 'pgp'). */
  sealedCount(): number;
  /** Whether this store ever held a sealed request (a mark that deleting them keeps). */
  everSealed(): boolean;
}

/** The mail outbox rows of the requests (storage/delivery-queue.ts). */
export interface DeliveryQueue {
  /** Pending deliveries due at `now`, the longest waiting first. */
  dueDeliveries(now: Date, limit: number): StoredContactRequest[];
  /** When the next pending delivery is due, if any is pending (ignoring `except`). */
  nextDeliveryDueAt(except?: ReadonlySet<string>): Date | undefined;
  /** Records the mail as sent; false when the request no longer exists (it was deleted). */
  recordDelivered(id: string, at: Date): boolean;
  /** Records a failed attempt; false when the request no longer exists (it was deleted). */
  recordFailedAttempt(id: string, at: Date, error: string, nextAttemptAt: Date): boolean;
  outboxStatus(): OutboxStatus;
}

/** Deleting requests so that no copy stays in any file (storage/erasure.ts). */
export interface RequestErasure {
  /**
   * Retention: deletes requests received before `cutoff`, except those whose mail is still
   * pending (deleting them would lose an accepted request). Resolves to the deleted ids; rejects
   * with ErasureIncompleteError when the checkpoint cannot complete in time (rows stay deleted).
   */
  deleteReceivedBefore(cutoff: Date): Promise<string[]>;
  /**
   * Deletes every request of `ids` in one transaction, or none: when any id is unknown nothing
   * is deleted and the unknown ones are returned. Then erases their traces (checkpoint).
   * Rejects with ErasureIncompleteError when the checkpoint cannot complete in time.
   */
  delete(ids: readonly string[]): Promise<{ deleted: string[] } | { missing: string[] }>;
  /** Deletes every request; as deleteReceivedBefore. */
  deleteAll(): Promise<string[]>;
}

/** Whether the storage takes a request (storage/store-health.ts). */
export interface StoreHealth {
  /**
   * Proves the storage takes a request: writes a request and its delivery row into the real
   * tables and rolls them back, commits the heartbeat row (a write that must reach the disk) and
   * checks the free space against a floor. Throws StorageFullError when the disk is (nearly)
   * full, StorageDamagedError when the file is damaged or gone, or SQLite's error.
   */
  probeWrite(at: Date): void;
  /**
   * Checks the file on disk (a fresh connection's quick check, and that it is still the file
   * this store opened). While the last check found problems, every write is refused.
   */
  checkIntegrity(at: Date): IntegrityReport;
  /** The last integrity check, if any ran. */
  lastIntegrityCheck(): IntegrityReport | undefined;
}

/**
 * The whole store, for whoever opens and closes it (build-server.ts, the CLI). Every other
 * consumer takes only the part it uses, so that its tests fake no more than that:
 * the notify route `Pick<RequestRecords, "save">`, the outbox `OutboxQueue`, the health route
 * `HealthSource`, the integrity job `Pick<StoreHealth, "checkIntegrity">`, retention
 * `Pick<RequestErasure, "deleteReceivedBefore">`, the CLI's purge `RequestErasure`.
 */
export interface RequestStore extends RequestRecords, DeliveryQueue, RequestErasure, StoreHealth {
  close(): void;
}

/** What the outbox needs: the queue without its summary. */
export type OutboxQueue = Omit<DeliveryQueue, "outboxStatus">;

/** What GET /api/health reads: the write probe, the last integrity check, the backlog. */
export type HealthSource = Pick<StoreHealth, "probeWrite" | "lastIntegrityCheck"> &
  Pick<DeliveryQueue, "outboxStatus">;
