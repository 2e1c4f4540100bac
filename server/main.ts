/**
 * The production process (`npm start` → `node server/main.ts`): reads the configuration,
 * builds the app, listens, then starts mail delivery and the daily retention run.
 * SIGTERM / SIGINT: stop accepting, finish in-flight requests, stop the outbox (a mail being
 * sent finishes), close the database, exit. Anything still pending is mailed after the next
 * start.
 */
import { buildServer, hasSiteBuild } from "./build-server.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { KeyFileError } from "./mail/practice-keys.ts";
import { SiteManifestError } from "./site-manifest.ts";

/** Longest wait for a graceful shutdown before the process exits anyway (nothing is lost). */
const SHUTDOWN_TIMEOUT_MS = 20_000;

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

  let app: Awaited<ReturnType<typeof buildServer>>;
  try {
    app = await buildServer(config);
  } catch (error) {
    // These name their own file; DATA_DIR would point the operator at the wrong one.
    if (error instanceof KeyFileError || error instanceof SiteManifestError) {
      fail(`Cannot start: ${error.message}`);
    }
    fail(`Cannot start: ${(error as Error).message} (DATA_DIR=${config.dataDir})`);
  }

  await app.listen({ port: config.port, host: config.host });
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

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, outcome: "shutting-down" }, "shutting down");
    const forced = setTimeout(() => {
      app.log.warn({ outcome: "shutdown-timeout" }, "shutdown took too long, exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`Shutdown failed: ${(error as Error).message}`),
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

await main();
