/** `npm run requests -- check [FILE]`: PRAGMA integrity_check of the database or of a backup. */
import { countRequests } from "#server/storage/backup.ts";
import { checkIntegrity } from "#server/storage/integrity.ts";
import { type CliIo, fail, visible } from "./cli-io.ts";
import { databaseProblem, errorReason, isLocked } from "./database-problems.ts";

/** Checks DATA_DIR's database (`what` "database") or a file to restore from ("file"). */
export function checkCommand(
  file: string,
  what: "database" | "file",
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
      what === "database"
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
  return 0;
}
