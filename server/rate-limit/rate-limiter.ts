/**
 * Per-client rate limit of contact requests: fixed windows (e.g. 5 per 10 minutes and 20 per
 * day), all of which must have room. Memory is bounded: at most `maxClients` clients are
 * remembered; beyond that the least recently seen client is forgotten (its counts restart).
 */
import type { RateLimitWindow } from "../config.ts";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `client` at `nowMs` if every window still has room. */
  hit(client: string, nowMs: number): RateLimitDecision;
  /** Clients currently remembered. */
  size(): number;
}

type WindowState = { startMs: number; count: number };

export function createRateLimiter(options: {
  windows: readonly RateLimitWindow[];
  maxClients: number;
}): RateLimiter {
  const { windows, maxClients } = options;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently
  // seen client first, so eviction is a look at the first key.
  const clients = new Map<string, WindowState[]>();

  return {
    hit(client, nowMs) {
      if (windows.length === 0) return { allowed: true };
      const states =
        clients.get(client) ?? windows.map(() => ({ startMs: nowMs, count: 0 }) as WindowState);
      clients.delete(client);
      clients.set(client, states);
      while (clients.size > maxClients) {
        const oldest = clients.keys().next().value;
        if (oldest === undefined) break;
        clients.delete(oldest);
      }

      let retryAfterMs = 0;
      windows.forEach((window, index) => {
        const state = states[index];
        if (!state) return;
        if (nowMs - state.startMs >= window.durationMs) {
          state.startMs = nowMs;
          state.count = 0;
        }
        if (state.count >= window.max) {
          retryAfterMs = Math.max(retryAfterMs, state.startMs + window.durationMs - nowMs);
        }
      });
      if (retryAfterMs > 0) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      for (const state of states) state.count += 1;
      return { allowed: true };
    },
    size: () => clients.size,
  };
}
