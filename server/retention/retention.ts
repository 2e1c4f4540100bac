/**
 * Retention: requests older than RETENTION_DAYS are deleted, together with their .eml files.
 * A request whose mail is still pending is kept until it is delivered (deleting it would lose an
 * accepted request); the next run after delivery removes it. The server runs this once at start
 * and then daily; the operator CLI runs it on demand.
 *
 * When another connection (a backup, an export) holds the checkpoint back, the rows are deleted
 * but older copies stay in the -wal file (ErasureIncompleteError): the job warns and runs again
 * soon, and the store's next deletion retries the checkpoint.
 */
import { readdir, rm, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Clock } from "#server/clock.ts";
import { describeError, type Log } from "#server/logging.ts";
import { mailFilePath } from "#server/mail/mailer.ts";
import { ErasureIncompleteError, type RequestStore } from "#server/storage/request-store.ts";

const DAY_MS = 86_400_000;

export type RetentionOptions = {
  store: RequestStore;
  clock: Clock;
  retentionDays: number;
  /** Folder of the .eml files of the file mailer, if any. */
  mailFilesDir?: string | undefined;
};

export type RetentionResult = { deletedRequests: number; deletedMailFiles: number };

export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Deletes what is older than the retention period, now. Rejects with ErasureIncompleteError
 * when copies remain in the -wal file; the mail files of the deleted requests are gone then too.
 */
export async function applyRetention(options: RetentionOptions): Promise<RetentionResult> {
  const cutoff = retentionCutoff(options.clock.now(), options.retentionDays);
  let ids: string[];
  let incomplete: ErasureIncompleteError | undefined;
  try {
    ids = await options.store.deleteReceivedBefore(cutoff);
  } catch (error) {
    if (!(error instanceof ErasureIncompleteError)) throw error;
    incomplete = error;
    ids = error.ids;
  }
  const deletedMailFiles = options.mailFilesDir
    ? await deleteMailFiles(options.mailFilesDir, ids, cutoff)
    : 0;
  if (incomplete) throw incomplete;
  return { deletedRequests: ids.length, deletedMailFiles };
}

/** Removes the .eml files of `ids` and any .eml file last written before `olderThan`. */
export async function deleteMailFiles(
  dir: string,
  ids: readonly string[],
  olderThan?: Date,
): Promise<number> {
  let deleted = 0;
  const remove = async (path: string) => {
    try {
      await rm(path);
      deleted += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  };
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  for (const id of ids) {
    await remove(mailFilePath(dir, id));
    // A write cut off by a crash leaves `<id>.eml.<pid>.tmp` behind: a copy all the same.
    const partial = `${basename(mailFilePath(dir, id))}.`;
    for (const name of names.filter((entry) => entry.startsWith(partial))) {
      await remove(join(dir, name));
    }
  }
  if (olderThan) {
    for (const name of names.filter((entry) => entry.endsWith(".eml"))) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && info.mtime < olderThan) await remove(path);
    }
  }
  return deleted;
}

export interface RetentionJob {
  /** Runs now, then every `intervalMs` (default: daily). */
  start(): void;
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

/** How soon a run whose erasure was held back is repeated (a backup usually takes minutes). */
export const ERASURE_RETRY_MS = 5 * 60_000;

export function createRetentionJob(
  options: RetentionOptions & { log: Log; intervalMs?: number; erasureRetryMs?: number },
): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  const retrySoon = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      run();
    }, options.erasureRetryMs ?? ERASURE_RETRY_MS);
    retryTimer.unref();
  };
  const run = () => {
    running ??= applyRetention(options)
      .then(
        (result) =>
          options.log.info({ ...result, outcome: "retention-applied" }, "retention applied"),
        (error: unknown) => {
          if (error instanceof ErasureIncompleteError) {
            // Counts only: the sentence names the file, the ids are not needed to act on it.
            options.log.warn(
              { requests: error.ids.length, outcome: "retention-erasure-incomplete" },
              "retention deleted requests, but another connection held the checkpoint back: older copies remain in the -wal file until the retry",
            );
            retrySoon();
            return;
          }
          options.log.error(
            { error: describeError(error), outcome: "retention-failed" },
            "retention failed",
          );
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      stopped = false;
      run();
      timer = setInterval(run, options.intervalMs ?? DAY_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (retryTimer) clearTimeout(retryTimer);
      timer = undefined;
      retryTimer = undefined;
      await running;
    },
  };
}
