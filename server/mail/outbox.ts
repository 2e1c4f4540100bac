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
 */
import type { Clock } from "#server/clock.ts";
import { describeError, type Log } from "#server/logging.ts";
import type { RequestStore, StoredContactRequest } from "#server/storage/request-store.ts";
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
  store: RequestStore;
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

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, mailer, clock, log, compose, retry } = options;
  const concurrency = options.concurrency ?? 4;
  const idleCheckMs = options.idleCheckMs ?? 60_000;

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let wokenDuringPass = false;

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
        await deliverDue();
        delay = wokenDuringPass ? 0 : delayUntilNextDue();
      } catch (error) {
        // The store failed (e.g. locked or unwritable): pause, then try again.
        log.error({ error: describeError(error), outcome: "outbox-paused" }, "outbox pass failed");
        delay = retry.baseDelayMs;
      }
      pass = undefined;
      wokenDuringPass = false;
      schedule(delay);
    })();
  }

  function delayUntilNextDue(): number {
    const next = store.nextDeliveryDueAt();
    return next ? next.getTime() - clock.now().getTime() : idleCheckMs;
  }

  async function deliverDue(): Promise<void> {
    while (!stopped) {
      const due = store.dueDeliveries(clock.now(), concurrency);
      if (due.length === 0) return;
      // Every started delivery finishes before the pass ends; a store failure inside one
      // then ends the pass (better to pause than to loop over the same rows).
      const results = await Promise.allSettled(due.map(deliver));
      const failure = results.find((result) => result.status === "rejected");
      if (failure) throw failure.reason;
    }
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
      store.recordDelivered(request.id, at);
      log.info({ requestId: request.id, attempt, outcome: "mail-delivered" }, "mail delivered");
      return;
    }
    const nextAttemptAt = new Date(at.getTime() + retryDelayMs(attempt, retry));
    store.recordFailedAttempt(request.id, at, errorText(sendError), nextAttemptAt);
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
