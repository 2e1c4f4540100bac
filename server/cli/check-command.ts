/**
 * `npm run requests -- check [FILE]`: PRAGMA integrity_check of the database or of a backup,
 * and for the database also what an erasure left behind (erasure-leftovers.ts).
 */
import { countRequests } from "#server/storage/backup.ts";
import { checkIntegrity } from "#server/storage/integrity.ts";
import { type CliIo, fail, visible } from "./cli-io.ts";
import { databaseProblem, errorReason, isLocked } from "./database-problems.ts";
import { erasureLeftovers } from "./erasure-leftovers.ts";

/** DATA_DIR's database (with its mail files beside it), or a file to restore from. */
export type CheckTarget = { what: "database"; dataDir: string } | { what: "file" };

export function checkCommand(
  file: string,
  target: CheckTarget,
  busyTimeoutMs: number,
  io: CliIo,
): number {
  // Counting first waits for a lock (the integrity check itself waits only briefly) and
  // tells a locked database from a damaged one.
  let requests: number | undefined;
  let countError: unknown;
  try {
    requests = countRequests(file, { busyTimeoutMs });
  } catch (error) {
    if (isLocked(error)) return fail(io, `${databaseProblem(error, file)}`);
    countError = error;
  }
  const result = checkIntegrity(file, "full");
  if (!result.ok) {
    const advice =
      target.what === "database"
        ? "restore it from a backup (docs/operations.md#backups)"
        : "do not restore from it";
    const problems = result.problems.map((line) => `  ${visible(line)}\n`).join("");
    io.err(`${file} fails its integrity check: ${advice}.\n${problems}`);
    return 1;
  }
  if (requests === undefined) {
    return fail(
      io,
      `${file} passes the integrity check but holds no contact requests (${errorReason(countError)}): name a backup of DATA_DIR's database.`,
    );
  }
  io.out(`${file}: integrity ok, ${requests} request(s).\n`);
  // A backup is one self-contained file: no -wal, no mail folder of its own.
  if (target.what === "file") return 0;
  const leftovers = erasureLeftovers(file, target.dataDir, busyTimeoutMs);
  for (const sentence of leftovers) io.err(`${sentence}\n`);
  return leftovers.length > 0 ? 1 : 0;
}
