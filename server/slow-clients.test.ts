/**
 * Slow and broken clients on a real listening server, through raw sockets: a header section or a
 * body that does not arrive in time gets the API's German JSON 408 within the request deadline
 * (short ones here, through ServerParts), a stop cuts a client still sending after its grace
 * and still closes the outbox and the database, and the deadlines fit the shutdown limit.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseRawAnswer, type SlowClient, slowClient } from "#test-support/server/slow-client.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { startTestServer, testResources } from "#test-support/server/test-server.ts";
import { PROJECT_ROOT } from "./project-root.ts";
import type { RequestStore } from "./storage/request-store.ts";
import { openSqliteRequestStore } from "./storage/sqlite-request-store.ts";
import {
  FORCED_STOP_WAIT_MS,
  HTTP_TIMEOUTS,
  type HttpTimeouts,
  SHUTDOWN_LIMIT_MS,
} from "./timeouts.ts";

const TOO_SLOW = "Die Anfrage kam zu langsam an. Bitte versuchen Sie es noch einmal.";

const resources = testResources();
const clients: SlowClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await resources.release();
});

async function listeningServer(
  timeouts: Partial<HttpTimeouts> = {},
  options: {
    store?: RequestStore;
    env?: Record<string, string>;
    dataDir?: string;
    beforeListen?: (app: FastifyInstance) => void;
  } = {},
) {
  const logLines: Record<string, unknown>[] = [];
  resources.server = await startTestServer({
    env: { LOG_LEVEL: "debug", ...options.env },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parts: {
      ...(options.store ? { store: options.store } : {}),
      timeouts: {
        headersMs: 300,
        requestMs: 600,
        checkIntervalMs: 50,
        shutdownGraceMs: 60_000,
        ...timeouts,
      },
      logDestination: { write: (line) => logLines.push(JSON.parse(line)) },
    },
    startJobs: false,
  });
  options.beforeListen?.(resources.server.app);
  await resources.server.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = resources.server.app.server.address() as AddressInfo;
  return { app: resources.server.app, port, logLines };
}

function client(port: number, head: string, options?: Parameters<typeof slowClient>[2]) {
  const started = slowClient(port, head, options);
  clients.push(started);
  return started;
}

const POST_HEAD = (contentLength: number) =>
  "POST /api/notify/ HTTP/1.1\r\nHost: localhost\r\n" +
  `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${contentLength}\r\n\r\n`;

function expectGermanJson(text: string, status: number, message: string) {
  const answer = parseRawAnswer(text);
  expect(answer.statusLines, text).toEqual([`HTTP/1.1 ${status}`]);
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
  expect(JSON.parse(answer.body)).toEqual({ message });
}

describe("slow clients", () => {
  it("a header section that trickles in: German 408 JSON, then the connection closes", async () => {
    const { port, logLines } = await listeningServer();
    const slow = client(port, "GET /api/health HTTP/1.1\r\nHost: localhost\r\n", {
      trickle: "X-Slow: a\r\n",
    });
    expectGermanJson(await slow.closed, 408, TOO_SLOW);
    expect(logLines).toContainEqual(
      expect.objectContaining({ outcome: "client-error", status: 408 }),
    );
  });

  it("a body sent one byte at a time: German 408 JSON, then the connection closes", async () => {
    const { port } = await listeningServer();
    const slow = client(port, `${POST_HEAD(500)}{"id":"`);
    expectGermanJson(await slow.closed, 408, TOO_SLOW);
  });

  it("a header section too large or malformed: German JSON too, not Fastify's English", async () => {
    const { port } = await listeningServer();
    const large = client(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expectGermanJson(await large.closed, 431, "Die Anfrage ist zu groß.");
    const malformed = client(port, "GET /api/health HTTP/1.1\r\nHost localhost\r\n\r\n");
    expectGermanJson(await malformed.closed, 400, "Ungültige Anfrage.");
  });

  it("an answer given before the body arrived (425) is not followed by a 408", async () => {
    const { port } = await listeningServer({}, { env: { RATE_LIMIT_WINDOWS: "1/1h" } });
    const first = client(
      port,
      `${POST_HEAD(2).replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n")}{}`,
    );
    expect(parseRawAnswer(await first.closed).status).toBe(400);
    // Refused by the rate limit before its body is read; the body then trickles past the deadline.
    const slow = client(port, POST_HEAD(500));
    const text = await slow.closed;
    expect(parseRawAnswer(text).statusLines, text).toEqual(["HTTP/1.1 425"]);
  });
});

describe("a stop with a client still sending", () => {
  it("cuts it after the grace, then stops the outbox and closes the mailer and the database", async () => {
    const data = makeTempDir();
    resources.data = data;
    const store = openSqliteRequestStore(data.path);
    const closeStore = vi.spyOn(store, "close");
    const { promise: arrived, resolve: arrive } = Promise.withResolvers<void>();
    // Deadlines far away: only the grace can end this client.
    const { app, port, logLines } = await listeningServer(
      { headersMs: 60_000, requestMs: 60_000, shutdownGraceMs: 200 },
      {
        store,
        dataDir: data.path,
        beforeListen: (app) => app.addHook("onRequest", async () => arrive()),
      },
    );
    const stopOutbox = vi.spyOn(app.backgroundJobs.outbox, "stop");
    const slow = client(port, `${POST_HEAD(500)}{"id":"`);
    await arrived;

    // Without the cut this waits for the client for ever (and main.ts exits 1 after 20 s).
    await app.close();
    resources.server = undefined;
    expect(await slow.closed).toBe("");
    expect(stopOutbox).toHaveBeenCalled();
    expect(closeStore).toHaveBeenCalledOnce();
    const events = logLines.map((line) => line.outcome ?? line.event);
    expect(events.indexOf("connections-cut")).toBeGreaterThanOrEqual(0);
    expect(events.indexOf("store-closed")).toBeGreaterThan(events.indexOf("connections-cut"));
  });
});

describe("a stop with connections that sent no request", () => {
  it("closes them at once: a preconnected socket or a header still arriving does not wait for the grace", async () => {
    const { app, port, logLines } = await listeningServer({
      headersMs: 60_000,
      requestMs: 60_000,
      shutdownGraceMs: 60_000,
    });
    const connected = new Promise<void>((resolve) => {
      let count = 0;
      app.server.on("connection", () => {
        count += 1;
        if (count === 2) resolve();
      });
    });
    const never = { intervalMs: 3_600_000 };
    const silent = client(port, "", never);
    const halfHeader = client(port, "POST /api/notify/ HTTP/1.1\r\nHost: loc", never);
    await connected;

    // Before, this waited for both until the grace ended (a minute here; 15 s in production).
    await app.close();
    resources.server = undefined;
    expect(await silent.closed).toBe("");
    expect(await halfHeader.closed).toBe("");
    expect(logLines.map((line) => line.outcome)).not.toContain("connections-cut");
  });
});

describe("the deadlines in production", () => {
  it("are shorter than the shutdown limit, which systemd's stop timeout outlasts", async () => {
    const { headersMs, requestMs, checkIntervalMs, shutdownGraceMs } = HTTP_TIMEOUTS;
    expect(headersMs).toBeLessThanOrEqual(requestMs);
    expect(requestMs + checkIntervalMs).toBeLessThan(SHUTDOWN_LIMIT_MS);
    expect(shutdownGraceMs).toBeGreaterThanOrEqual(requestMs);
    expect(shutdownGraceMs).toBeLessThan(SHUTDOWN_LIMIT_MS);
    const unit = readFileSync(join(PROJECT_ROOT, "deploy/praxis-web.service"), "utf8");
    const stopSeconds = Number(unit.match(/^TimeoutStopSec=(\d+)s$/m)?.[1]);
    expect(SHUTDOWN_LIMIT_MS + FORCED_STOP_WAIT_MS).toBeLessThan(stopSeconds * 1000);

    resources.server = await startTestServer({ startJobs: false });
    const { server } = resources.server.app;
    expect(server.headersTimeout).toBe(headersMs);
    expect(server.requestTimeout).toBe(requestMs);
  });
});
