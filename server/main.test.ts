/**
 * The real process: `node server/main.ts` with a temp DATA_DIR and a real SMTP server.
 * SIGKILL right after a 201 loses nothing; SIGTERM finishes the mail in progress and exits 0;
 * a broken configuration or DATA_DIR stops the start with a clear message.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { validPayload } from "#contact/test-fixtures.ts";
import {
  type ServerProcess,
  spawnServer,
  startServerProcess,
} from "./test-support/server-process.ts";
import { type SmtpSink, startSmtpSink } from "./test-support/smtp-sink.ts";
import { makeTempDir } from "./test-support/temp-dir.ts";
import { readStore, testEnv } from "./test-support/test-server.ts";
import { waitFor } from "./test-support/wait.ts";

let temp: ReturnType<typeof makeTempDir>;
let sink: SmtpSink;
const running: ServerProcess[] = [];
const recoveryTimes: number[] = [];

beforeEach(async () => {
  temp = makeTempDir();
  sink = await startSmtpSink();
});
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await sink.stop();
  temp.remove();
});
afterAll(() => {
  // Figures for the report; no assertion on time.
  console.log(
    `Longest recovery after SIGKILL (restart → mail delivered): ${Math.max(...recoveryTimes)} ms`,
  );
});

const env = () => testEnv(temp.path, { ...sink.env, MAIL_RETRY_BASE_DELAY: "20ms" });

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(env());
  running.push(server);
  return server;
}

function post(server: ServerProcess, payload: Record<string, unknown>) {
  return fetch(`${server.baseUrl}/api/notify/psychotherapie`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8" },
    body: JSON.stringify(payload),
  });
}

async function killHard(server: ServerProcess) {
  server.child.kill("SIGKILL");
  expect(await server.exited).toBe("SIGKILL");
  running.splice(running.indexOf(server), 1);
}

async function restartAndAwaitDelivery(id: string) {
  const restartedAt = Date.now();
  const restarted = await start();
  await waitFor("the mail after the restart", () =>
    sink.mails.some((mail) => mail.headers.get("x-kontaktanfrage-id") === id),
  );
  recoveryTimes.push(Date.now() - restartedAt);
  await waitFor("an empty outbox", () =>
    readStore(temp.path, (store) => store.outboxStatus().pending === 0),
  );
  return restarted;
}

describe("server process", () => {
  it("SIGKILL right after a 201 while SMTP is down: stored, and delivered after the restart", async () => {
    await sink.stop();
    const server = await start();
    const payload = validPayload("psychotherapie");
    const response = await post(server, payload);
    expect(response.status).toBe(201);
    await killHard(server);

    const stored = readStore(temp.path, (store) => store.get(String(payload.id)));
    expect(stored?.content).toMatchObject({
      kind: "plain",
      payload: { lastName: payload.lastName },
    });
    expect(stored?.delivery?.status).toBe("pending");

    await sink.restart();
    await restartAndAwaitDelivery(String(payload.id));
    expect(sink.mails).toHaveLength(1);
    expect(readStore(temp.path, (store) => store.list())).toHaveLength(1);
  }, 30_000);

  it("SIGKILL right after a 201 with SMTP up: stored once, delivered at least once", async () => {
    const server = await start();
    const payload = validPayload("psychotherapie");
    expect((await post(server, payload)).status).toBe(201);
    await killHard(server);

    await restartAndAwaitDelivery(String(payload.id));
    // The kill may land between "SMTP accepted" and "recorded as sent": then the mail goes out
    // twice with the same Message-ID. It is never lost.
    expect(sink.mails.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sink.mails.map((mail) => mail.headers.get("message-id"))).size).toBe(1);
    expect(readStore(temp.path, (store) => store.list())).toHaveLength(1);
  }, 30_000);

  it("SIGTERM: finishes the mail being sent, records it, closes the database, exits 0", async () => {
    const server = await start();
    sink.pause();
    const payload = validPayload("psychotherapie");
    expect((await post(server, payload)).status).toBe(201);
    await waitFor("the SMTP server to hold the mail", () => sink.held() === 1);

    server.child.kill("SIGTERM");
    // Stops accepting at once …
    await waitFor("new connections to be refused", async () =>
      fetch(`${server.baseUrl}/api/health`).then(
        () => false,
        () => true,
      ),
    );
    // … but waits for the mail in progress.
    sink.resume();
    expect(await server.exited).toBe(0);
    running.splice(running.indexOf(server), 1);
    expect(sink.mails).toHaveLength(1);
    expect(readStore(temp.path, (store) => store.get(String(payload.id))?.delivery?.status)).toBe(
      "sent",
    );
  }, 30_000);

  it("refuses to start with a broken configuration, naming every problem", async () => {
    const spawned = spawnServer({ ...env(), PORT: "http", RETENTION_DAYS: "never" });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toContain('PORT: "http" is not a port number');
    expect(spawned.stderr()).toContain('RETENTION_DAYS: "never" is not a positive whole number');
  });

  it("refuses to start when DATA_DIR cannot be created", async () => {
    writeFileSync(join(temp.path, "a-file"), "");
    const spawned = spawnServer({ ...env(), DATA_DIR: join(temp.path, "a-file", "data") });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toMatch(/^Cannot start: .*ENOTDIR.* \(DATA_DIR=.*a-file\/data\)/);
  });
});
