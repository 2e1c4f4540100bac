import { describe, expect, it } from "vitest";
import { createIntakeLimit } from "./intake-limit.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** check, then count when allowed: one request at `nowMs`. */
const request = (intake: ReturnType<typeof createIntakeLimit>, nowMs: number) => {
  const decision = intake.check(nowMs);
  if (decision.allowed) intake.count(nowMs);
  return decision;
};

describe("createIntakeLimit", () => {
  it("takes max requests a window, then refuses until the window ends", () => {
    const intake = createIntakeLimit([{ max: 3, durationMs: HOUR }]);
    expect(intake.status(0)).toEqual({ status: "open" });
    for (const minute of [0, 10, 20]) expect(request(intake, minute * MINUTE).allowed).toBe(true);
    expect(request(intake, 45 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60,
      firstRefusal: true,
    });
    expect(request(intake, 50 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 10 * 60,
      firstRefusal: false,
    });
    expect(intake.status(50 * MINUTE)).toEqual({
      status: "full",
      retryAfterSeconds: 600,
      window: { max: 3, durationMs: HOUR },
    });
    // The window began with the first request: it ends an hour later.
    expect(intake.status(HOUR)).toEqual({ status: "open" });
    expect(request(intake, HOUR).allowed).toBe(true);
  });

  it("reports one first refusal per blocking period", () => {
    const intake = createIntakeLimit([{ max: 1, durationMs: HOUR }]);
    const firsts: boolean[] = [];
    for (let minute = 0; minute < 3 * 60; minute += 1) {
      const decision = request(intake, minute * MINUTE);
      if (!decision.allowed) firsts.push(decision.firstRefusal);
    }
    // Three windows, each: one request in, 59 refused, the first of them reported.
    expect(firsts).toHaveLength(3 * 59);
    expect(firsts.filter(Boolean)).toHaveLength(3);
  });

  it("needs room in every window; the one that ends last sets the wait", () => {
    const intake = createIntakeLimit([
      { max: 2, durationMs: MINUTE },
      { max: 3, durationMs: HOUR },
    ]);
    const results = [0, 0, 0, 1, 2].map((minute) => request(intake, minute * MINUTE).allowed);
    expect(results).toEqual([true, true, false, true, false]);
    expect(intake.status(2 * MINUTE)).toMatchObject({
      status: "full",
      retryAfterSeconds: 58 * 60,
      window: { max: 3, durationMs: HOUR },
    });
  });

  it("a health poll starts no window; refused requests are not counted", () => {
    const intake = createIntakeLimit([{ max: 1, durationMs: HOUR }]);
    intake.status(0);
    expect(request(intake, 30 * MINUTE).allowed).toBe(true);
    for (let minute = 31; minute < 90; minute += 1) request(intake, minute * MINUTE);
    // The window began at minute 30 (not at the poll, nor pushed by the refusals).
    expect(intake.status(89 * MINUTE)).toMatchObject({ status: "full", retryAfterSeconds: 60 });
    expect(request(intake, 90 * MINUTE).allowed).toBe(true);
  });

  it("is off without windows", () => {
    const intake = createIntakeLimit([]);
    for (let index = 0; index < 1000; index += 1) expect(request(intake, 0).allowed).toBe(true);
    expect(intake.status(0)).toEqual({ status: "off" });
  });
});
