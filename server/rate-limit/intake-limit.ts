/**
 * The intake: contact requests of all clients together (INTAKE_LIMIT, default 60 per hour). The
 * per-client limit cannot bound the total, since a flood may come from as many addresses as it
 * likes; this does, so the store and the practice's inbox take at most `max` requests a window,
 * whoever sends them.
 *
 * Fixed windows, each starting with the first request counted after the previous one ended (so
 * every request a full window holds arrived within its duration), all of which must have room.
 * Across the end of a window up to twice `max` can arrive within one duration. Memory: two
 * numbers per window.
 *
 * `status` tells /api/health whether the next request would be turned away. A refusal says
 * whether it is the first of its blocking period, so a full intake is logged once per period.
 */

import type { RateLimitDecision } from "./rate-limiter.ts";
import type { RateLimitWindow } from "./window-syntax.ts";

export type IntakeStatus =
  | { status: "off" }
  | { status: "open" }
  /** `window`: the full window that keeps the intake closed longest. */
  | { status: "full"; retryAfterSeconds: number; window: RateLimitWindow };

export interface IntakeLimit {
  /** Whether one more request fits at `nowMs`; counts nothing (a refusal is remembered). */
  check(nowMs: number): RateLimitDecision;
  /** Counts a request that `check` allowed. */
  count(nowMs: number): void;
  /** Whether the next request would be refused; changes nothing (a health poll starts no window). */
  status(nowMs: number): IntakeStatus;
}

type WindowState = { window: RateLimitWindow; startMs: number; count: number };

export function createIntakeLimit(windows: readonly RateLimitWindow[]): IntakeLimit {
  const states: WindowState[] = windows.map((window) => ({
    window,
    startMs: Number.NEGATIVE_INFINITY,
    count: 0,
  }));
  let refusedUntilMs = Number.NEGATIVE_INFINITY;

  /** The full window that ends last, and how long until it does. */
  const blocking = (nowMs: number) => {
    let found: { state: WindowState; waitMs: number } | undefined;
    for (const state of states) {
      const { max, durationMs } = state.window;
      const elapsedMs = nowMs - state.startMs;
      if (elapsedMs >= durationMs || state.count < max) continue;
      // A clock set back must not promise a wait longer than the window.
      const waitMs = Math.min(durationMs, durationMs - elapsedMs);
      if (found === undefined || waitMs > found.waitMs) found = { state, waitMs };
    }
    return found;
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    check(nowMs) {
      const full = blocking(nowMs);
      if (full === undefined) return { allowed: true };
      const firstRefusal = nowMs >= refusedUntilMs;
      refusedUntilMs = nowMs + full.waitMs;
      return { allowed: false, retryAfterSeconds: seconds(full.waitMs), firstRefusal };
    },
    count(nowMs) {
      for (const state of states) {
        if (nowMs - state.startMs >= state.window.durationMs) {
          state.startMs = nowMs;
          state.count = 0;
        }
        state.count += 1;
      }
    },
    status(nowMs) {
      if (states.length === 0) return { status: "off" };
      const full = blocking(nowMs);
      if (full === undefined) return { status: "open" };
      return {
        status: "full",
        retryAfterSeconds: seconds(full.waitMs),
        window: full.state.window,
      };
    },
  };
}
