/**
 * The production process (`npm start` → `node server/main.ts`): reads the configuration,
 * builds the app, listens, then starts mail delivery and the daily retention run.
 * SIGTERM / SIGINT: stop accepting, stop the outbox (a mail being sent finishes), finish the
 * requests in flight, cutting off clients still sending after the grace, close the mailer and
 * the database, exit 0. Past the hard limit, or at a second signal, the outbox gets one last
 * short wait and the database is closed all the same, exit 1. Anything still pending is mailed
 * after the next start. The times, and how they relate: timeouts.ts.
 * SIGHUP (without a terminal): reads the site's build again (live-site.ts), without a restart.
 */
import { isatty } from "node:tty";
import { buildServer, hasSiteBuild } from "./build-server.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { KeyFileError } from "./mail/practice-keys.ts";
import { SiteManifestError } from "./site-manifest.ts";
import {
  FORCED_STOP_WAIT_MS,
  HTTP_TIMEOUTS,
  type HttpTimeouts,
  SHUTDOWN_LIMIT_MS,
} from "./timeouts.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const timing = shutdownTiming();
  let app: Awaited<ReturnType<typeof buildServer>>;
  try {
    app = await buildServer(config, { timeouts: timing.timeouts });
  } catch (error) {
    // These name their own file; DATA_DIR would point the operator at the wrong one.
    if (error instanceof KeyFileError || error instanceof SiteManifestError) {
      fail(`Cannot start: ${error.message}`);
    }
    fail(`Cannot start: ${(error as Error).message} (DATA_DIR=${config.dataDir})`);
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // E.g. the port is taken: the database opened for nothing is closed again.
    await app.close().catch(() => {});
    fail(`Cannot start: ${(error as Error).message}`);
  }
  const address = app.server.address();
  app.log.info(
    {
      event: "listening",
      port: typeof address === "object" && address ? address.port : config.port,
      mail: config.mail.smtpUrl ? "smtp" : "files",
      encryption: config.mail.pgpKeyFile ? "pgp" : "off",
      site: hasSiteBuild(config.siteDir) ? "served" : "not built",
    },
    "server ready",
  );
  app.backgroundJobs.start();

  // Even the last resort closes the outbox and the database: a mail cut off in the middle is
  // then sent again after the next start, and the database file is left consistent.
  let forcing = false;
  const forceExit = () => {
    if (forcing) return;
    forcing = true;
    app.forceClose(FORCED_STOP_WAIT_MS).then(
      () => process.exit(1),
      (error: unknown) => fail(`Shutdown failed: ${(error as Error).message}`),
    );
  };
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // Ctrl+C twice: the operator does not want to wait.
      app.log.warn({ signal, outcome: "shutdown-forced" }, "second signal, closing now");
      forceExit();
      return;
    }
    closing = true;
    app.log.info({ signal, outcome: "shutting-down" }, "shutting down");
    const limit = setTimeout(() => {
      app.log.warn(
        { outcome: "shutdown-timeout", limitMs: timing.limitMs },
        "shutdown took too long, closing now",
      );
      forceExit();
    }, timing.limitMs);
    limit.unref();
    app.close().then(
      () => {
        if (forcing) return;
        app.log.info({ outcome: "stopped" }, "stopped");
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
        forceExit();
      },
    );
  };
  // `on`, not `once`: a second signal would otherwise kill the process with the database open.
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  // `systemctl reload praxis-web` (ExecReload) reads the build again. In a terminal SIGHUP
  // keeps its meaning (the terminal was closed: the server ends), so that no server outlives
  // its terminal and holds the port.
  if (!isatty(0)) process.on("SIGHUP", () => app.liveSite.reload("SIGHUP"));
}

/**
 * For tests only (server/README.md): `TEST_SHUTDOWN_TIMING={"graceMs":…,"limitMs":…}` shortens
 * the shutdown grace and the hard limit, so that the process tests of a stop take seconds.
 */
function shutdownTiming(): { timeouts: HttpTimeouts; limitMs: number } {
  const raw = process.env.TEST_SHUTDOWN_TIMING;
  if (!raw) return { timeouts: HTTP_TIMEOUTS, limitMs: SHUTDOWN_LIMIT_MS };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const { graceMs, limitMs } = (parsed ?? {}) as { graceMs?: unknown; limitMs?: unknown };
  const valid = (value: unknown): value is number =>
    Number.isSafeInteger(value) && (value as number) > 0;
  if (!valid(graceMs) || !valid(limitMs)) {
    fail('TEST_SHUTDOWN_TIMING: expected {"graceMs":…,"limitMs":…} in milliseconds (tests only)');
  }
  return { timeouts: { ...HTTP_TIMEOUTS, shutdownGraceMs: graceMs }, limitMs };
}

await main();
