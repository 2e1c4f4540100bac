/**
 * Logging of refused contact requests that stays small under a flood: one line when a client is
 * first refused in its blocking period, one warning when the intake of all clients first refuses
 * in its period (the practice should learn that visitors are turned away), and every
 * `intervalMs` one line with how many requests were refused. Never an address: it is personal
 * data.
 */
import type { Log } from "#server/logging.ts";
import type { AdmissionDecision } from "./admission.ts";

export type RefusalLog = {
  refused(decision: Extract<AdmissionDecision, { allowed: false }>): void;
  /** Logs the count since the last line (if any) and stops the periodic line. */
  stop(): void;
};

export function createRefusalLog(log: Log, intervalMs = 60_000): RefusalLog {
  let count = 0;
  let byIntake = 0;
  const flush = () => {
    if (count === 0) return;
    log.info(
      { outcome: "rate-limited", refused: count, byIntake, periodSeconds: intervalMs / 1000 },
      "contact requests rate limited",
    );
    count = 0;
    byIntake = 0;
  };
  const timer = setInterval(flush, intervalMs);
  // The periodic line alone must not keep the process alive.
  timer.unref();
  return {
    refused({ limit, firstRefusal, retryAfterSeconds }) {
      count += 1;
      if (limit === "intake") byIntake += 1;
      if (!firstRefusal) return;
      if (limit === "client") log.info({ outcome: "rate-limited" }, "client rate limited");
      else {
        log.warn(
          { outcome: "intake-full", retryAfterSeconds },
          "contact form intake full (INTAKE_LIMIT): requests are refused until its window ends",
        );
      }
    },
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
