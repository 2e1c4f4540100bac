import { describe, expect, it } from "vitest";
import { createRateLimiter, type RateLimitDecision, type RateLimiter } from "./rate-limiter.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A fixed hash key: the sketch's collisions, and so these results, are the same on every run. */
const seed = new Uint8Array(32).fill(7);

/** Distinct client keys the way client-key.ts writes them: IPv6 /64s of one /48. */
const slash64 = (n: number) => `2001:db8:7:${n.toString(16)}::/64`;

/** One request as admission.ts makes it: checked, and counted when allowed. */
function hit(limiter: RateLimiter, client: string, nowMs: number): RateLimitDecision {
  const decision = limiter.check(client, nowMs);
  if (decision.allowed) limiter.count(client, nowMs);
  return decision;
}

/** The default windows (5/10m, 20/24h) with the default RATE_LIMIT_MAX_CLIENTS. */
const defaultLimiter = () =>
  createRateLimiter({
    windows: [
      { max: 5, durationMs: 10 * MINUTE },
      { max: 20, durationMs: DAY },
    ],
    maxClients: 10_000,
    seed,
  });

describe("createRateLimiter", () => {
  it("allows up to the limit per window, then answers with the wait until the window ends", () => {
    const limiter = createRateLimiter({
      windows: [{ max: 2, durationMs: 10 * MINUTE }],
      maxClients: 100,
      seed,
    });
    expect(hit(limiter, "a", 0)).toEqual({ allowed: true });
    expect(hit(limiter, "a", MINUTE)).toEqual({ allowed: true });
    expect(hit(limiter, "a", 2 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 480,
      firstRefusal: true,
    });
    // Further refusals in the same blocking period are not the first.
    expect(hit(limiter, "a", 3 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 420,
      firstRefusal: false,
    });
    // Other clients are counted apart.
    expect(hit(limiter, "b", 2 * MINUTE)).toEqual({ allowed: true });
    // A new window starts after the old one ended, and with it a new blocking period.
    expect(hit(limiter, "a", 10 * MINUTE)).toEqual({ allowed: true });
    expect(hit(limiter, "a", 10 * MINUTE)).toEqual({ allowed: true });
    expect(hit(limiter, "a", 11 * MINUTE)).toMatchObject({ allowed: false, firstRefusal: true });
  });

  it("needs room in every window; Retry-After is the wait for the one that ends last", () => {
    const limiter = createRateLimiter({
      windows: [
        { max: 2, durationMs: MINUTE },
        { max: 3, durationMs: 60 * MINUTE },
      ],
      maxClients: 100,
      seed,
    });
    const results = [0, 1, 2, 3, 4].map((minute) => hit(limiter, "a", minute * MINUTE).allowed);
    expect(results).toEqual([true, true, true, false, false]);
    expect(hit(limiter, "a", 5 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 55 * 60,
      firstRefusal: false,
    });
  });

  it("does not count refused requests", () => {
    const limiter = createRateLimiter({
      windows: [{ max: 1, durationMs: MINUTE }],
      maxClients: 10,
      seed,
    });
    hit(limiter, "a", 0);
    for (let second = 1; second < 60; second += 1) hit(limiter, "a", second * 1000);
    expect(hit(limiter, "a", MINUTE).allowed).toBe(true);
  });

  it("check counts nothing; count counts what check allowed", () => {
    const limiter = createRateLimiter({
      windows: [{ max: 1, durationMs: MINUTE }],
      maxClients: 10,
      seed,
    });
    for (let index = 0; index < 5; index += 1) expect(limiter.check("a", 0).allowed).toBe(true);
    limiter.count("a", 0);
    expect(limiter.check("a", 0).allowed).toBe(false);
  });

  it("never forgets a client within its window, however many others come (the old table did)", () => {
    const limiter = createRateLimiter({
      windows: [{ max: 1, durationMs: DAY }],
      maxClients: 1000,
      seed,
    });
    expect(hit(limiter, "first", 0).allowed).toBe(true);
    const capacity = limiter.capacity();
    for (let client = 0; client < 100_000; client += 1) hit(limiter, slash64(client), 1);
    // A table of 1,000 clients forgetting the least recently seen would let "first" start over.
    expect(hit(limiter, "first", 2).allowed).toBe(false);
    expect(limiter.capacity()).toBe(capacity);
    expect(limiter.size()).toBeLessThanOrEqual(capacity);
  });

  it("memory is fixed at start by maxClients, whatever the number of clients", () => {
    const limiter = defaultLimiter();
    // Two windows, four rows of 10,000 counters each.
    expect(limiter.capacity()).toBe(80_000);
    expect(limiter.size()).toBe(0);
    for (let client = 0; client < 50_000; client += 1) hit(limiter, slash64(client), client);
    expect(limiter.capacity()).toBe(80_000);
    expect(limiter.size()).toBeGreaterThan(0);
    expect(limiter.size()).toBeLessThanOrEqual(80_000);
  });

  it("rarely refuses a visitor falsely on a day at the intake's cap", () => {
    // INTAKE_LIMIT's default lets at most 1,500 requests a day reach the counters. The header's
    // bound: a fresh visitor is refused falsely with p < 1e-8, so none of 2,000 may be.
    const limiter = defaultLimiter();
    for (let request = 0; request < 1_500; request += 1) {
      // 300 busy clients, five requests each, spread over the day (one every 57 seconds).
      hit(limiter, slash64(request % 300), request * 57_000);
    }
    let refused = 0;
    for (let visitor = 0; visitor < 2_000; visitor += 1) {
      if (!hit(limiter, `198.51.${visitor >> 8}.${visitor & 255}`, DAY - MINUTE).allowed) {
        refused += 1;
      }
    }
    expect(refused).toBe(0);
  });

  it("allows everything without windows", () => {
    const limiter = createRateLimiter({ windows: [], maxClients: 10 });
    for (let index = 0; index < 100; index += 1)
      expect(hit(limiter, "a", index).allowed).toBe(true);
    expect(limiter.size()).toBe(0);
    expect(limiter.capacity()).toBe(0);
  });
});
