/**
 * The per-client limit and the intake together, configured through the real environment
 * variables: a flood from more addresses than RATE_LIMIT_MAX_CLIENTS gets no more through than
 * the limits allow, and the limiter's memory does not grow with it.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createAdmission } from "./admission.ts";
import { createIntakeLimit } from "./intake-limit.ts";
import { createRateLimiter } from "./rate-limiter.ts";

const SECOND = 1000;
const seed = new Uint8Array(32).fill(7);

/** Client n as client-key.ts keys it: an IPv4 address for even n, an IPv6 /64 for odd n. */
const client = (n: number) =>
  n % 2 === 0 ? `198.18.${(n >> 8) & 0xff}.${n & 0xff}` : `2001:db8:9:${n.toString(16)}::/64`;

function admissionFor(env: Record<string, string>) {
  const config = loadConfig(env, "/srv/praxis");
  const rateLimiter = createRateLimiter({ ...config.rateLimit, seed });
  const intake = createIntakeLimit(config.intakeLimit);
  return { rateLimiter, intake, admission: createAdmission({ rateLimiter, intake }) };
}

describe("createAdmission", () => {
  it("20,000 distinct clients, one request each: at most INTAKE_LIMIT get in, memory fixed", () => {
    // The defaults: 5/10m,20/24h per client, 10,000 clients, intake 60/1h.
    const { rateLimiter, admission } = admissionFor({});
    const capacity = rateLimiter.capacity();
    const refusedBy = { client: 0, intake: 0 };
    let accepted = 0;
    let largest = 0;
    for (let n = 0; n < 20_000; n += 1) {
      // One request every 0.1 s: 2,000 s, well within one hour.
      const decision = admission.admit(client(n), n * 100);
      if (decision.allowed) accepted += 1;
      else refusedBy[decision.limit] += 1;
      largest = Math.max(largest, rateLimiter.size());
    }
    console.info(
      `20,000 clients, one request each: ${accepted} accepted, ${refusedBy.intake} refused by the intake, ` +
        `${refusedBy.client} by their own limit; limiter ${rateLimiter.size()} of ${capacity} counters in use (largest ${largest})`,
    );
    expect(accepted).toBeLessThanOrEqual(60);
    // The first sixty visitors are not shut out by false over-counting.
    expect(accepted).toBe(60);
    expect(refusedBy).toEqual({ client: 0, intake: 19_940 });
    // Memory: allocated once (two windows × four rows × 10,000 counters), never more.
    expect(capacity).toBe(80_000);
    expect(rateLimiter.capacity()).toBe(capacity);
    expect(largest).toBeLessThanOrEqual(capacity);
  });

  it("RATE_LIMIT_MAX_CLIENTS=100: 150 addresses cycling three times, 2 each, get at most 300 in", () => {
    const { rateLimiter, admission } = admissionFor({
      RATE_LIMIT_MAX_CLIENTS: "100",
      RATE_LIMIT_WINDOWS: "2/1h",
      INTAKE_LIMIT: "off",
    });
    const acceptedOf = new Map<string, number>();
    let accepted = 0;
    let now = 0;
    for (let round = 0; round < 3; round += 1) {
      for (let n = 0; n < 150; n += 1) {
        now += SECOND;
        if (!admission.admit(client(n), now).allowed) continue;
        accepted += 1;
        acceptedOf.set(client(n), (acceptedOf.get(client(n)) ?? 0) + 1);
      }
    }
    console.info(
      `150 addresses × 3 rounds, 2/1h each, 100 counters a row: ${accepted} accepted; limiter ${rateLimiter.size()} of ${rateLimiter.capacity()} counters in use`,
    );
    // Forgetting the least recently seen of 100 clients would let all 450 through.
    expect(accepted).toBeLessThanOrEqual(300);
    expect(Math.max(...acceptedOf.values())).toBeLessThanOrEqual(2);
    // Over-counting costs some, but every address got its first request in.
    expect(acceptedOf.size).toBe(150);
    expect(rateLimiter.capacity()).toBe(400);
  });

  it("a request refused by its client's limit uses up nothing of the intake", () => {
    const { admission } = admissionFor({ RATE_LIMIT_WINDOWS: "1/1h", INTAKE_LIMIT: "3/1h" });
    expect(admission.admit("203.0.113.1", 0).allowed).toBe(true);
    for (let index = 0; index < 10; index += 1) {
      expect(admission.admit("203.0.113.1", SECOND)).toMatchObject({
        allowed: false,
        limit: "client",
      });
    }
    expect(admission.admit("203.0.113.2", 2 * SECOND).allowed).toBe(true);
    expect(admission.admit("203.0.113.3", 3 * SECOND).allowed).toBe(true);
    expect(admission.admit("203.0.113.4", 4 * SECOND)).toEqual({
      allowed: false,
      limit: "intake",
      // The intake's window began with the first request, at 0 s.
      retryAfterSeconds: 3596,
      firstRefusal: true,
    });
  });

  it("a request refused by the intake uses up nothing of its client's quota", () => {
    const { admission } = admissionFor({ RATE_LIMIT_WINDOWS: "2/24h", INTAKE_LIMIT: "1/1h" });
    expect(admission.admit("203.0.113.1", 0).allowed).toBe(true);
    for (let index = 0; index < 5; index += 1) {
      expect(admission.admit("203.0.113.2", SECOND)).toMatchObject({ limit: "intake" });
    }
    // An hour later the visitor turned away five times still has both of its requests.
    expect(admission.admit("203.0.113.2", 3600 * SECOND).allowed).toBe(true);
    expect(admission.admit("203.0.113.2", 7200 * SECOND).allowed).toBe(true);
    expect(admission.admit("203.0.113.2", 10_800 * SECOND)).toMatchObject({ limit: "client" });
  });
});
