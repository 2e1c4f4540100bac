/**
 * The database schema as versioned migrations. Append new migrations with the next version;
 * never edit one that has shipped. `runMigrations` applies the missing ones in order, each in
 * its own transaction, and records them in `schema_migrations`.
 */
import type { DatabaseSync } from "node:sqlite";

export type Migration = { version: number; name: string; sql: string };

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "contact requests, mail deliveries, health probe",
    sql: `
      CREATE TABLE contact_requests (
        id TEXT PRIMARY KEY,
        form_type TEXT NOT NULL CHECK (form_type IN ('psychotherapie', 'sportphysiotherapie', 'general')),
        -- The validated wire payload as JSON, keys in the form's order. For spam: the raw body.
        payload TEXT NOT NULL,
        is_spam INTEGER NOT NULL CHECK (is_spam IN (0, 1)),
        received_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX contact_requests_received_at ON contact_requests (received_at);

      -- The outbox: one row per request to mail (spam gets none).
      CREATE TABLE mail_deliveries (
        request_id TEXT PRIMARY KEY REFERENCES contact_requests (id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_attempt_at TEXT,
        last_error TEXT,
        sent_at TEXT
      ) STRICT;
      CREATE INDEX mail_deliveries_due ON mail_deliveries (status, next_attempt_at);

      -- GET /api/health writes here to prove the storage accepts writes.
      CREATE TABLE health_probe (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        checked_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: "sealed content and payload digests",
    sql: `
      -- 'json': payload holds the JSON payload. 'pgp': payload holds only the OpenPGP message
      -- encrypted to the practice's keys (MAIL_PGP_KEY_FILE).
      ALTER TABLE contact_requests ADD COLUMN content_kind TEXT NOT NULL DEFAULT 'json'
        CHECK (content_kind IN ('json', 'pgp'));
      -- "salt.hmac" of the canonical payload: recognises a retry without keeping the plaintext.
      ALTER TABLE contact_requests ADD COLUMN payload_digest TEXT;
    `,
  },
  {
    version: 3,
    name: "health probe writes into contact_requests",
    sql: `
      -- GET /api/health now writes a request and its delivery row and rolls them back, which
      -- proves more than a row in a table of its own.
      DROP TABLE health_probe;
    `,
  },
  {
    version: 4,
    name: "health heartbeat",
    sql: `
      -- GET /api/health also commits this one row: a rolled-back write never reaches the disk,
      -- so it passed on a full disk. One row updated in place, so polling never grows the file.
      CREATE TABLE health_heartbeat (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        checked_at TEXT NOT NULL
      ) STRICT;
      INSERT INTO health_heartbeat (id, checked_at) VALUES (1, '1970-01-01T00:00:00.000Z');
    `,
  },
  {
    version: 5,
    name: "sealed mark",
    sql: `
      -- Set with the first sealed request and never removed: a store that ran encrypted does
      -- not start without a key, also after its sealed requests were purged (decision 012).
      CREATE TABLE store_marks (
        name TEXT PRIMARY KEY,
        since TEXT NOT NULL
      ) STRICT;
      INSERT INTO store_marks (name, since)
        SELECT 'sealed', MIN(received_at) FROM contact_requests WHERE content_kind = 'pgp'
        HAVING COUNT(*) > 0;
    `,
  },
];

export function runMigrations(
  db: DatabaseSync,
  migrations: readonly Migration[] = MIGRATIONS,
): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const row = db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as
    | { version: number | null }
    | undefined;
  const current = row?.version ?? 0;
  const latest = Math.max(0, ...migrations.map((migration) => migration.version));
  if (current > latest) {
    throw new Error(
      `The database has schema version ${current}, newer than this program knows (${latest}). Run a newer version of the server.`,
    );
  }
  const record = db.prepare(
    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
  );
  const applied = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?");
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.exec("BEGIN IMMEDIATE");
    try {
      // Checked again inside the write lock: another process may have migrated meanwhile.
      if (applied.get(migration.version)) {
        db.exec("COMMIT");
        continue;
      }
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}
