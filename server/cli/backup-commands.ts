/**
 * `npm run requests -- backup FILE` and `backup --into DIR [--keep N]`: a consistent, checked
 * copy of the database (server/storage/backup.ts), to a file the operator names or, for a
 * timer, as a dated file in a folder whose oldest dated backups then go.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import type { Clock } from "#server/clock.ts";
import { type BackupOutcome, backupDatabase } from "#server/storage/backup.ts";
import { freeBackupName, pruneBackups } from "./backup-rotation.ts";
import { type CliIo, fail, visible } from "./cli-io.ts";
import { databaseProblem, errorReason, hasFileSystemCode } from "./database-problems.ts";

export async function backupToFile(
  database: string,
  target: string,
  busyTimeoutMs: number,
  io: CliIo,
): Promise<number> {
  const outcome = await backupDatabase(database, target, { busyTimeoutMs });
  if (!outcome.ok) return fail(io, failureSentence(outcome, database, target));
  io.out(`Backup written to ${target}: ${outcome.requests} request(s), integrity ok.\n`);
  return 0;
}

export async function backupIntoFolder(
  database: string,
  dir: string,
  options: { keep: number; busyTimeoutMs: number; clock: Clock },
  io: CliIo,
): Promise<number> {
  let target: string;
  try {
    // The folder is the timer's (systemd creates it): a missing one is a wrong path or unit.
    if (!statSync(dir).isDirectory()) return fail(io, noFolder(dir));
    target = join(dir, freeBackupName(dir, options.clock.now()));
  } catch (error) {
    if (hasFileSystemCode(error, "ENOENT", "ENOTDIR")) return fail(io, noFolder(dir));
    return fail(
      io,
      `Cannot use the folder ${dir} (${errorReason(error)}): run the command as the server's user, or name another folder.`,
    );
  }
  const outcome = await backupDatabase(database, target, { busyTimeoutMs: options.busyTimeoutMs });
  // Older backups go only once a newer one is written and checked.
  if (!outcome.ok) return fail(io, failureSentence(outcome, database, target));
  const written = `Backup written to ${target}: ${outcome.requests} request(s), integrity ok`;
  let pruned: ReturnType<typeof pruneBackups>;
  try {
    pruned = pruneBackups(dir, options.keep, target);
  } catch (error) {
    io.out(`${written}.\n`);
    return fail(
      io,
      `Could not list ${dir} to remove older backups (${errorReason(error)}): none was removed; check the folder's permissions.`,
    );
  }
  io.out(`${written}; ${pruned.kept} kept, ${pruned.removed} older removed.\n`);
  if (pruned.failed) {
    const { file, error } = pruned.failed;
    return fail(
      io,
      `Could not remove the older backup ${file} (${errorReason(error)}): check the permissions of ${dir}.`,
    );
  }
  return 0;
}

function noFolder(dir: string): string {
  return `No folder at ${dir}: name an existing folder for the backups (this command creates none).`;
}

/** Why a backup was not written, and what to do. */
function failureSentence(
  outcome: Exclude<BackupOutcome, { ok: true }>,
  database: string,
  target: string,
): string {
  switch (outcome.failed) {
    case "same-file":
      return `Not written: ${target} is the database itself or one of its files; name a backup file outside DATA_DIR.`;
    case "integrity":
      return `The copy of ${database} fails its integrity check (${visible(outcome.problems.join("; "))}), so ${target} was not written: run npm run requests -- check and restore from a backup if it fails (docs/operations.md#backups).`;
    case "source":
      return (
        databaseProblem(outcome.error, database) ??
        `Could not read ${database} (${errorReason(outcome.error)}); ${target} was not written.`
      );
    default:
      return `Could not write the backup to ${target} (${errorReason(outcome.error)}): check that its folder exists and is writable; nothing was written.`;
  }
}
