/**
 * The real process: `node server/main.ts` with a temp DATA_DIR and a real SMTP server.
 * SIGKILL right after a 201 loses nothing; SIGTERM finishes the mail in progress and exits 0;
 * a broken configuration or DATA_DIR stops the start with a clear message.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { processFixture } from "#test-support/server/process-fixture.ts";
import { type ServerProcess, spawnServer } from "#test-support/server/server-process.ts";
import { readStore } from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";

const processes = processFixture();
const recoveryTimes: number[] = [];

afterAll(() => {
  // Figures for the report; no assertion on time.
  console.log(
    `Longest recovery after SIGKILL (restart → mail delivered): ${Math.max(...recoveryTimes)} ms`,
  );
});

const env = () => processes.env();
const start = () => processes.start();

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
  processes.forget(server);
}

async function restartAndAwaitDelivery(id: string) {
  const restartedAt = Date.now();
  const restarted = await start();
  await waitFor("the mail after the restart", () =>
    processes.sink.mails.some((mail) => mail.headers.get("x-kontaktanfrage-id") === id),
  );
  recoveryTimes.push(Date.now() - restartedAt);
  await waitFor("an empty outbox", () =>
    readStore(processes.dataDir, (store) => store.outboxStatus().pending === 0),
  );
  return restarted;
}

describe("server process", () => {
  it("SIGKILL right after a 201 while SMTP is down: stored, and delivered after the restart", async () => {
    await processes.sink.stop();
    const server = await start();
    const payload = validPayload("psychotherapie");
    const response = await post(server, payload);
    expect(response.status).toBe(201);
    await killHard(server);

    const stored = readStore(processes.dataDir, (store) => store.get(String(payload.id)));
    expect(stored?.content).toMatchObject({
      kind: "plain",
      payload: { lastName: payload.lastName },
    });
    expect(stored?.delivery?.status).toBe("pending");

    await processes.sink.restart();
    await restartAndAwaitDelivery(String(payload.id));
    expect(processes.sink.mails).toHaveLength(1);
    expect(readStore(processes.dataDir, (store) => store.list())).toHaveLength(1);
  }, 30_000);

  it("SIGKILL right after a 201 with SMTP up: stored once, delivered at least once", async () => {
    const server = await start();
    const payload = validPayload("psychotherapie");
    expect((await post(server, payload)).status).toBe(201);
    await killHard(server);

    await restartAndAwaitDelivery(String(payload.id));
    // The kill may land between "SMTP accepted" and "recorded as sent": then the mail goes out
    // twice with the same Message-ID. It is never lost.
    expect(processes.sink.mails.length).toBeGreaterThanOrEqual(1);
    expect(new Set(processes.sink.mails.map((mail) => mail.headers.get("message-id"))).size).toBe(
      1,
    );
    expect(readStore(processes.dataDir, (store) => store.list())).toHaveLength(1);
  }, 30_000);

  it("SIGTERM: finishes the mail being sent, records it, closes the database, exits 0", async () => {
    const server = await start();
    processes.sink.pause();
    const payload = validPayload("psychotherapie");
    expect((await post(server, payload)).status).toBe(201);
    await waitFor("the SMTP server to hold the mail", () => processes.sink.held() === 1);

    server.child.kill("SIGTERM");
    // Stops accepting at once …
    await waitFor("new connections to be refused", async () =>
      fetch(`${server.baseUrl}/api/health`).then(
        () => false,
        () => true,
      ),
    );
    // … but waits for the mail in progress.
    processes.sink.resume();
    expect(await server.exited).toBe(0);
    processes.forget(server);
    expect(processes.sink.mails).toHaveLength(1);
    expect(
      readStore(processes.dataDir, (store) => store.get(String(payload.id))?.delivery?.status),
    ).toBe("sent");
  }, 30_000);

  it("refuses to start with a broken configuration, naming every problem", async () => {
    const spawned = spawnServer({ ...env(), PORT: "http", RETENTION_DAYS: "never" });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toContain('PORT: "http" is not a port number');
    expect(spawned.stderr()).toContain('RETENTION_DAYS: "never" is not a positive whole number');
  });

  it("refuses to start when DATA_DIR cannot be created", async () => {
    writeFileSync(join(processes.dataDir, "a-file"), "");
    const spawned = spawnServer({ ...env(), DATA_DIR: join(processes.dataDir, "a-file", "data") });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toMatch(/^Cannot start: .*ENOTDIR.* \(DATA_DIR=.*a-file\/data\)/);
  });
});
