/**
 * GET /api/health: 200 when the storage accepts a write, with the outbox backlog; 503 when it
 * does not. For monitoring and for start-up readiness checks.
 */
import type { FastifyInstance } from "fastify";
import type { Clock } from "../clock.ts";
import { atLeastLevel, describeError } from "../logging.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RequestStore } from "../storage/request-store.ts";
import { API_MESSAGES } from "./messages.ts";

export type HealthRouteOptions = { store: RequestStore; mailer: Mailer; clock: Clock };

export async function healthRoute(app: FastifyInstance, options: HealthRouteOptions) {
  const { store, mailer, clock } = options;
  // Monitors poll this: only failures are worth a log line.
  app.get("/health", { logLevel: atLeastLevel(app.log.level, "warn") }, async (request, reply) => {
    try {
      store.probeWrite(clock.now());
      const outbox = store.outboxStatus();
      return reply.code(200).send({
        status: "ok",
        storage: "writable",
        mail: mailer.kind,
        outbox: {
          pending: outbox.pending,
          retrying: outbox.retrying,
          oldestPendingSince: outbox.oldestPendingSince?.toISOString() ?? null,
        },
      });
    } catch (error) {
      request.log.error(
        { error: describeError(error), outcome: "health-failed" },
        "storage check failed",
      );
      return reply.code(503).send({
        status: "error",
        storage: "unavailable",
        message: API_MESSAGES.healthStorageUnavailable,
      });
    }
  });
}
