/**
 * Online backup of the request database (`npm run requests -- backup FILE`), safe while the
 * server runs and writes:
 * - the copy is one consistent snapshot: SQLite's online backup runs inside a read
 *   transaction of its own connection and copies every page in one step (a backup in small
 *   steps restarts whenever another connection writes, and may never finish);
 * - it is written to a private temporary file beside FILE (mode 0600: it holds health data),
 *   made self-contained (no -wal file), synced, checked with PRAGMA integrity_check, and only
 *   then renamed to FILE: a half-written or damaged copy never carries the final name, and an
 *   older FILE stays as it was when anything fails.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { checkIntegrity } from "./integrity.ts";

export type BackupOutcome =
  | { ok: true; requests: number }
  /** Reading the database failed (locked, damaged, unreadable). */
  | { ok: false; failed: "source"; error: unknown }
  /** Writing the copy failed (no such folder, no permission, disk full …). */
  | { ok: false; failed: "target"; error: unknown }
  /** The finished copy fails PRAGMA integrity_check (so, most likely, does the database). */
  | { ok: false; failed: "integrity"; problems: string[] }
  /** FILE is the database itself or one of its -wal, -shm, -journal files. */
  | { ok: false; failed: "same-file" };

export type BackupOptions = {
  /** How long reading waits for another connection's lock (default 5 s). */
  busyTimeoutMs?: number;
};

/** Pages per backup step: every page at once (node:sqlite wants a positive 32-bit integer). */
const ALL_PAGES = 0x7fffffff;

/** Copies the database `source` to `target`; never throws. */
export async function backupDatabase(
  source: string,
  target: string,
  options: BackupOptions = {},
): Promise<BackupOutcome> {
  if (isDatabaseFile(source, target)) return { ok: false, failed: "same-file" };
  const temp = join(
    dirname(target),
    `.${basename(target)}.${randomBytes(6).toString("hex")}.partial`,
  );
  let created = false;
  let renamed = false;
  let stage: "source" | "target" = "target";
  let db: DatabaseSync | undefined;
  try {
    // Created first and private: SQLite keeps an existing file's mode (and gives it to the
    // file's journal), so the copy is never readable by others, not even for a moment.
    closeSync(openSync(temp, "wx", 0o600));
    created = true;

    stage = "source";
    db = new DatabaseSync(source, {
      readOnly: true,
      timeout: options.busyTimeoutMs ?? 5000,
    });
    // The read transaction fixes the snapshot; the backup below copies exactly it. The count
    // reads the schema and the table, so a locked or unreadable database is reported here,
    // with SQLite's own error (node:sqlite's backup() reports errors without their code).
    db.exec("BEGIN");
    countIn(db);

    stage = "target";
    await backup(db, temp, { rate: ALL_PAGES });
    db.exec("COMMIT");
    db.close();

    // The copy carries the live database's WAL mode; as a backup it should be one file.
    const copy = new DatabaseSync(temp);
    try {
      copy.exec("PRAGMA journal_mode = DELETE");
    } finally {
      copy.close();
    }
    fsyncPath(temp);

    const integrity = checkIntegrity(temp, "full");
    if (!integrity.ok) return { ok: false, failed: "integrity", problems: integrity.problems };
    const requests = countRequests(temp);

    renameSync(temp, target);
    renamed = true;
    fsyncPath(dirname(target));
    return { ok: true, requests };
  } catch (error) {
    return { ok: false, failed: stage, error };
  } finally {
    if (db?.isOpen) db.close();
    if (created && !renamed) {
      for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(temp + suffix, { force: true });
    }
  }
}

/** The number of stored requests in a database file, read on a read-only connection. */
export function countRequests(file: string, options: BackupOptions = {}): number {
  const db = new DatabaseSync(file, { readOnly: true, timeout: options.busyTimeoutMs ?? 5000 });
  try {
    return countIn(db);
  } finally {
    db.close();
  }
}

function countIn(db: DatabaseSync): number {
  const row = db.prepare("SELECT COUNT(*) AS count FROM contact_requests").get() as
    | { count: number }
    | undefined;
  return row?.count ?? 0;
}

/** Whether `target` names `source` or one of its side files (the backup would replace it). */
function isDatabaseFile(source: string, target: string): boolean {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  const targetPath = existsSync(target)
    ? real(target)
    : join(real(dirname(target)), basename(target));
  const sourcePath = real(source);
  return ["", "-wal", "-shm", "-journal"].some((suffix) => targetPath === sourcePath + suffix);
}

function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
