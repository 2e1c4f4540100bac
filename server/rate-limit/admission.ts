/**
 * Whether a contact request may proceed: first its client's limit, then the intake over all
 * clients. A request refused by its client's limit uses up nothing of the intake (one client
 * cannot shut the form for everybody beyond its own quota), and one refused by the intake
 * nothing of its client's quota (a visitor turned away by a flood still has all of it later).
 * A request is counted against both only when it passes both. Called before the body is read,
 * so every request that gets past this point counts, a malformed one included.
 */
import type { IntakeLimit } from "./intake-limit.ts";
import type { RateLimiter } from "./rate-limiter.ts";

export type AdmissionDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** Which limit refused: the client's own, or the intake of all clients. */
      limit: "client" | "intake";
      retryAfterSeconds: number;
      /** The first refusal of this limit (for this client) in its blocking period. */
      firstRefusal: boolean;
    };

export type Admission = {
  admit(client: string, nowMs: number): AdmissionDecision;
};

export function createAdmission(limits: {
  rateLimiter: RateLimiter;
  intake: IntakeLimit;
}): Admission {
  const { rateLimiter, intake } = limits;
  return {
    admit(client, nowMs) {
      const own = rateLimiter.check(client, nowMs);
      if (!own.allowed) return { ...own, limit: "client" };
      const total = intake.check(nowMs);
      if (!total.allowed) return { ...total, limit: "intake" };
      rateLimiter.count(client, nowMs);
      intake.count(nowMs);
      return { allowed: true };
    },
  };
}
