/**
 * Errors of node:sqlite and of the file system as one sentence for the operator: which file,
 * what went wrong, what to do. Duck-typed like describeError (server/logging.ts): node:sqlite's
 * errors carry `errcode` (SQLite's result code, possibly extended) and `errstr` (its generic
 * text), the file system's a `code` such as ENOENT.
 */
import { visible } from "./cli-io.ts";

// SQLite's primary result codes (https://www.sqlite.org/rescode.html).
const SQLITE_PERM = 3;
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_CORRUPT = 11;
const SQLITE_CANTOPEN = 14;
const SQLITE_AUTH = 23;
const SQLITE_NOTADB = 26;

type ErrorDetails = { errcode?: unknown; errstr?: unknown; code?: unknown; message?: unknown };

/**
 * One sentence for an error of node:sqlite or of the file system about `file`, naming it and
 * what to do; undefined for anything else (a bug, which keeps its stack trace).
 */
export function databaseProblem(error: unknown, file: string): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const details = error as ErrorDetails;
  if (typeof details.errcode === "number") {
    const reason = typeof details.errstr === "string" ? details.errstr : "SQLite error";
    switch (details.errcode & 0xff) {
      case SQLITE_BUSY:
      case SQLITE_LOCKED:
        return `The database at ${file} is locked by another process (${reason}): try again when that process is done.`;
      case SQLITE_CORRUPT:
      case SQLITE_NOTADB:
        return `The database at ${file} is damaged (${reason}): restore it from a backup (docs/operations.md#backups).`;
      case SQLITE_PERM:
      case SQLITE_READONLY:
      case SQLITE_CANTOPEN:
      case SQLITE_AUTH:
        return `Cannot use the database at ${file} (${reason}): run the command as the server's user, with the server's DATA_DIR.`;
      default:
        return `The database at ${file} failed (${errorReason(error)}, SQLite code ${details.errcode}): check the disk and try again.`;
    }
  }
  if (isFileSystemCode(details.code)) {
    return ["EACCES", "EPERM", "EROFS"].includes(details.code)
      ? `Cannot use the database at ${file} (${details.code}): run the command as the server's user, with the server's DATA_DIR.`
      : `Cannot use the database at ${file} (${details.code}): check the disk and try again.`;
  }
  return undefined;
}

/** Whether SQLite gave up waiting for another connection's lock. */
export function isLocked(error: unknown): boolean {
  const code = (error as ErrorDetails | undefined)?.errcode;
  return typeof code === "number" && [SQLITE_BUSY, SQLITE_LOCKED].includes(code & 0xff);
}

/** What went wrong, in a few words: SQLite's message, a file system code, or the message. */
export function errorReason(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const details = error as ErrorDetails;
    if (typeof details.errcode === "number") {
      // node:sqlite's backup() reports some failures as code 0, "not an error".
      const useful = [details.message, details.errstr].find(
        (text) => typeof text === "string" && text !== "" && text !== "not an error",
      );
      return visible(typeof useful === "string" ? useful : "SQLite gave no reason");
    }
    if (isFileSystemCode(details.code)) return details.code;
    if (typeof details.message === "string") return visible(details.message);
  }
  return visible(String(error));
}

/** Whether `error` is the file system's (node:fs reports a code such as ENOENT). */
export function hasFileSystemCode(error: unknown, ...codes: string[]): boolean {
  const code = (error as ErrorDetails | undefined)?.code;
  return isFileSystemCode(code) && codes.includes(code);
}

function isFileSystemCode(code: unknown): code is string {
  return typeof code === "string" && /^E[A-Z]+$/.test(code);
}
