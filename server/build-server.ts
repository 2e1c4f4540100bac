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
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { apiPlugin, isApiPath } from "./api/api-plugin.ts";
import { API_MESSAGES } from "./api/messages.ts";
import {
  answerClientError,
  closeConnectionsWithoutRequest,
  watchResponses,
} from "./client-errors.ts";
import { type Clock, systemClock } from "./clock.ts";
import { ALLOW_UNENCRYPTED, type Config } from "./config.ts";
import { loggerOptions, RequestLogController } from "./logging.ts";
import { createMailer, type Mailer, mailFilesDir } from "./mail/mailer.ts";
import { createOutbox, type Outbox } from "./mail/outbox.ts";
import { messageFor } from "./mail/outgoing-message.ts";
import { keyStatus, loadPracticeKeys, type PracticeKeys } from "./mail/practice-keys.ts";
import { createRequestSealer } from "./mail/request-sealer.ts";
import { createIntakeLimit, type IntakeLimit } from "./rate-limit/intake-limit.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit/rate-limiter.ts";
import { createRetentionJob, type RetentionJob } from "./retention/retention.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { siteManifestFile } from "./site-manifest.ts";
import { registerStaticSite, type SendNotFoundPage } from "./static-site.ts";
import { createIntegrityJob, type IntegrityJob } from "./storage/integrity-job.ts";
import type { RequestStore } from "./storage/request-store.ts";
import { openSqliteRequestStore } from "./storage/sqlite-request-store.ts";
import { HTTP_TIMEOUTS, type HttpTimeouts } from "./timeouts.ts";

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
  /** Deadlines of a request and the grace of a stop (default HTTP_TIMEOUTS; tests shorten them). */
  timeouts: HttpTimeouts;
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
    /**
     * The last resort of a stop that takes too long: stops the background jobs, waiting at most
     * `waitMs` for a mail being sent, then closes the mailer and the database anyway.
     */
    forceClose(waitMs: number): Promise<void>;
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
  let sealedWithoutKey: string | undefined;
  try {
    sealedWithoutKey = keys ? undefined : sealedState(store);
    if (sealedWithoutKey && !config.mail.allowUnencrypted) {
      throw new Error(refusalWithoutKey(sealedWithoutKey));
    }
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

  const timeouts = parts.timeouts ?? HTTP_TIMEOUTS;
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config.logLevel, parts.logDestination),
    logController: new RequestLogController(),
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow clients: the header section, then the whole request must arrive in time, or the client
    // gets a German 408 (client-errors.ts). timeouts.ts says how this fits the shutdown limit.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    // Fastify sets the server's requestTimeout again from its own option (0 when left out).
    requestTimeout: timeouts.requestMs,
    clientErrorHandler: (error, socket) => answerClientError(error, socket, app.log),
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
  watchResponses(app.server);

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
  for (const warning of startupWarnings(config, keys, clock.now(), sealedWithoutKey)) {
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
  // Stopping the jobs: no new mail starts once a stop begins; one under way finishes.
  let jobsStopped: Promise<unknown> | undefined;
  const stopJobs = () => {
    integrity.stop();
    jobsStopped ??= Promise.all([outbox.stop(), retention.stop()]);
    return jobsStopped;
  };
  let partsClosed = false;
  const closeParts = () => {
    if (partsClosed) return;
    partsClosed = true;
    mailer.close();
    store.close();
    app.log.info({ event: "store-closed" }, "mailer and database closed");
  };
  app.decorate("forceClose", async (waitMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      stopJobs().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
      }),
    ]);
    clearTimeout(timer);
    if (!waited) {
      app.log.warn(
        { outcome: "outbox-cut" },
        "closing while a mail is still being sent: it is sent again after the next start",
      );
    }
    closeParts();
  });
  // A request in flight when closing begins would leave its kept-alive connection open until the
  // keep-alive timeout (72 s), and the shutdown would wait for it: its answer closes it instead.
  // A client still sending when the grace ends is cut off (Node no longer enforces the request
  // deadline once the server closes), so the stop goes on to close the outbox and the database.
  let closing = false;
  let grace: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    closing = true;
    // Awaited (and a failure reported) by onClose; begun now so that no new mail starts.
    stopJobs().catch(() => {});
    closeConnectionsWithoutRequest(app.server);
    grace = setTimeout(() => {
      app.log.warn(
        { outcome: "connections-cut", graceMs: timeouts.shutdownGraceMs },
        "requests still open after the shutdown grace: connections closed",
      );
      app.server.closeAllConnections();
    }, timeouts.shutdownGraceMs);
    grace.unref();
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  // Runs after the server stopped accepting and its connections ended (or were cut).
  app.addHook("onClose", async () => {
    clearTimeout(grace);
    await stopJobs();
    closeParts();
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

/**
 * Whether the store ran encrypted: it holds sealed requests, or held them (a mark that purging
 * them keeps). Then a start without a key is most likely a key line lost or expanded to
 * nothing, and would store and mail new requests in cleartext.
 */
function sealedState(store: RequestStore): string | undefined {
  const count = store.sealedCount();
  if (count > 0) return `${count} stored request(s) are sealed`;
  return store.everSealed() ? "this store has held sealed requests (deleted since)" : undefined;
}

function refusalWithoutKey(sealed: string): string {
  return `${sealed} (encrypted to the practice's key), but MAIL_PGP_KEY_FILE is not set, so new requests would be stored and mailed unencrypted. Set MAIL_PGP_KEY_FILE to the key file, or ${ALLOW_UNENCRYPTED}=true to run without encryption on purpose`;
}

/** What the operator must know at start: unencrypted health data, TLS opted out, a key expiring. */
function startupWarnings(
  config: Config,
  keys: PracticeKeys | undefined,
  now: Date,
  sealedWithoutKey: string | undefined,
): string[] {
  const warnings: string[] = [];
  if (!keys && sealedWithoutKey) {
    warnings.push(
      `${ALLOW_UNENCRYPTED}=true: ${sealedWithoutKey}, but MAIL_PGP_KEY_FILE is not set: new contact requests (health data) are stored and mailed UNENCRYPTED. Set MAIL_PGP_KEY_FILE and remove ${ALLOW_UNENCRYPTED} to encrypt again (docs/operations.md).`,
    );
  } else if (!keys) {
    warnings.push(
      "MAIL_PGP_KEY_FILE is not set: contact requests (health data) are stored and mailed UNENCRYPTED. Fine for a first try, not for production: see docs/operations.md.",
    );
  } else if (keyStatus(keys, now) === "expires-soon") {
    warnings.push(
      `MAIL_PGP_KEY_FILE: a key expires on ${keys.expiresAt?.toISOString()}; extend or replace it before then (docs/operations.md).`,
    );
  }
  if (keys && config.mail.allowUnencrypted) {
    warnings.push(
      `${ALLOW_UNENCRYPTED}=true has no effect while MAIL_PGP_KEY_FILE is set: remove it, so that a lost key setting stops the start again.`,
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
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** Whether a prerendered site exists to serve (the API works without one). */
export function hasSiteBuild(siteDir: string): boolean {
  // The build writes site.json beside the client folder last, once the site is complete.
  return existsSync(siteManifestFile(siteDir));
}
