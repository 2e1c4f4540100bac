/**
 * What the server keeps of contact requests and their mail outbox, as the API, the outbox,
 * retention, the integrity job and the operator command use it. A request and its outbox row
 * are written together, so a committed request is always either delivered or still pending.
 * A store whose file is damaged or gone refuses every write: a request answered 503 stays in
 * the visitor's form, one written into a damaged or unlinked file could be lost. The
 * implementation is sqlite-request-store.ts.
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

export interface RequestStore {
  save(request: NewContactRequest): SaveOutcome;
  get(id: string): StoredContactRequest | undefined;
  /** All requests, oldest first. */
  list(): StoredContactRequest[];
  /** Pending deliveries due at `now`, the longest waiting first. */
  dueDeliveries(now: Date, limit: number): StoredContactRequest[];
  /** When the next pending delivery is due, if any is pending. */
  nextDeliveryDueAt(): Date | undefined;
  recordDelivered(id: string, at: Date): void;
  recordFailedAttempt(id: string, at: Date, error: string, nextAttemptAt: Date): void;
  outboxStatus(): OutboxStatus;
  /**
   * Writes a request and its delivery row into the real tables and rolls them back; throws when
   * the storage would not accept a request.
   */
  probeWrite(at: Date): void;
  /**
   * Checks the file on disk (a fresh connection's quick check, and that it is still the file
   * this store opened). While the last check found problems, every write is refused.
   */
  checkIntegrity(at: Date): IntegrityReport;
  /** The last integrity check, if any ran. */
  lastIntegrityCheck(): IntegrityReport | undefined;
  /**
   * Retention: deletes requests received before `cutoff`, except those whose mail is still
   * pending (deleting them would lose an accepted request). Returns the deleted ids.
   */
  deleteReceivedBefore(cutoff: Date): string[];
  /** Deletes one request (e.g. on a data subject's erasure request). Every deletion erases. */
  delete(id: string): boolean;
  /** Deletes every request; returns the deleted ids. */
  deleteAll(): string[];
  close(): void;
}
