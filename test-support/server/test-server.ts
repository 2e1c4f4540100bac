/**
 * Builds the real app for a test: temp DATA_DIR (real SQLite file), silent logs, fast mail
 * retries, rate limiting off unless the test sets RATE_LIMIT_WINDOWS, and no intake limit unless
 * it sets INTAKE_LIMIT.
 */
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { FormType } from "#contact/form-types.ts";
import { buildServer, type ServerParts } from "#server/build-server.ts";
import { type Config, loadConfig } from "#server/config.ts";
import type { RequestStore } from "#server/storage/request-store.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import type { SmtpSink } from "./smtp-sink.ts";
import { makeTempDir } from "./temp-dir.ts";

/** The notify endpoints, written out here (not derived from the code under test). */
export const NOTIFY_URLS: Record<FormType, string> = {
  psychotherapie: "/api/notify/psychotherapie",
  sportphysiotherapie: "/api/notify/physiotherapie",
  general: "/api/notify/",
};

export const TEST_MAIL_TO = "praxis@example.org";
export const TEST_MAIL_FROM = "Kontaktformular <kontakt@example.org>";

export function testEnv(dataDir: string, env: Record<string, string> = {}) {
  return {
    DATA_DIR: dataDir,
    SITE_DIR: join(dataDir, "no-site-build"),
    LOG_LEVEL: "silent",
    RATE_LIMIT_WINDOWS: "off",
    INTAKE_LIMIT: "off",
    MAIL_RETRY_BASE_DELAY: "10ms",
    MAIL_RETRY_MAX_DELAY: "100ms",
    MAIL_TO: TEST_MAIL_TO,
    MAIL_FROM: TEST_MAIL_FROM,
    ...env,
  };
}

export type TestServer = {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    parts?: Partial<ServerParts>;
    /** Start the outbox and retention job (default true). */
    startJobs?: boolean;
    /** Use this DATA_DIR (kept on close) instead of a fresh temporary one. */
    dataDir?: string;
  } = {},
): Promise<TestServer> {
  const temp = options.dataDir ? undefined : makeTempDir();
  const dataDir = options.dataDir ?? temp?.path ?? "";
  const config = loadConfig(testEnv(dataDir, options.env));
  const app = await buildServer(config, options.parts);
  if (options.startJobs !== false) app.backgroundJobs.start();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      temp?.remove();
    },
  };
}

/** POST a JSON body (an object is serialised, a string sent as is). */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Opens a second connection to the server's database, runs `read`, closes it. */
export function readStore<T>(dataDir: string, read: (store: RequestStore) => T): T {
  const store = openSqliteRequestStore(dataDir);
  try {
    return read(store);
  } finally {
    store.close();
  }
}

/** A test's server, SMTP sink and own DATA_DIR, released together (call `release` afterEach). */
export type TestResources = {
  server?: TestServer | undefined;
  sink?: SmtpSink | undefined;
  data?: ReturnType<typeof makeTempDir> | undefined;
  release(): Promise<void>;
};

export function testResources(): TestResources {
  const resources: TestResources = {
    async release() {
      await resources.server?.close();
      await resources.sink?.stop();
      resources.data?.remove();
      resources.server = undefined;
      resources.sink = undefined;
      resources.data = undefined;
    },
  };
  return resources;
}
