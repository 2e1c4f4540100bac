/** Requests in a store, and a database file as it lies on disk: its ids, a damaged page. */
import { closeSync, openSync, writeSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { FormType } from "#contact/form-types.ts";
import type { RequestStore } from "#server/storage/request-store.ts";
import {
  DATABASE_FILE_NAME,
  openSqliteRequestStore,
} from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";

/**
 * A connection of its own to the database file in `dataDir`, as another process (a backup, an
 * export, a second server) would open it: it can hold a lock or a read transaction.
 */
export function openDatabaseFile(dataDir: string): DatabaseSync {
  return new DatabaseSync(join(dataDir, DATABASE_FILE_NAME));
}

/** Saves `count` valid requests of `formType` (not spam, each with a fresh id); their ids. */
export function saveValidRequests(
  store: RequestStore,
  count: number,
  formType: FormType = "general",
  receivedAt?: Date,
): string[] {
  return Array.from({ length: count }, () => {
    const payload = validPayload(formType);
    store.save({
      id: String(payload.id),
      formType,
      payload,
      isSpam: false,
      receivedAt: receivedAt ?? new Date(),
    });
    return String(payload.id);
  });
}

/** Saves one valid general request received at `receivedAt`, with `fields` in its payload; its id. */
export function saveRequestReceivedAt(
  store: Pick<RequestStore, "save">,
  receivedAt: string,
  fields: Record<string, unknown> = {},
): string {
  const payload = validPayload("general", fields);
  const id = String(payload.id);
  store.save({ id, formType: "general", payload, isSpam: false, receivedAt: new Date(receivedAt) });
  return id;
}

/**
 * The same, into the store in `dataDir`, closed again afterwards (its WAL checkpointed into
 * the file).
 */
export function saveValidRequestsIn(
  dataDir: string,
  count: number,
  formType: FormType = "general",
): string[] {
  const store = openSqliteRequestStore(dataDir);
  try {
    return saveValidRequests(store, count, formType);
  } finally {
    store.close();
  }
}

/** Overwrites the first page of the b-tree `name` (a table or index) with garbage, on disk. */
export function damagePageOf(file: string, name: string): void {
  const db = new DatabaseSync(file, { readOnly: true });
  const { rootpage } = db
    .prepare("SELECT rootpage FROM sqlite_schema WHERE name = ?")
    .get(name) as { rootpage: number };
  const { page_size: pageSize } = db.prepare("PRAGMA page_size").get() as { page_size: number };
  db.close();
  const fd = openSync(file, "r+");
  try {
    writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (rootpage - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
}

/** The ids of the contact requests in a database file, read without writing to it. */
export function idsIn(file: string): Set<string> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("SELECT id FROM contact_requests").all() as { id: string }[];
    return new Set(rows.map((row) => row.id));
  } finally {
    db.close();
  }
}
