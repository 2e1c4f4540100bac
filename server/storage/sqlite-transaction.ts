/** The write transaction every part of the SQLite store commits through. */
import type { DatabaseSync } from "node:sqlite";

/**
 * Runs `work` in one write transaction. IMMEDIATE takes the write lock at once, so a busy
 * database fails before any work, never halfway through it.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
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
