/**
 * Logging of rate-limited requests that stays small under a flood: one line when a client is
 * first refused in a blocking period, and every `intervalMs` one line with how many requests
 * were refused (never an address: it is personal data).
 */
import type { Log } from "#server/logging.ts";

export type RefusalLog = {
  refused(firstRefusal: boolean): void;
  /** Logs the count since the last line (if any) and stops the periodic line. */
  stop(): void;
};

export function createRefusalLog(log: Log, intervalMs = 60_000): RefusalLog {
  let count = 0;
  const flush = () => {
    if (count === 0) return;
    log.info(
      { outcome: "rate-limited", refused: count, periodSeconds: intervalMs / 1000 },
      "contact requests rate limited",
    );
    count = 0;
  };
  const timer = setInterval(flush, intervalMs);
  // The periodic line alone must not keep the process alive.
  timer.unref();
  return {
    refused(firstRefusal) {
      count += 1;
      if (firstRefusal) log.info({ outcome: "rate-limited" }, "client rate limited");
    },
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
