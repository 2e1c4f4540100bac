/**
 * The periodic integrity check: SQLite's quick check of the database file at start and then
 * every `intervalMs` (not on every health poll: it reads the whole file). Its last result makes
 * /api/health degraded and the store refuse writes while the file is damaged or gone.
 */
import type { Clock } from "#server/clock.ts";
import type { Log } from "#server/logging.ts";
import type { StoreHealth } from "./request-store.ts";

/** Often enough to notice a damaged file within the hour, rarely enough to cost nothing. */
export const INTEGRITY_CHECK_INTERVAL_MS = 10 * 60_000;

export type IntegrityJob = { start(): void; stop(): void };

export function createIntegrityJob(options: {
  store: Pick<StoreHealth, "checkIntegrity">;
  clock: Clock;
  log: Log;
  intervalMs?: number | undefined;
}): IntegrityJob {
  const { store, clock, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let lastProblems = 0;

  function run(): void {
    const { problems } = store.checkIntegrity(clock.now());
    // SQLite's own wording of what is wrong holds no visitor data.
    if (problems.length > 0) {
      log.error({ outcome: "integrity-failed", problems }, "database integrity check failed");
    } else if (lastProblems > 0) {
      log.info({ outcome: "integrity-ok" }, "database integrity check passes again");
    }
    lastProblems = problems.length;
  }

  return {
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, options.intervalMs ?? INTEGRITY_CHECK_INTERVAL_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
