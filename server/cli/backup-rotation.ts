/**
 * The dated backups of `npm run requests -- backup --into DIR`: their names, which files of a
 * folder are such backups, the newest one, and removing the oldest.
 *
 * A name carries its UTC time to the second (requests-2026-11-25T031500Z.sqlite; a second
 * backup in the same second gets -2, then -3 …), so the order of the backups does not depend
 * on file times that a copy or restore changes. Only names this module writes count: a file
 * the operator put beside them, even requests-manual.sqlite, is never taken for one, and
 * neither is a folder or a link, so rotation never removes them.
 */
import { type Dirent, lstatSync, readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { hasFileSystemCode } from "./database-problems.ts";

/** How many dated backups `backup --into` keeps unless told otherwise: two weeks of dailies. */
export const DEFAULT_KEEP = 14;

export type DatedBackup = { file: string; time: Date; sequence: number };

const DATED_NAME =
  /^requests-(?<date>\d{4}-\d{2}-\d{2})T(?<hour>\d{2})(?<minute>\d{2})(?<second>\d{2})Z(?:-(?<sequence>\d+))?\.sqlite$/;

/** The name of the `sequence`th backup taken in the second of `time` (the first has no number). */
export function backupName(time: Date, sequence = 1): string {
  const stamp = time.toISOString().slice(0, 19).replaceAll(":", "");
  return `requests-${stamp}Z${sequence > 1 ? `-${sequence}` : ""}.sqlite`;
}

/**
 * A name for a backup taken at `time` that nothing in `dir` carries yet: the rename at the
 * end of a backup would silently replace a file of the same name.
 */
export function freeBackupName(dir: string, time: Date): string {
  for (let sequence = 1; ; sequence += 1) {
    const name = backupName(time, sequence);
    if (!lstatSync(join(dir, name), { throwIfNoEntry: false })) return name;
  }
}

/** The dated backups in `dir`, oldest first; throws when the folder cannot be read. */
export function datedBackups(dir: string): DatedBackup[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => datedBackup(dir, entry) ?? [])
    .sort((a, b) => a.time.getTime() - b.time.getTime() || a.sequence - b.sequence);
}

/**
 * The newest dated backup in `dir` by the time in its name; undefined when there is none or
 * no such folder. Throws when the folder is there but cannot be read (no permission), so
 * that a check is not told "no backup" when it could not look.
 */
export function latestBackup(dir: string): { file: string; time: Date } | undefined {
  let backups: DatedBackup[];
  try {
    backups = datedBackups(dir);
  } catch (error) {
    if (hasFileSystemCode(error, "ENOENT", "ENOTDIR")) return undefined;
    throw error;
  }
  const latest = backups.at(-1);
  return latest && { file: latest.file, time: latest.time };
}

export type Pruned = {
  /** Dated backups left in the folder, the new one included. */
  kept: number;
  removed: number;
  /** The first backup that could not be removed (the others were still tried). */
  failed?: { file: string; error: unknown };
};

/**
 * Removes the oldest dated backups in `dir` so that `keep` remain, `written` always among
 * them: after the clock was set back it is not the newest, and removing it would leave the
 * folder without today's copy.
 */
export function pruneBackups(dir: string, keep: number, written: string): Pruned {
  const others = datedBackups(dir).filter((backup) => backup.file !== written);
  const oldest = others.slice(0, Math.max(0, others.length - (keep - 1)));
  let removed = 0;
  let left = 0;
  let failed: Pruned["failed"];
  for (const { file } of oldest) {
    try {
      unlinkSync(file);
      removed += 1;
    } catch (error) {
      // Gone already (another run removed it): what was asked for.
      if (hasFileSystemCode(error, "ENOENT")) continue;
      left += 1;
      failed ??= { file, error };
    }
  }
  const kept = others.length - oldest.length + left + 1;
  return failed ? { kept, removed, failed } : { kept, removed };
}

function datedBackup(dir: string, entry: Dirent): DatedBackup | undefined {
  const fields = DATED_NAME.exec(entry.name)?.groups;
  if (!fields || !entry.isFile()) return undefined;
  const { date, hour, minute, second, sequence } = fields;
  const time = new Date(`${date}T${hour}:${minute}:${second}Z`);
  if (Number.isNaN(time.getTime())) return undefined;
  const backup = { file: join(dir, entry.name), time, sequence: Number(sequence ?? 1) };
  // Only the names backupName writes: no 2026-02-30, no -1 or -02.
  return backupName(time, backup.sequence) === entry.name ? backup : undefined;
}
