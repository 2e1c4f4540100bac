/**
 * The setups the server tests share (Vitest only: they register their own hooks): a test's
 * resources released after it, one notify server for a whole file, and reading /api/health.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { FormType } from "#contact/form-types.ts";
import type { StoredContent } from "#server/storage/request-store.ts";
import {
  NOTIFY_URLS,
  postJson,
  readStore,
  startTestServer,
  type TestResources,
  type TestServer,
  testResources,
} from "./test-server.ts";

/** A test's server, SMTP sink and data folder, released after each test. */
export function resourcesPerTest(): TestResources {
  const resources = testResources();
  afterEach(() => resources.release());
  return resources;
}

/** GET /api/health: its status code and JSON body. */
export async function getHealth(server: TestServer) {
  const response = await server.app.inject({ method: "GET", url: "/api/health" });
  return { status: response.statusCode, body: response.json() };
}

/** The setup of the notify API tests: one server for the whole file, without background jobs. */
export type NotifyFixture = {
  /** The file's server, started in beforeAll. */
  readonly server: TestServer;
  /** POSTs `payload` to the endpoint of `formType`. */
  post(formType: FormType, payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** What the store holds of request `id`, read through a second connection. */
  stored(id: unknown): StoredContent | undefined;
};

export function notifyServerPerFile(): NotifyFixture {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer({ startJobs: false });
  });
  afterAll(() => started?.close());
  const server = (): TestServer => {
    if (!started) throw new Error("the server starts in beforeAll");
    return started;
  };
  return {
    get server() {
      return server();
    },
    post: (formType, payload) => postJson(server().app, NOTIFY_URLS[formType], payload),
    stored: (id) => readStore(server().dataDir, (store) => store.get(String(id))?.content),
  };
}
