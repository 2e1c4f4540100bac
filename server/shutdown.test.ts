/**
 * Stopping the real process (`node server/main.ts`): a client still sending its body does not
 * hold the stop, and every way a stop ends (graceful, past the hard limit, a second signal)
 * stops the outbox and closes the database. A cleanly closed SQLite database leaves no `-wal`
 * file: its absence after the exit shows the close. TEST_SHUTDOWN_TIMING shortens the grace and
 * the hard limit (tests only), so each test takes seconds.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { processFixture } from "#test-support/server/process-fixture.ts";
import { type ServerProcess, spawnServer } from "#test-support/server/server-process.ts";
import { type SlowClient, slowClient } from "#test-support/server/slow-client.ts";
import { readStore, testEnv } from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { DATABASE_FILE_NAME } from "./storage/sqlite-request-store.ts";

const processes = processFixture();
const clients: SlowClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

function start(timing: { graceMs: number; limitMs: number }): Promise<ServerProcess> {
  return processes.start({ TEST_SHUTDOWN_TIMING: JSON.stringify(timing) });
}

const walFile = () => join(processes.dataDir, `${DATABASE_FILE_NAME}-wal`);

/** The steps of a stop in the log, in order (other jobs may log in between, e.g. retention). */
const STOP_STEPS = new Set([
  "shutting-down",
  "connections-cut",
  "shutdown-timeout",
  "shutdown-forced",
  "outbox-cut",
  "store-closed",
  "stopped",
]);
const events = (server: ServerProcess) =>
  server
    .logLines()
    .map((line) => line.outcome ?? line.event)
    .filter((step) => STOP_STEPS.has(step as string));

function exited(server: ServerProcess) {
  processes.forget(server);
  return server.exited;
}

async function postAndHoldMail(server: ServerProcess) {
  processes.sink.pause();
  const payload = validPayload("psychotherapie");
  const response = await fetch(`${server.baseUrl}/api/notify/psychotherapie`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8" },
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(201);
  await waitFor("the SMTP server to hold the mail", () => processes.sink.held() === 1);
  return String(payload.id);
}

describe("stopping the server process", () => {
  it("SIGTERM while a client sends its body one byte at a time: cut after the grace, database closed, exit 0", async () => {
    const server = await start({ graceMs: 500, limitMs: 10_000 });
    const port = Number(new URL(server.baseUrl).port);
    const slow = slowClient(
      port,
      "POST /api/notify/ HTTP/1.1\r\nHost: localhost\r\n" +
        "Content-Type: application/json\r\nContent-Length: 5000\r\n" +
        // Node answers "100 Continue" once the request is in flight.
        "Expect: 100-continue\r\n\r\n{",
      { intervalMs: 200 },
    );
    clients.push(slow);
    await waitFor("the request to be in flight", () => slow.received().includes("100 Continue"));
    expect(existsSync(walFile())).toBe(true);

    server.child.kill("SIGTERM");
    // Before: held until the 20 s limit, then exit 1 with the database open.
    expect(await exited(server)).toBe(0);
    // No answer: the connection was cut.
    expect(await slow.closed).toBe("HTTP/1.1 100 Continue\r\n\r\n");
    expect(existsSync(walFile())).toBe(false);
    expect(events(server)).toEqual(["shutting-down", "connections-cut", "store-closed", "stopped"]);
  }, 30_000);

  it("past the hard limit (a mail send that hangs): closes the database all the same, exit 1, the mail stays pending", async () => {
    const server = await start({ graceMs: 300, limitMs: 1_000 });
    const id = await postAndHoldMail(server);

    server.child.kill("SIGTERM");
    expect(await exited(server)).toBe(1);
    expect(existsSync(walFile())).toBe(false);
    expect(events(server)).toEqual([
      "shutting-down",
      "shutdown-timeout",
      "outbox-cut",
      "store-closed",
    ]);
    // Cut off before the SMTP server accepted it: mailed again after the next start.
    expect(readStore(processes.dataDir, (store) => store.get(id)?.delivery?.status)).toBe(
      "pending",
    );
  }, 30_000);

  it("a second signal closes at once, the database included, exit 1", async () => {
    const server = await start({ graceMs: 10_000, limitMs: 15_000 });
    await postAndHoldMail(server);

    server.child.kill("SIGINT");
    await waitFor("the stop to begin", () => events(server).includes("shutting-down"));
    server.child.kill("SIGINT");
    expect(await exited(server)).toBe(1);
    expect(existsSync(walFile())).toBe(false);
    expect(events(server)).toEqual([
      "shutting-down",
      "shutdown-forced",
      "outbox-cut",
      "store-closed",
    ]);
  }, 30_000);

  it("a port already taken: says so in one line, closes the database it opened, exit 1", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    try {
      const spawned = spawnServer({
        ...testEnv(processes.dataDir, processes.sink.env),
        HOST: "127.0.0.1",
        PORT: String(port),
      });
      expect(await spawned.exited).toBe(1);
      expect(spawned.stderr()).toMatch(/^Cannot start: listen EADDRINUSE.*\n$/);
      expect(existsSync(walFile())).toBe(false);
    } finally {
      taken.close();
    }
  });
});
