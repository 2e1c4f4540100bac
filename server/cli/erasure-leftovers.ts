/**
 * What an erasure may have left behind in DATA_DIR, for `npm run requests -- check`: mail files
 * (`<id>.eml`, a cut-off `<id>.eml.<pid>.tmp`) of requests that no longer exist, and older page
 * versions in the -wal file that a checkpoint could not erase because another connection (a
 * backup, an export) was reading. The check itself tries that checkpoint: once the reader has
 * ended, running it again finishes an erasure that was held back.
 */
import { readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { mailFileRequestId, mailFilesDir } from "#server/mail/mailer.ts";
import { hasFileSystemCode } from "./database-problems.ts";

/**
 * How long the checkpoint waits for another connection. While it waits it holds the write lock,
 * so it stays below the server's own wait for that lock (250 ms): a visitor's request is never
 * refused because an operator ran check.
 */
const CHECKPOINT_WAIT_MS = 100;

/** One sentence per kind of leftover; none when the erasure is complete. */
export function erasureLeftovers(
  database: string,
  dataDir: string,
  busyTimeoutMs: number,
): string[] {
  const folder = mailFilesDir(dataDir);
  // Listed before the ids are read: a mail file is written after its request is stored, so a
  // file listed here whose id is missing below belongs to a deleted request, not a new one.
  const mailFileIds = listFolder(folder).flatMap((name) => mailFileRequestId(name) ?? []);
  const db = new DatabaseSync(database, { timeout: Math.min(busyTimeoutMs, CHECKPOINT_WAIT_MS) });
  try {
    const ids = new Set(
      (db.prepare("SELECT id FROM contact_requests").all() as { id: string }[]).map(
        (row) => row.id,
      ),
    );
    const orphans = mailFileIds.filter((id) => !ids.has(id));
    const checkpoint = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as
      | { busy: number }
      | undefined;
    const sentences: string[] = [];
    if (orphans.length > 0) {
      sentences.push(
        `${orphans.length} mail file(s) in ${folder} belong to no stored request (left from deleted requests): delete them.`,
      );
    }
    if (checkpoint !== undefined && checkpoint.busy !== 0) {
      sentences.push(
        `${database}-wal could not be emptied: another connection (a backup or an export) is reading the database, so deleted requests may remain in it. Run check again once that connection has ended.`,
      );
    }
    return sentences;
  } finally {
    db.close();
  }
}

function listFolder(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch (error) {
    if (hasFileSystemCode(error, "ENOENT")) return [];
    throw error;
  }
}
