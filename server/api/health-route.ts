/**
 * GET /api/health: 200 `"status": "ok"` only when everything a visitor's request needs works:
 * - the storage takes a write into the real requests table (a request and its delivery row,
 *   rolled back), a commit reaches the disk (the heartbeat row) and DATA_DIR has free space
 *   above the floor a request needs ("storage": "full" otherwise);
 * - the last periodic integrity check of the database file passed (storage/integrity-job.ts;
 *   not run on every poll);
 * - no mail has waited longer than MAIL_MAX_DELAY;
 * - the practice's key (if set) has not expired;
 * - the intake (INTAKE_LIMIT) is not full: while it is, every visitor is turned away (425), which
 *   the practice must learn of even though the server itself works.
 * Otherwise 503 `"status": "degraded"` with a German `message` naming every problem. For
 * monitoring and for start-up readiness checks.
 *
 * `site` says which build is served: the Git commit it was made from (`commit`, null for a
 * build made outside Git) and whether tracked files differed from it (`dirty`); null while no
 * build is served. It never makes the server unhealthy.
 */
import type { FastifyInstance } from "fastify";
import { type Clock, PRACTICE_TIME_ZONE } from "#server/clock.ts";
import { atLeastLevel, describeError } from "#server/logging.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { keyStatus } from "#server/mail/practice-keys.ts";
import type { RequestSealer } from "#server/mail/request-sealer.ts";
import type { IntakeLimit } from "#server/rate-limit/intake-limit.ts";
import type { SiteManifest } from "#server/site-manifest.ts";
import {
  type HealthSource,
  StorageDamagedError,
  StorageFullError,
} from "#server/storage/request-store.ts";
import { API_MESSAGES } from "./messages.ts";

export type HealthRouteOptions = {
  store: HealthSource;
  mailer: Mailer;
  clock: Clock;
  sealer: RequestSealer;
  intake: IntakeLimit;
  /** MAIL_MAX_DELAY: a mail waiting longer makes the server degraded. */
  maxMailDelayMs: number;
  /** The manifest of the build served now; undefined while none is (or none is served). */
  servedSite: () => SiteManifest | undefined;
};

const STORAGE_PROBLEMS = {
  damaged: API_MESSAGES.healthStorageDamaged,
  full: API_MESSAGES.healthStorageFull,
  unavailable: API_MESSAGES.healthStorageUnavailable,
} as const;

const germanDate = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "long",
  timeZone: PRACTICE_TIME_ZONE,
});

/** The `site` part of the answer: which commit the build served was made from. */
function siteHealth(manifest: SiteManifest | undefined) {
  if (!manifest) return null;
  const { commit } = manifest;
  return commit ? { commit: commit.id, dirty: commit.dirty } : { commit: null };
}

/** The `encryption` part of the answer, and whether it makes the server unhealthy. */
function encryptionHealth(sealer: RequestSealer, now: Date) {
  const { keys } = sealer;
  if (!keys) return { expired: false, report: { status: "off" } };
  const status = keyStatus(keys, now);
  const warning =
    status === "expired"
      ? API_MESSAGES.healthKeyExpired
      : status === "expires-soon" && keys.expiresAt
        ? API_MESSAGES.keyExpiresSoon(germanDate.format(keys.expiresAt))
        : undefined;
  return {
    expired: status === "expired",
    report: {
      status: "on",
      keys: keys.keys.length,
      expiresAt: keys.expiresAt?.toISOString() ?? null,
      ...(warning ? { warning } : {}),
    },
  };
}

export async function healthRoute(app: FastifyInstance, options: HealthRouteOptions) {
  const { store, mailer, clock, sealer, intake, maxMailDelayMs, servedSite } = options;
  // Monitors poll this: only failures are worth a log line.
  app.get("/health", { logLevel: atLeastLevel(app.log.level, "warn") }, async (request, reply) => {
    const now = clock.now();
    const problems: string[] = [];
    const encryption = encryptionHealth(sealer, now);
    if (encryption.expired) problems.push(API_MESSAGES.healthKeyExpired);

    // A failed integrity check refuses the probe too (StorageDamagedError): one message.
    let storage: "writable" | "unavailable" | "damaged" | "full" = "writable";
    try {
      store.probeWrite(now);
    } catch (error) {
      storage =
        error instanceof StorageDamagedError
          ? "damaged"
          : error instanceof StorageFullError
            ? "full"
            : "unavailable";
      problems.push(STORAGE_PROBLEMS[storage]);
      request.log.error(
        { error: describeError(error), outcome: "health-failed" },
        "storage check failed",
      );
    }

    let outbox: ReturnType<HealthSource["outboxStatus"]> | undefined;
    try {
      outbox = store.outboxStatus();
    } catch {
      // Already reported: a store that cannot be read has failed the write probe.
    }
    const waitedMs = outbox?.oldestPendingSince
      ? now.getTime() - outbox.oldestPendingSince.getTime()
      : 0;
    if (waitedMs > maxMailDelayMs) {
      problems.push(API_MESSAGES.healthMailDelayed(Math.floor(waitedMs / 60_000)));
    }

    const intakeStatus = intake.status(now.getTime());
    if (intakeStatus.status === "full") {
      const { window, retryAfterSeconds } = intakeStatus;
      problems.push(
        API_MESSAGES.healthIntakeFull(window.max, window.durationMs, retryAfterSeconds),
      );
    }

    const integrity = store.lastIntegrityCheck();
    const healthy = problems.length === 0;
    return reply.code(healthy ? 200 : 503).send({
      status: healthy ? "ok" : "degraded",
      storage,
      integrity: {
        status: integrity ? (integrity.problems.length ? "failed" : "ok") : "not-checked-yet",
        checkedAt: integrity?.checkedAt.toISOString() ?? null,
      },
      mail: mailer.kind,
      encryption: encryption.report,
      outbox: outbox
        ? {
            pending: outbox.pending,
            retrying: outbox.retrying,
            oldestPendingSince: outbox.oldestPendingSince?.toISOString() ?? null,
          }
        : null,
      intake:
        intakeStatus.status === "full"
          ? { status: "full", retryAfterSeconds: intakeStatus.retryAfterSeconds }
          : { status: intakeStatus.status },
      site: siteHealth(servedSite()),
      ...(healthy ? {} : { message: problems.join(" ") }),
    });
  });
}
