/**
 * GET /api/health: 200 when the storage accepts a write, with the outbox backlog and the state
 * of encryption; 503 when the storage takes no write or the practice's key has expired (new
 * requests are then refused). For monitoring and for start-up readiness checks.
 */
import type { FastifyInstance } from "fastify";
import type { Clock } from "../clock.ts";
import { atLeastLevel, describeError } from "../logging.ts";
import type { Mailer } from "../mail/mailer.ts";
import { keyStatus } from "../mail/practice-keys.ts";
import type { RequestSealer } from "../mail/request-sealer.ts";
import type { RequestStore } from "../storage/request-store.ts";
import { API_MESSAGES } from "./messages.ts";

export type HealthRouteOptions = {
  store: RequestStore;
  mailer: Mailer;
  clock: Clock;
  sealer: RequestSealer;
};

const germanDate = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "long",
  timeZone: "Europe/Berlin",
});

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
  const { store, mailer, clock, sealer } = options;
  // Monitors poll this: only failures are worth a log line.
  app.get("/health", { logLevel: atLeastLevel(app.log.level, "warn") }, async (request, reply) => {
    const now = clock.now();
    const encryption = encryptionHealth(sealer, now);
    try {
      store.probeWrite(now);
      const outbox = store.outboxStatus();
      return reply.code(encryption.expired ? 503 : 200).send({
        status: encryption.expired ? "error" : "ok",
        storage: "writable",
        mail: mailer.kind,
        encryption: encryption.report,
        outbox: {
          pending: outbox.pending,
          retrying: outbox.retrying,
          oldestPendingSince: outbox.oldestPendingSince?.toISOString() ?? null,
        },
        ...(encryption.expired ? { message: API_MESSAGES.healthKeyExpired } : {}),
      });
    } catch (error) {
      request.log.error(
        { error: describeError(error), outcome: "health-failed" },
        "storage check failed",
      );
      return reply.code(503).send({
        status: "error",
        storage: "unavailable",
        encryption: encryption.report,
        message: API_MESSAGES.healthStorageUnavailable,
      });
    }
  });
}
