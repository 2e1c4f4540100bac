/**
 * `npm run requests -- purge ID [ID …] | purge --all --yes | expire`: erasing requests with their
 * mail files. `purge` deletes exactly the requests named (all of them, or none when one is
 * unknown); only `expire` applies RETENTION_DAYS. When the store deleted the rows but could not
 * erase their older page versions (another connection held the checkpoint back), the mail files
 * still go, and the command fails with the store's sentence: the operator must not read success.
 */
import type { Clock } from "#server/clock.ts";
import { mailFilesDir } from "#server/mail/mailer.ts";
import { applyRetention, deleteMailFiles } from "#server/retention/retention.ts";
import { ErasureIncompleteError, type RequestStore } from "#server/storage/request-store.ts";
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
  store: RequestStore,
  settings: { dataDir: string; retentionDays: number; clock: Clock },
  io: CliIo,
): Promise<number> {
  const filesDir = mailFilesDir(settings.dataDir);
  if (what.command === "expire") {
    return erasing(io, filesDir, undefined, async () => {
      const result = await applyRetention({ ...settings, store, mailFilesDir: filesDir });
      io.out(
        `Deleted ${result.deletedRequests} request(s) older than ${settings.retentionDays} days and ${result.deletedMailFiles} mail file(s).\n`,
      );
      return 0;
    });
  }
  if (what.scope === "all") {
    return erasing(io, filesDir, EVERY_FILE, async () => {
      const ids = await store.deleteAll();
      const files = await deleteMailFiles(filesDir, ids, EVERY_FILE);
      io.out(`Deleted ${ids.length} request(s) and ${files} mail file(s).\n`);
      return 0;
    });
  }
  return erasing(io, filesDir, undefined, async () => {
    const result = await store.delete(what.ids);
    if ("missing" in result) {
      const missing = result.missing.map((id) => `"${visible(id)}"`).join(", ");
      return fail(
        io,
        `No request with id ${missing}: nothing was deleted (${what.ids.length} id(s) given).`,
      );
    }
    const files = await deleteMailFiles(filesDir, result.deleted);
    const [only] = result.deleted;
    io.out(
      result.deleted.length === 1 && only !== undefined
        ? `Deleted request ${visible(only)}${files > 0 ? " and its mail file" : ""}.\n`
        : `Deleted ${result.deleted.length} request(s) (${result.deleted.map(visible).join(", ")}) and ${files} mail file(s).\n`,
    );
    return 0;
  });
}

/**
 * Runs a deletion; when the store reports copies left in the -wal file, the rows are gone all
 * the same, so their mail files go too before the failure is reported.
 */
async function erasing(
  io: CliIo,
  filesDir: string,
  olderThan: Date | undefined,
  deletion: () => Promise<number>,
): Promise<number> {
  try {
    return await deletion();
  } catch (error) {
    if (!(error instanceof ErasureIncompleteError)) throw error;
    await deleteMailFiles(filesDir, error.ids, olderThan);
    return fail(io, `${visible(error.message)} ${FINISH_ERASURE}`);
  }
}
