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
import type { Clock } from "#server/clock.ts";
import { describeError, type Log } from "#server/logging.ts";
import { deleteMailFiles } from "#server/mail/mailer.ts";
import { ErasureIncompleteError, type RequestErasure } from "#server/storage/request-store.ts";

const DAY_MS = 86_400_000;

export type RetentionOptions = {
  store: Pick<RequestErasure, "deleteReceivedBefore">;
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
  const { ids, mailFiles } = await deleteWithMailFiles(
    () => options.store.deleteReceivedBefore(cutoff),
    options.mailFilesDir,
    cutoff,
  );
  return { deletedRequests: ids.length, deletedMailFiles: mailFiles };
}

/**
 * Runs a deletion of the store, then removes the mail files of the deleted requests (and, with
 * `olderThan`, every mail file written before it). The files go also when the store reports
 * copies left in the -wal file: the rows are deleted all the same, and the
 * ErasureIncompleteError is rethrown after.
 */
export async function deleteWithMailFiles(
  deletion: () => Promise<string[]>,
  mailFilesDir: string | undefined,
  olderThan?: Date,
): Promise<{ ids: string[]; mailFiles: number }> {
  let ids: string[];
  let incomplete: ErasureIncompleteError | undefined;
  try {
    ids = await deletion();
  } catch (error) {
    if (!(error instanceof ErasureIncompleteError)) throw error;
    incomplete = error;
    ids = error.ids;
  }
  const mailFiles = mailFilesDir ? await deleteMailFiles(mailFilesDir, ids, olderThan) : 0;
  if (incomplete) throw incomplete;
  return { ids, mailFiles };
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
