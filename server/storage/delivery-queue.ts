/**
 * The mail outbox rows (DeliveryQueue): which deliveries are due, when the next one is, each
 * attempt's record, and the backlog GET /api/health reports. A row is written with its request
 * (stored-requests.ts), so a committed request is always either delivered or still pending.
 */
import type { DatabaseSync } from "node:sqlite";
import type { DeliveryQueue } from "./request-store.ts";
import { fromRow, type RequestRow, SELECT_REQUEST } from "./stored-requests.ts";

export function createDeliveryQueue(db: DatabaseSync): DeliveryQueue {
  const statements = {
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
    exists: db.prepare("SELECT 1 FROM contact_requests WHERE id = ?"),
  };

  return {
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
  };
}
