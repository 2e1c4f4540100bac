/**
 * SQLite's own consistency check of a database file: the server's health check runs the quick
 * one periodically, `npm run requests -- check` and `backup` the full one.
 */
import { DatabaseSync } from "node:sqlite";

export type IntegrityResult = { ok: true } | { ok: false; problems: string[] };

/** At most this many problems are reported (SQLite stops looking after them). */
const MAX_PROBLEMS = 10;

/**
 * How long opening waits for another connection's lock. Short: the health check calls this on
 * the server's thread, and readers of a WAL database are blocked only by an exclusive lock or a
 * recovery, which is worth reporting.
 */
const BUSY_TIMEOUT_MS = 1000;

/**
 * Opens `file` read-only on a fresh connection (so a damaged page on disk is really read, not
 * served from another connection's cache), runs PRAGMA quick_check or integrity_check, closes
 * it. Never throws: an error opening or reading the file is a problem too.
 */
export function checkIntegrity(file: string, mode: "quick" | "full"): IntegrityResult {
  let db: DatabaseSync | undefined;
  try {
    // Read-only: a missing file is an error, never created.
    db = new DatabaseSync(file, { readOnly: true, timeout: BUSY_TIMEOUT_MS });
    const results = runCheck(db, mode === "quick" ? "quick_check" : "integrity_check");
    if (results.length === 1 && results[0] === "ok") return { ok: true };
    // A row may hold several lines, the first naming the schema ("*** in database main ***").
    const problems = results
      .flatMap((result) => result.split("\n"))
      .filter((line) => line.trim() !== "" && !/^\*\*\* in database \w+ \*\*\*$/.test(line))
      .slice(0, MAX_PROBLEMS);
    return { ok: false, problems: problems.length > 0 ? problems : ["no result"] };
  } catch (error) {
    return { ok: false, problems: [errorText(error)] };
  } finally {
    try {
      if (db?.isOpen) db.close();
    } catch {
      // Closing a read-only connection has nothing to lose.
    }
  }
}

function runCheck(db: DatabaseSync, pragma: "quick_check" | "integrity_check"): string[] {
  const run = (name: string) =>
    db
      .prepare(`PRAGMA ${name}(${MAX_PROBLEMS})`)
      .all()
      .map((row) => String(Object.values(row)[0] ?? ""));
  try {
    return run(pragma);
  } catch (error) {
    // integrity_check gives up on some damaged pages ("database disk image is malformed")
    // where quick_check still names them: the details are worth more than the summary.
    if (pragma === "quick_check") throw error;
    const details = (() => {
      try {
        return run("quick_check");
      } catch {
        return [];
      }
    })();
    if (details.length === 0 || (details.length === 1 && details[0] === "ok")) throw error;
    return [errorText(error), ...details];
  }
}

/** SQLite's generic text of its error code ("file is not a database"), else the message. */
function errorText(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const details = error as { errstr?: unknown; message?: unknown; code?: unknown };
    if (typeof details.errstr === "string" && details.errstr !== "") return details.errstr;
    if (typeof details.message === "string") return details.message;
  }
  return String(error);
}
