/**
 * `npm run requests -- purge ID [ID …] | purge --all --yes | expire`: erasing requests with their
 * mail files. `purge` deletes exactly the requests named (all of them, or none when one is
 * unknown); only `expire` applies RETENTION_DAYS. When the store deleted the rows but could not
 * erase their older page versions (another connection held the checkpoint back), the mail files
 * still go, and the command fails with the store's sentence: the operator must not read success.
 */
import type { Clock } from "#server/clock.ts";
import { mailFilesDir } from "#server/mail/mailer.ts";
import { applyRetention, deleteWithMailFiles } from "#server/retention/retention.ts";
import { ErasureIncompleteError, type RequestErasure } from "#server/storage/request-store.ts";
import type { StoreInvocation } from "./arguments.ts";
import { type CliIo, fail, visible } from "./cli-io.ts";

/** The latest possible date: every file was written before it. */
const EVERY_FILE = new Date(8.64e15);

/** How the operator learns that a held-back erasure is complete (check-command.ts). */
const FINISH_ERASURE =
  'Then "npm run requests -- check" says whether any copies remain (it erases them too).';

export type PurgeInvocation = Extract<StoreInvocation, { command: "purge" | "expire" }>;

export async function purgeCommand(
  what: PurgeInvocation,
  store: RequestErasure,
  settings: { dataDir: string; retentionDays: number; clock: Clock },
  io: CliIo,
): Promise<number> {
  const filesDir = mailFilesDir(settings.dataDir);
  try {
    if (what.command === "expire") {
      const result = await applyRetention({ ...settings, store, mailFilesDir: filesDir });
      io.out(
        `Deleted ${result.deletedRequests} request(s) older than ${settings.retentionDays} days and ${result.deletedMailFiles} mail file(s).\n`,
      );
      return 0;
    }
    if (what.scope === "all") {
      const { ids, mailFiles } = await deleteWithMailFiles(
        () => store.deleteAll(),
        filesDir,
        EVERY_FILE,
      );
      io.out(`Deleted ${ids.length} request(s) and ${mailFiles} mail file(s).\n`);
      return 0;
    }
    let missing: string[] = [];
    const { ids, mailFiles } = await deleteWithMailFiles(async () => {
      const result = await store.delete(what.ids);
      if ("deleted" in result) return result.deleted;
      missing = result.missing;
      return [];
    }, filesDir);
    if (missing.length > 0) {
      const named = missing.map((id) => `"${visible(id)}"`).join(", ");
      return fail(
        io,
        `No request with id ${named}: nothing was deleted (${what.ids.length} id(s) given).`,
      );
    }
    const [only] = ids;
    io.out(
      ids.length === 1 && only !== undefined
        ? `Deleted request ${visible(only)}${mailFiles > 0 ? " and its mail file" : ""}.\n`
        : `Deleted ${ids.length} request(s) (${ids.map(visible).join(", ")}) and ${mailFiles} mail file(s).\n`,
    );
    return 0;
  } catch (error) {
    // The rows are deleted and their mail files gone; only the -wal file still holds copies.
    if (!(error instanceof ErasureIncompleteError)) throw error;
    return fail(io, `${visible(error.message)} ${FINISH_ERASURE}`);
  }
}
