/**
 * Per-client rate limit of contact requests: fixed windows (e.g. 5 per 10 minutes and 20 per
 * day), all of which must have room.
 *
 * Counts live in one count-min sketch per window, not in a table of clients: memory is fixed at
 * start (DEPTH rows of RATE_LIMIT_MAX_CLIENTS counters per window, about 20 bytes per client and
 * window: 400 KB with the defaults) and nothing is ever forgotten within a window. A table that
 * drops its oldest client when full lets anyone who cycles through more addresses than it holds
 * (one IPv6 /48 has 65,536 /64s) start over with every address; the sketch can only over-count,
 * so a flood beyond its size makes the limit stricter (fails closed), never looser. (Refusing
 * new clients while an exact table is full would hold the limit too, but would shut out every
 * new visitor for up to a day after a flood.)
 *
 * The price is an occasional false refusal. A client's count is the smallest of its DEPTH
 * counters, each shared with whichever clients hash to it; with N requests counted in the window
 * and w counters per row, a client with c of its own is refused early with probability at most
 * (N / (w · (max − c)))^DEPTH (Markov's inequality per row; the rows are independent hashes).
 * Only admitted requests are counted (admission.ts), so INTAKE_LIMIT caps N: at its default of
 * 60 per hour, N ≤ 1,500 in a day, and with w = 10,000 a visitor's first request of the day is
 * refused falsely with p < 1e-8, its 20th (the last the default allows) with p < 6e-4; on a
 * normal day of up to 50 requests both are below 1e-9. Conservative update (raising only the
 * counters below the new count) keeps the real rate lower still.
 *
 * Windows are aligned to the epoch (all counts of a window end together; a day's at midnight
 * UTC), so the Retry-After of a refusal is the time until the blocking window ends, at most its
 * duration. Like any fixed window, up to twice `max` can get through around a window's end.
 *
 * A refusal says whether it is the client's first in the blocking window (marks in a second
 * sketch), so a flood is logged once per client and blocking period instead of once per request.
 * A collision can only hide a first refusal, never add one.
 */
import { createHash, randomBytes } from "node:crypto";
import type { RateLimitWindow } from "./window-syntax.ts";

export type RateLimitDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; firstRefusal: boolean };

export interface RateLimiter {
  /**
   * Whether a request of `client` at `nowMs` fits every window. Counts nothing, so a request can
   * still be refused by the next limit without using up its client's quota; a refusal is marked.
   */
  check(client: string, nowMs: number): RateLimitDecision;
  /** Counts a request of `client` that `check` allowed. */
  count(client: string, nowMs: number): void;
  /** Counters holding a count now; never more than `capacity()`. */
  size(): number;
  /** Counters allocated at start: fixed, whatever the number of clients. */
  capacity(): number;
}

/** Rows per sketch: each row more squares the false-refusal probability, and costs w counters. */
const DEPTH = 4;
const MAX_COUNT = 0xffff_ffff;

type Sketch = {
  window: RateLimitWindow;
  /** The window now counted: floor(nowMs / durationMs). */
  index: number;
  counts: Uint32Array;
  /** 1 where a refused client hashes to: its first refusal in this window has been reported. */
  refused: Uint8Array;
  /** Counters above zero, kept up to date so that `size` needs no scan. */
  used: number;
};

const ALLOWED: RateLimitDecision = { allowed: true };

export function createRateLimiter(options: {
  windows: readonly RateLimitWindow[];
  /** Counters per row (RATE_LIMIT_MAX_CLIENTS). */
  maxClients: number;
  /**
   * Key of the hash. Random by default, so nobody can pick addresses that land on a given
   * visitor's counters to get that visitor refused; tests fix it to be repeatable.
   */
  seed?: Uint8Array;
}): RateLimiter {
  const width = options.maxClients;
  const seed = options.seed ?? randomBytes(32);
  const sketches: Sketch[] = options.windows.map((window) => ({
    window,
    index: Number.NEGATIVE_INFINITY,
    counts: new Uint32Array(DEPTH * width),
    refused: new Uint8Array(DEPTH * width),
    used: 0,
  }));

  /** The client's counter in each row. */
  const cellsOf = (client: string): number[] => {
    const digest = createHash("sha256").update(seed).update(client).digest();
    return Array.from(
      { length: DEPTH },
      (_, row) => row * width + (digest.readUInt32LE(row * 4) % width),
    );
  };
  const estimate = (counters: Uint32Array | Uint8Array, cells: number[]) =>
    Math.min(...cells.map((cell) => counters[cell] ?? 0));
  /** Clears a sketch whose window has ended (a clock set back keeps the current window). */
  const roll = (sketch: Sketch, nowMs: number) => {
    const index = Math.floor(nowMs / sketch.window.durationMs);
    if (index <= sketch.index) return;
    sketch.index = index;
    sketch.counts.fill(0);
    sketch.refused.fill(0);
    sketch.used = 0;
  };

  return {
    check(client, nowMs) {
      if (sketches.length === 0) return ALLOWED;
      const cells = cellsOf(client);
      let blocking: Sketch | undefined;
      let retryAfterMs = 0;
      for (const sketch of sketches) {
        roll(sketch, nowMs);
        if (estimate(sketch.counts, cells) < sketch.window.max) continue;
        const { durationMs } = sketch.window;
        const waitMs = Math.min(durationMs, (sketch.index + 1) * durationMs - nowMs);
        if (blocking === undefined || waitMs > retryAfterMs) {
          blocking = sketch;
          retryAfterMs = waitMs;
        }
      }
      if (blocking === undefined) return ALLOWED;
      const firstRefusal = estimate(blocking.refused, cells) === 0;
      for (const cell of cells) blocking.refused[cell] = 1;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
        firstRefusal,
      };
    },
    count(client, nowMs) {
      if (sketches.length === 0) return;
      const cells = cellsOf(client);
      for (const sketch of sketches) {
        roll(sketch, nowMs);
        const next = Math.min(MAX_COUNT, estimate(sketch.counts, cells) + 1);
        for (const cell of cells) {
          const current = sketch.counts[cell] ?? 0;
          if (current >= next) continue;
          if (current === 0) sketch.used += 1;
          sketch.counts[cell] = next;
        }
      }
    },
    size: () => sketches.reduce((sum, sketch) => sum + sketch.used, 0),
    capacity: () => sketches.length * DEPTH * width,
  };
}
