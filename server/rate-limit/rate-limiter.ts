/**
 * Per-client rate limit of contact requests: fixed windows (e.g. 5 per 10 minutes and 20 per
 * day), all of which must have room. Memory is bounded: at most `maxClients` clients are
 * remembered; beyond that the least recently seen client is forgotten (its counts restart).
 * Clients are short keys (see client-key.ts), so the bound holds in bytes too.
 *
 * A refusal says whether it is the client's first since it was last allowed, so a flood is
 * logged once per client and blocking period instead of once per request.
 */
import type { RateLimitWindow } from "#server/config.ts";

export type RateLimitDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; firstRefusal: boolean };

export interface RateLimiter {
  /** Counts one request of `client` at `nowMs` if every window still has room. */
  hit(client: string, nowMs: number): RateLimitDecision;
  /** Clients currently remembered. */
  size(): number;
}

type WindowState = { startMs: number; count: number };
type ClientState = { windows: WindowState[]; refusedUntilMs: number };

export function createRateLimiter(options: {
  windows: readonly RateLimitWindow[];
  maxClients: number;
}): RateLimiter {
  const { windows, maxClients } = options;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently
  // seen client first, so eviction is a look at the first key.
  const clients = new Map<string, ClientState>();

  return {
    hit(client, nowMs) {
      if (windows.length === 0) return { allowed: true };
      const state = clients.get(client) ?? {
        windows: windows.map(() => ({ startMs: nowMs, count: 0 })),
        refusedUntilMs: 0,
      };
      const states = state.windows;
      clients.delete(client);
      clients.set(client, state);
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
        const firstRefusal = nowMs >= state.refusedUntilMs;
        state.refusedUntilMs = nowMs + retryAfterMs;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
          firstRefusal,
        };
      }
      for (const state of states) state.count += 1;
      return { allowed: true };
    },
    size: () => clients.size,
  };
}
