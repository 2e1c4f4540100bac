/**
 * The requests themselves (RequestRecords): saving a request with its outbox row in one
 * transaction, reading them back, and the marks of sealed content.
 *
 * A request's content is stored either as its JSON payload (no MAIL_PGP_KEY_FILE) or sealed:
 * only the OpenPGP message encrypted to the practice, which this server cannot read back.
 * Retries are recognised by a salted hash of the canonical payload, never by the plaintext.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { FormType } from "#contact/form-types.ts";
import type { RequestRecords, SaveOutcome, StoredContactRequest } from "./request-store.ts";
import { inTransaction } from "./sqlite-transaction.ts";

/** A request joined with its delivery row, as SELECT_REQUEST reads it. */
export type RequestRow = {
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

export const SELECT_REQUEST = `
  SELECT r.id, r.form_type, r.payload, r.content_kind, r.is_spam, r.received_at,
         d.status, d.attempts, d.next_attempt_at, d.last_attempt_at, d.last_error, d.sent_at
  FROM contact_requests r LEFT JOIN mail_deliveries d ON d.request_id = r.id`;

/** `assertWritable` refuses every write while the file is damaged or gone (store-health.ts). */
export function createStoredRequests(db: DatabaseSync, assertWritable: () => void): RequestRecords {
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
    markSealed: db.prepare("INSERT OR IGNORE INTO store_marks (name, since) VALUES ('sealed', ?)"),
    everSealed: db.prepare("SELECT 1 FROM store_marks WHERE name = 'sealed'"),
    sealedCount: db.prepare(
      "SELECT COUNT(*) AS count FROM contact_requests WHERE content_kind = 'pgp'",
    ),
  };

  return {
    save(request) {
      assertWritable();
      const canonical = JSON.stringify(request.payload);
      const isSpam = request.isSpam ? 1 : 0;
      return inTransaction<SaveOutcome>(db, () => {
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

    everSealed() {
      return statements.everSealed.get() !== undefined;
    },

    sealedCount() {
      return (statements.sealedCount.get() as { count: number }).count;
    },
  };
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

export function fromRow(row: RequestRow): StoredContactRequest {
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
