/** `npm run requests -- purge [ID | --all --yes]`: erasing requests with their mail files. */
import type { Clock } from "#server/clock.ts";
import { mailFilesDir } from "#server/mail/mailer.ts";
import { applyRetention, deleteMailFiles } from "#server/retention/retention.ts";
import type { RequestStore } from "#server/storage/request-store.ts";
import { type CliIo, fail, visible } from "./cli-io.ts";

/** The latest possible date: every file was written before it. */
const EVERY_FILE = new Date(8.64e15);

export type PurgeScope = { scope: "expired" | "all" } | { scope: "one"; id: string };

export async function purgeCommand(
  what: PurgeScope,
  store: RequestStore,
  settings: { dataDir: string; retentionDays: number; clock: Clock },
  io: CliIo,
): Promise<number> {
  const filesDir = mailFilesDir(settings.dataDir);
  if (what.scope === "all") {
    const ids = store.deleteAll();
    const files = await deleteMailFiles(filesDir, ids, EVERY_FILE);
    io.out(`Deleted ${ids.length} request(s) and ${files} mail file(s).\n`);
    return 0;
  }
  if (what.scope === "one") {
    if (!store.delete(what.id)) return fail(io, `No request with id "${visible(what.id)}".`);
    const files = await deleteMailFiles(filesDir, [what.id]);
    io.out(`Deleted request ${visible(what.id)}${files > 0 ? " and its mail file" : ""}.\n`);
    return 0;
  }
  const result = await applyRetention({
    store,
    clock: settings.clock,
    retentionDays: settings.retentionDays,
    mailFilesDir: filesDir,
  });
  io.out(
    `Deleted ${result.deletedRequests} request(s) older than ${settings.retentionDays} days and ${result.deletedMailFiles} mail file(s).\n`,
  );
  return 0;
}
