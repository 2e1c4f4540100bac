/**
 * The outbox worker: mails every stored request whose delivery is pending, in the background.
 *
 * - The notify route only commits the request (with its pending delivery row) and calls
 *   `wake()`; the HTTP answer never waits for SMTP.
 * - A failed attempt is recorded (attempts, time, error) and retried after an exponential
 *   backoff: base, 2×base, 4×base … capped at the maximum delay. It retries until it succeeds:
 *   an accepted request is never given up (the health answer shows the backlog).
 * - Pending deliveries live in the database, so after a restart (even after SIGKILL) `start()`
 *   picks them up. A crash between "SMTP accepted" and "recorded as sent" mails that request
 *   again (at least once, never lost); the stable Message-ID marks it as the same mail.
 * - A mail sent whose record fails (a full disk, a locked database) is not sent again by this
 *   process: its id is kept in memory and only the record is retried, with the same backoff as
 *   a failed send. Bound: while the record keeps failing, each request's mail reaches the
 *   practice at most once per process start (a restart forgets the id and sends once more).
 * - A pass that fails as a whole (the store cannot be read or written) pauses with the same
 *   exponential backoff, counted over consecutive failed passes, never on a flat delay.
 * - A request deleted while its mail was being sent (purge, retention) has no row to record
 *   the delivery in: the mailer discards what it kept of the mail (the .eml file) and the
 *   outbox logs "mail-discarded".
 */
import type { Clock } from "#server/clock.ts";
import { describeError, type Log } from "#server/logging.ts";
import type { OutboxQueue, StoredContactRequest } from "#server/storage/request-store.ts";
import type { Mailer, OutgoingMessage } from "./mailer.ts";
export interface Outbox {
  /** Starts delivering, beginning with whatever is pending from earlier runs. */
  start(): void;
  /** A new request was committed: look for due deliveries now. */
  wake(): void;
  /** Stops scheduling and waits for the deliveries in progress. */
  stop(): Promise<void>;
}

export type RetryPolicy = { baseDelayMs: number; maxDelayMs: number };

/** Delay before the next attempt after `failedAttempts` failures (1, 2, …). */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}

export type OutboxOptions = {
  store: OutboxQueue;
  mailer: Mailer;
  clock: Clock;
  log: Log;
  compose: (request: StoredContactRequest) => Promise<OutgoingMessage>;
  retry: RetryPolicy;
  /** Mails sent at the same time. */
  concurrency?: number;
  /** Longest sleep between two looks at the table, even when nothing is known to be due. */
  idleCheckMs?: number;
};

/** A mail the mailer accepted whose delivery is not recorded yet. */
type Unrecorded = { sentAt: Date; attempt: number; failures: number; retryAt: number };

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, mailer, clock, log, compose, retry } = options;
  const concurrency = options.concurrency ?? 4;
  const idleCheckMs = options.idleCheckMs ?? 60_000;

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let wokenDuringPass = false;
  let failedPasses = 0;
  // Sent, not recorded: never sent again by this process, only the record is retried.
  const unrecorded = new Map<string, Unrecorded>();
  // Deleted while being sent; the mailer failed to discard the mail: tried again each pass.
  const undiscarded = new Set<string>();

  function schedule(delayMs: number): void {
    if (!started || stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        runPass();
      },
      Math.max(0, Math.min(delayMs, idleCheckMs)),
    );
    // The worker alone must not keep the process alive (the HTTP server does).
    timer.unref();
  }

  function runPass(): void {
    if (pass) {
      wokenDuringPass = true;
      return;
    }
    pass = (async () => {
      let delay: number;
      try {
        await discardLeftovers();
        await recordUnrecorded();
        await deliverDue();
        failedPasses = 0;
        delay = wokenDuringPass ? 0 : delayUntilNextDue();
      } catch (error) {
        // The store failed (e.g. locked or unwritable): pause longer each time, then try again.
        failedPasses += 1;
        delay = retryDelayMs(failedPasses, retry);
        log.error(
          {
            error: describeError(error),
            outcome: "outbox-paused",
            failedPasses,
            retryInMs: delay,
          },
          "outbox pass failed",
        );
      }
      pass = undefined;
      wokenDuringPass = false;
      schedule(delay);
    })();
  }

  function delayUntilNextDue(): number {
    const now = clock.now().getTime();
    const next = store.nextDeliveryDueAt(new Set(unrecorded.keys()))?.getTime();
    const times = [...unrecorded.values()].map((entry) => entry.retryAt);
    if (next !== undefined) times.push(next);
    return times.length > 0 ? Math.min(...times) - now : idleCheckMs;
  }

  async function deliverDue(): Promise<void> {
    while (!stopped) {
      // Rows sent but not recorded still look due: fetched beyond the limit, then skipped.
      const due = store
        .dueDeliveries(clock.now(), concurrency + unrecorded.size)
        .filter((request) => !unrecorded.has(request.id))
        .slice(0, concurrency);
      if (due.length === 0) return;
      // Every started delivery finishes before the pass ends; a store failure inside one
      // then ends the pass (better to pause than to loop over the same rows).
      const results = await Promise.allSettled(due.map(deliver));
      const failure = results.find((result) => result.status === "rejected");
      if (failure) throw failure.reason;
    }
  }

  async function recordUnrecorded(): Promise<void> {
    const now = clock.now().getTime();
    for (const [id, entry] of [...unrecorded]) {
      if (stopped) return;
      if (entry.retryAt <= now) await recordSent(id, entry);
    }
  }

  /** Records a sent mail; on failure keeps it in `unrecorded` with the next retry time. */
  async function recordSent(id: string, entry: Unrecorded): Promise<void> {
    let exists: boolean;
    try {
      exists = store.recordDelivered(id, entry.sentAt);
    } catch (error) {
      entry.failures += 1;
      entry.retryAt = clock.now().getTime() + retryDelayMs(entry.failures, retry);
      unrecorded.set(id, entry);
      log.error(
        {
          requestId: id,
          outcome: "mail-record-failed",
          failures: entry.failures,
          error: describeError(error),
          nextAttemptAt: new Date(entry.retryAt).toISOString(),
        },
        "mail sent but not recorded as sent; it is not sent again, the record is retried",
      );
      return;
    }
    unrecorded.delete(id);
    if (!exists) {
      await discard(id);
      return;
    }
    log.info(
      { requestId: id, attempt: entry.attempt, outcome: "mail-delivered" },
      "mail delivered",
    );
  }

  /** The request was deleted while its mail was on the way: no copy may stay with us. */
  async function discard(id: string): Promise<void> {
    try {
      await mailer.discard(id);
      undiscarded.delete(id);
      log.info(
        { requestId: id, outcome: "mail-discarded" },
        "request deleted while its mail was sent; the mail is discarded",
      );
    } catch (error) {
      undiscarded.add(id);
      log.error(
        { requestId: id, outcome: "mail-discard-failed", error: describeError(error) },
        "could not discard the mail of a deleted request; will retry",
      );
    }
  }

  async function discardLeftovers(): Promise<void> {
    for (const id of [...undiscarded]) await discard(id);
  }

  async function deliver(request: StoredContactRequest): Promise<void> {
    const attempt = (request.delivery?.attempts ?? 0) + 1;
    let sendError: unknown;
    try {
      await mailer.send(await compose(request));
    } catch (error) {
      sendError = error;
    }
    const at = clock.now();
    if (sendError === undefined) {
      await recordSent(request.id, { sentAt: at, attempt, failures: 0, retryAt: 0 });
      return;
    }
    const nextAttemptAt = new Date(at.getTime() + retryDelayMs(attempt, retry));
    if (!store.recordFailedAttempt(request.id, at, errorText(sendError), nextAttemptAt)) {
      // Deleted meanwhile; a write cut off by the deletion may have left a partial file.
      await discard(request.id);
      return;
    }
    log.warn(
      {
        requestId: request.id,
        attempt,
        outcome: "mail-failed",
        error: describeError(sendError),
        nextAttemptAt: nextAttemptAt.toISOString(),
      },
      "mail delivery failed, will retry",
    );
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (!started || stopped) return;
      if (pass) wokenDuringPass = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await pass;
    },
  };
}

/** The full error text for the operator (stored in the database, never logged). */
function errorText(error: unknown): string {
  if (typeof error !== "object" || error === null || !("message" in error)) return String(error);
  const { code, message } = error as { code?: unknown; message: unknown };
  return typeof code === "string" ? `${code}: ${String(message)}` : String(message);
}
