/**
 * How long a client may take to send a request, and how long a stop may take. They live in one
 * place because each bounds the next:
 *
 *   header section 10 s ≤ whole request 15 s  (Node requires headers ≤ request)
 *   + deadline check every 1 s                → a too slow client has its 408 within 16 s
 *   stop: grace 15 s (= the request timeout)  → connections still open are cut; then the outbox
 *                                               (a mail being sent finishes), mailer and store close
 *   hard limit 20 s                           → one last try to stop the outbox and close the
 *                                               store, then exit 1
 *   systemd's TimeoutStopSec 30 s             → SIGKILL (deploy/praxis-web.service)
 *
 * Node stops checking request deadlines once the server closes, so during a stop the grace is
 * what ends a slow client: equal to the request timeout, it cuts no request that could still
 * arrive in time, and leaves the outbox 5 s before the hard limit. The outbox stops starting new
 * mails as soon as the stop begins, so only a mail already under way can still be sending then.
 */

export type HttpTimeouts = {
  /** The header section must arrive within this (Node's `headersTimeout`). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (`requestTimeout`). */
  requestMs: number;
  /** How often Node looks for requests past those deadlines (its default, 30 s, let a slow
   * request wait up to 30 s more for its answer). */
  checkIntervalMs: number;
  /** After a stop begins, how long requests in flight get before their connections are cut. */
  shutdownGraceMs: number;
};

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 15_000,
  checkIntervalMs: 1_000,
  shutdownGraceMs: 15_000,
};

/** Longest a stop may take before the process exits anyway (with exit code 1). */
export const SHUTDOWN_LIMIT_MS = 20_000;

/** At the hard limit: how long the last try still waits for the outbox before the store
 * closes under it (a mail cut off then is sent again after the next start). */
export const FORCED_STOP_WAIT_MS = 2_000;
