import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter.ts";

const MINUTE = 60_000;

describe("createRateLimiter", () => {
  it("allows up to the limit per window, then answers with the wait until the window ends", () => {
    const limiter = createRateLimiter({
      windows: [{ max: 2, durationMs: 10 * MINUTE }],
      maxClients: 100,
    });
    expect(limiter.hit("a", 0)).toEqual({ allowed: true });
    expect(limiter.hit("a", MINUTE)).toEqual({ allowed: true });
    expect(limiter.hit("a", 2 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 480,
      firstRefusal: true,
    });
    // Further refusals in the same blocking period are not the first.
    expect(limiter.hit("a", 3 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 420,
      firstRefusal: false,
    });
    // Other clients are counted apart.
    expect(limiter.hit("b", 2 * MINUTE)).toEqual({ allowed: true });
    // A new window starts after the old one ended.
    expect(limiter.hit("a", 10 * MINUTE)).toEqual({ allowed: true });
  });

  it("needs room in every window", () => {
    const limiter = createRateLimiter({
      windows: [
        { max: 2, durationMs: MINUTE },
        { max: 3, durationMs: 60 * MINUTE },
      ],
      maxClients: 100,
    });
    const results = [0, 1, 2, 3, 4].map((minute) => limiter.hit("a", minute * MINUTE).allowed);
    expect(results).toEqual([true, true, true, false, false]);
    expect(limiter.hit("a", 5 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 55 * 60,
      firstRefusal: false,
    });
  });

  it("does not count refused requests", () => {
    const limiter = createRateLimiter({
      windows: [{ max: 1, durationMs: MINUTE }],
      maxClients: 10,
    });
    limiter.hit("a", 0);
    for (let second = 1; second < 60; second += 1) limiter.hit("a", second * 1000);
    expect(limiter.hit("a", MINUTE).allowed).toBe(true);
  });

  it("keeps memory bounded under many distinct clients, forgetting the least recently seen", () => {
    const limiter = createRateLimiter({
      windows: [{ max: 1, durationMs: MINUTE }],
      maxClients: 1000,
    });
    limiter.hit("first", 0);
    let largest = 0;
    for (let client = 0; client < 100_000; client += 1) {
      limiter.hit(`10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`, 1);
      largest = Math.max(largest, limiter.size());
    }
    expect(largest).toBe(1000);
    // "first" was evicted, so it starts over.
    expect(limiter.hit("first", 2).allowed).toBe(true);
  });

  it("allows everything without windows", () => {
    const limiter = createRateLimiter({ windows: [], maxClients: 10 });
    for (let index = 0; index < 100; index += 1) expect(limiter.hit("a", index).allowed).toBe(true);
    expect(limiter.size()).toBe(0);
  });
});
