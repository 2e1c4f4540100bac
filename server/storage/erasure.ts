/**
 * Deleting requests so that no copy stays in any file (RequestErasure), the only part of the
 * store that waits on timers. secure_delete (set when the database is opened) overwrites the
 * freed content; a WAL checkpoint (TRUNCATE) then removes the older page versions from the -wal
 * file. Another connection's read transaction (a backup, an export) holds that checkpoint back:
 * it is tried again, without blocking the event loop, for up to `erasureWaitMs`; then the
 * deletion rejects with ErasureIncompleteError, and the next deletion of this store tries again.
 */
import type { DatabaseSync } from "node:sqlite";
import { ErasureIncompleteError, type RequestErasure } from "./request-store.ts";
import { inTransaction } from "./sqlite-transaction.ts";

export type ErasureSettings = {
  /** The connection's busy timeout, restored after each checkpoint try. */
  busyTimeoutMs: number;
  /** How long a deletion keeps retrying a held-back checkpoint before it rejects. */
  erasureWaitMs: number;
};

export function createErasure(
  db: DatabaseSync,
  file: string,
  settings: ErasureSettings,
): RequestErasure {
  // Deleted, but their old page versions may still be in the -wal file: the next deletion's
  // checkpoint covers them too.
  const unerased = new Set<string>();

  const statements = {
    expired: db.prepare(
      `SELECT r.id FROM contact_requests r LEFT JOIN mail_deliveries d ON d.request_id = r.id
       WHERE r.received_at < ? AND (d.status IS NULL OR d.status = 'sent')`,
    ),
    allIds: db.prepare("SELECT id FROM contact_requests"),
    exists: db.prepare("SELECT 1 FROM contact_requests WHERE id = ?"),
    deleteOne: db.prepare("DELETE FROM contact_requests WHERE id = ?"),
    checkpoint: db.prepare("PRAGMA wal_checkpoint(TRUNCATE)"),
  };

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
    inTransaction(db, () => ids.filter((id) => statements.deleteOne.run(id).changes > 0));

  async function deleteAndErase(ids: readonly string[]): Promise<string[]> {
    const deleted = deleteRows(ids);
    await eraseTraces(deleted);
    return deleted;
  }

  return {
    async deleteReceivedBefore(cutoff) {
      const ids = (statements.expired.all(cutoff.toISOString()) as { id: string }[]).map(
        (row) => row.id,
      );
      return deleteAndErase(ids);
    },

    async delete(ids) {
      const unique = [...new Set(ids)];
      const outcome = inTransaction<{ deleted: string[] } | { missing: string[] }>(db, () => {
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
  };
}
