/**
 * What the suite's server (playwright.config.ts: its own DATA_DIR, no SMTP, so mails become
 * .eml files in DATA_DIR/outbox) stored and mailed for a request, found by a token the test typed
 * into it: tests run in parallel against that one server, so a request is told apart by content.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect } from "@playwright/test";
import { mailFilePath, mailFilesDir } from "#server/mail/mailer.ts";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return dir;
};

type Row = { id: string; form_type: string; payload: string; is_spam: number };
type Delivery = { status: string; attempts: number } | undefined;

/** A token to type into a request, unique in this run. */
export const requestToken = () => `Anfrage-${Math.random().toString(36).slice(2, 10)}`;

/** The stored requests whose (readable) payload holds `token`. */
export function storedWith(
  token: string,
): { id: string; formType: string; isSpam: boolean; payload: Record<string, unknown> }[] {
  const db = new DatabaseSync(join(dataDir(), DATABASE_FILE_NAME), { readOnly: true });
  try {
    const rows = db
      .prepare(
        "SELECT id, form_type, payload, is_spam FROM contact_requests WHERE instr(payload, ?) > 0",
      )
      .all(JSON.stringify(token).slice(1, -1)) as Row[];
    return rows.map((row) => ({
      id: row.id,
      formType: row.form_type,
      isSpam: row.is_spam === 1,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
    }));
  } finally {
    db.close();
  }
}

function deliveryOf(id: string): Delivery {
  const db = new DatabaseSync(join(dataDir(), DATABASE_FILE_NAME), { readOnly: true });
  try {
    return db
      .prepare("SELECT status, attempts FROM mail_deliveries WHERE request_id = ?")
      .get(id) as Delivery;
  } finally {
    db.close();
  }
}

/** Exactly one request of `formType` holds `token`, and it was mailed once; returns its payload. */
export async function expectStoredAndMailedOnce(token: string, formType: string) {
  const requests = storedWith(token);
  expect(requests.map((request) => [request.formType, request.isSpam])).toEqual([
    [formType, false],
  ]);
  const [request] = requests;
  if (!request) throw new Error("no request");
  await expect
    .poll(() => deliveryOf(request.id), { message: "the request's mail delivery" })
    .toEqual({ status: "sent", attempts: 1 });
  expect(existsSync(mailFilePath(mailFilesDir(dataDir()), request.id)), "its .eml file").toBe(true);
  return request.payload;
}
