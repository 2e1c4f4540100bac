/**
 * Builds the production Fastify app from small parts: request store (SQLite), mailer (SMTP or
 * .eml files), rate limiter, intake limit and clock. Tests pass their own parts; anything not
 * given is built from the configuration. The app owns its parts: `app.close()` stops the
 * background jobs and closes the mailer and the database.
 *
 * Order: security headers, then /api (notify + health), then the prerendered site (only when a
 * build exists), whose catch-all must come last.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { apiPlugin, isApiPath } from "./api/api-plugin.ts";
import { API_MESSAGES } from "./api/messages.ts";
import { type Clock, systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import { loggerOptions, RequestLogController } from "./logging.ts";
import { createMailer, type Mailer, mailFilesDir } from "./mail/mailer.ts";
import { createOutbox, type Outbox } from "./mail/outbox.ts";
import { messageFor } from "./mail/outgoing-message.ts";
import { keyStatus, loadPracticeKeys, type PracticeKeys } from "./mail/practice-keys.ts";
import { createRequestSealer } from "./mail/request-sealer.ts";
import { createIntakeLimit, type IntakeLimit } from "./rate-limit/intake-limit.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit/rate-limiter.ts";
import { createRetentionJob, type RetentionJob } from "./retention/retention.ts";
import { createIntegrityJob, type IntegrityJob } from "./storage/integrity-job.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { siteManifestFile } from "./site-manifest.ts";
import { registerStaticSite, type SendNotFoundPage } from "./static-site.ts";
import type { RequestStore } from "./storage/request-store.ts";
import { openSqliteRequestStore } from "./storage/sqlite-request-store.ts";

export type ServerParts = {
  store: RequestStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Contact requests of all clients together (INTAKE_LIMIT). */
  intake: IntakeLimit;
  clock: Clock;
  /** Where log lines go (default stdout); tests capture them here. */
  logDestination: { write(line: string): void };
  /** Mails sent at the same time by the outbox. */
  outboxConcurrency: number;
  /** The practice's keys; default: read from MAIL_PGP_KEY_FILE when set. */
  practiceKeys: PracticeKeys | undefined;
  /** Time between two integrity checks of the database file (default 10 minutes). */
  integrityCheckIntervalMs: number;
};

/** The background side of the server, started by main.ts (and by tests that need it). */
export type BackgroundJobs = {
  outbox: Outbox;
  retention: RetentionJob;
  integrity: IntegrityJob;
  /** Starts mail delivery (resuming what is pending), the daily retention run and the
   * periodic integrity check. */
  start(): void;
};

declare module "fastify" {
  interface FastifyInstance {
    backgroundJobs: BackgroundJobs;
  }
}

export async function buildServer(
  config: Config,
  parts: Partial<ServerParts> = {},
): Promise<FastifyInstance> {
  const clock = parts.clock ?? systemClock;
  // Checked before anything is opened: a key the server cannot encrypt to stops the start.
  const keys =
    "practiceKeys" in parts
      ? parts.practiceKeys
      : config.mail.pgpKeyFile
        ? await loadPracticeKeys(config.mail.pgpKeyFile, clock.now())
        : undefined;
  const store = parts.store ?? openSqliteRequestStore(config.dataDir);
  let mailer: Mailer;
  try {
    mailer =
      parts.mailer ??
      createMailer({
        smtp: {
          url: config.mail.smtpUrl,
          requireTls: config.mail.requireTls,
          ca: config.mail.smtpCa,
        },
        dataDir: config.dataDir,
      });
  } catch (error) {
    store.close();
    throw error;
  }
  const rateLimiter = parts.rateLimiter ?? createRateLimiter(config.rateLimit);
  const intake = parts.intake ?? createIntakeLimit(config.intakeLimit);

  const app = Fastify({
    logger: loggerOptions(config.logLevel, parts.logDestination),
    logController: new RequestLogController(),
    trustProxy: trustProxyOption(config.trustProxy),
    // A request must arrive completely within this time (slow-client protection).
    requestTimeout: 30_000,
    // While closing, a request on a kept-alive connection is still handled (the database closes
    // only after in-flight requests end) instead of getting Fastify's English 503 body.
    return503OnClosing: false,
    // A malformed URL (broken percent-encoding) is an unknown address: the German 404 page, or
    // German JSON under /api, instead of an English body that echoes the URL.
    frameworkErrors: (_error, request, reply) =>
      sendNotFoundPage && !isApiPath(request.url)
        ? sendNotFoundPage(request, reply)
        : (reply as FastifyReply)
            .code(404)
            .header("cache-control", "no-store")
            .send({ message: API_MESSAGES.notFound }),
  });
  let sendNotFoundPage: SendNotFoundPage | undefined;

  const outbox = createOutbox({
    store,
    mailer,
    clock,
    log: app.log.child({ component: "outbox" }),
    compose: (request) => messageFor(request, config.mail),
    retry: { baseDelayMs: config.mail.retryBaseDelayMs, maxDelayMs: config.mail.retryMaxDelayMs },
    concurrency: parts.outboxConcurrency ?? 4,
  });
  const retention = createRetentionJob({
    store,
    clock,
    retentionDays: config.retentionDays,
    mailFilesDir: mailer.kind === "files" ? mailFilesDir(config.dataDir) : undefined,
    log: app.log.child({ component: "retention" }),
  });
  const integrity = createIntegrityJob({
    store,
    clock,
    log: app.log.child({ component: "integrity" }),
    intervalMs: parts.integrityCheckIntervalMs,
  });
  for (const warning of startupWarnings(config, keys, clock.now())) {
    app.log.warn({ event: "startup-warning" }, warning);
  }
  const sealer = createRequestSealer({ keys, addresses: config.mail, clock });

  app.decorate("backgroundJobs", {
    outbox,
    retention,
    integrity,
    start() {
      integrity.start();
      outbox.start();
      retention.start();
    },
  });
  // A request in flight when closing begins would leave its kept-alive connection open until the
  // keep-alive timeout (72 s), and the shutdown would wait for it: its answer closes it instead.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  // Runs after the server stopped accepting and finished its in-flight requests.
  app.addHook("onClose", async () => {
    integrity.stop();
    await Promise.all([outbox.stop(), retention.stop()]);
    mailer.close();
    store.close();
  });

  registerSecurityHeaders(app);
  // API answers describe a moment (health, errors): no cache may keep one.
  app.addHook("onRequest", async (request, reply) => {
    if (isApiPath(request.url)) reply.header("cache-control", "no-store");
  });
  await app.register(apiPlugin, {
    prefix: "/api",
    store,
    outbox,
    rateLimiter,
    intake,
    clock,
    mailer,
    sealer,
    bodyLimitBytes: config.bodyLimitBytes,
    maxMailDelayMs: config.mail.maxDelayMs,
  });
  if (hasSiteBuild(config.siteDir)) {
    sendNotFoundPage = await registerStaticSite(app, { siteDir: config.siteDir });
  }
  return app;
}

/** What the operator must know at start: unencrypted health data, TLS opted out, a key expiring. */
function startupWarnings(
  config: Config,
  keys: PracticeKeys | undefined,
  now: Date,
): string[] {
  const warnings: string[] = [];
  if (!keys) {
    warnings.push(
      "MAIL_PGP_KEY_FILE is not set: contact requests (health data) are stored and mailed UNENCRYPTED. Fine for a first try, not for production: see docs/operations.md.",
    );
  } else if (keyStatus(keys, now) === "expires-soon") {
    warnings.push(
      `MAIL_PGP_KEY_FILE: a key expires on ${keys.expiresAt?.toISOString()}; extend or replace it before then (docs/operations.md).`,
    );
  }
  if (config.mail.smtpUrl && !config.mail.requireTls) {
    warnings.push(
      "SMTP_REQUIRE_TLS=false: mail to the SMTP server may travel without TLS. Only for a relay on the same host.",
    );
  }
  return warnings;
}

/**
 * A number of hops as a trust function: Fastify refuses plain hop counts (they trust whoever
 * connects), and its `true` would trust every entry a client wrote itself.
 */
function trustProxyOption(setting: Config["trustProxy"]) {
  return typeof setting === "number"
    ? (_address: string, hop: number) => hop < setting
    : setting;
}

/** Whether a prerendered site exists to serve (the API works without one). */
export function hasSiteBuild(siteDir: string): boolean {
  // The build writes site.json beside the client folder last, once the site is complete.
  return existsSync(siteManifestFile(siteDir));
}
