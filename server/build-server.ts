/**
 * Wires the production Fastify app from small parts: request store (SQLite), mailer (SMTP or
 * .eml files), rate limiter, intake limit and clock. Tests pass their own parts; anything not
 * given is built from the configuration. The app owns its parts: `app.close()` stops the
 * background jobs and closes the mailer and the database (lifecycle.ts); whether it may start
 * without a key is start-policy.ts's.
 *
 * Order: security headers, then /api (notify + health), then the prerendered site, whose
 * catch-all must come last; it answers from the build live-site.ts holds (none: JSON 404s).
 */
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { apiPlugin, isApiPath } from "./api/api-plugin.ts";
import { API_MESSAGES } from "./api/messages.ts";
import { answerClientError, watchResponses } from "./client-errors.ts";
import { type Clock, systemClock } from "./clock.ts";
import { trustProxyOption } from "./config/trust-proxy.ts";
import type { Config } from "./config.ts";
import type { FormResultPages } from "./form-result-pages.ts";
import { registerLifecycle } from "./lifecycle.ts";
import { type LiveSite, openLiveSite, SITE_WATCH_INTERVAL_MS } from "./live-site.ts";
import { loggerOptions, RequestLogController } from "./logging.ts";
import type { MailSettings } from "./mail/compose-mail.ts";
import { createMailer, type Mailer, mailFilesDir } from "./mail/mailer.ts";
import { createOutbox } from "./mail/outbox.ts";
import { messageFor } from "./mail/outgoing-message.ts";
import { loadPracticeKeys, type PracticeKeys } from "./mail/practice-keys.ts";
import type { ReplyTemplate } from "./mail/reply-link.ts";
import { createRequestSealer } from "./mail/request-sealer.ts";
import { createIntakeLimit, type IntakeLimit } from "./rate-limit/intake-limit.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit/rate-limiter.ts";
import { createRetentionJob } from "./retention/retention.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { startPolicy } from "./start-policy.ts";
import { registerStaticSite, type SendNotFoundPage } from "./static-site.ts";
import { createIntegrityJob } from "./storage/integrity-job.ts";
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
  /**
   * How a form posted without script is answered. Default: with the built site's pages (as JSON
   * without a build). When given, the server serves no site: the preview (npm run dev) renders
   * the pages and passes its own.
   */
  formResults: FormResultPages;
  /** The practice's prepared reply when the server serves no site (the preview reads its own). */
  replyTemplate: () => ReplyTemplate | undefined;
  /** How often the server looks for a new build's site.json (default every second). */
  siteWatchIntervalMs: number;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The build served; `liveSite.reload()` reads it again (main.ts does on SIGHUP). */
    liveSite: LiveSite;
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
  // Read before anything is opened too: a malformed build, or one without its not-sent pages,
  // stops the start. Later builds are read while the server runs (live-site.ts). The preview
  // passes its own form results and serves no build.
  const site = parts.formResults
    ? undefined
    : openLiveSite(config.siteDir, () => app.log.child({ component: "site" }));
  const formResults = parts.formResults ?? (site as LiveSite).formResults;
  const store = parts.store ?? openSqliteRequestStore(config.dataDir);
  let mailer: Mailer;
  let warnings: string[];
  try {
    warnings = startPolicy(config, keys, store, clock.now());
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
  // Set once the site is registered (below); until then, and without a build, 404s are JSON.
  let sendNotFoundPage: SendNotFoundPage | undefined;
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
      sendNotFoundPage && site?.current() && !isApiPath(request.url)
        ? sendNotFoundPage(request, reply)
        : (reply as FastifyReply)
            .code(404)
            .header("cache-control", "no-store")
            .send({ message: API_MESSAGES.notFound }),
  });
  watchResponses(app.server);

  // The practice's prepared reply comes with the build served now (or the preview's own).
  const mailSettings = (): MailSettings => ({
    from: config.mail.from,
    to: config.mail.to,
    reply: site ? site.current()?.manifest.reply : parts.replyTemplate?.(),
  });
  const outbox = createOutbox({
    store,
    mailer,
    clock,
    log: app.log.child({ component: "outbox" }),
    compose: (request) => messageFor(request, mailSettings()),
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
  for (const warning of warnings) {
    app.log.warn({ event: "startup-warning" }, warning);
  }
  const sealer = createRequestSealer({ keys, mailSettings, clock });

  registerLifecycle(app, { outbox, retention, integrity, mailer, store, timeouts });

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
    servedSite: () => site?.current()?.manifest,
    formResults,
  });
  if (site) {
    // Registered without a build too: a build made after the start is served once it is read.
    sendNotFoundPage = await registerStaticSite(app, { site });
    app.decorate("liveSite", site);
    site.watch(parts.siteWatchIntervalMs ?? SITE_WATCH_INTERVAL_MS);
    app.addHook("onClose", async () => site.close());
  }
  return app;
}

export { hasSiteBuild } from "./live-site.ts";
