/**
 * /api/health says "ok" only when a request would really be stored and mailed in time: a
 * write into the real table, the file on disk intact and still the one opened, and no mail
 * waiting longer than MAIL_MAX_DELAY.
 */
import { closeSync, openSync, renameSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import {
  DATABASE_FILE_NAME,
  openSqliteRequestStore,
} from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { openDatabaseFile } from "#test-support/server/database-files.ts";
import { getHealth, resourcesPerTest } from "#test-support/server/fixtures.ts";
import { startSmtpSink } from "#test-support/server/smtp-sink.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import {
  postJson,
  readStore,
  startTestServer,
  type TestServer,
} from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { API_MESSAGES } from "./messages.ts";

const resources = resourcesPerTest();

const health = getHealth;
const post = (server: TestServer) => postJson(server.app, "/api/notify/", validPayload("general"));

describe("the write probe", () => {
  it("writes into the requests table itself, leaves nothing behind, and runs no integrity check", async () => {
    const server = await startTestServer({ startJobs: false });
    resources.server = server;
    expect((await health(server)).status).toBe(200);

    // A table of its own would still take writes here; the requests table does not.
    const other = openDatabaseFile(server.dataDir);
    other.exec(`CREATE TRIGGER refuse BEFORE INSERT ON contact_requests
                BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    try {
      const degraded = await health(server);
      expect(degraded.status).toBe(503);
      expect(degraded.body).toMatchObject({
        status: "degraded",
        storage: "unavailable",
        message: "Der Speicher nimmt gerade keine Daten an: Neue Anfragen werden abgelehnt (503).",
      });
      expect((await post(server)).statusCode).toBe(503);
    } finally {
      other.exec("DROP TRIGGER refuse");
      other.close();
    }

    for (let poll = 0; poll < 3; poll += 1) expect((await health(server)).status).toBe(200);
    expect(readStore(server.dataDir, (store) => store.list())).toEqual([]);
    // Polls do not run the (whole-file) integrity check; only the periodic job does.
    expect((await health(server)).body.integrity).toEqual({
      status: "not-checked-yet",
      checkedAt: null,
    });
  });
});

describe("free space", () => {
  it("below the floor: 503 degraded, storage 'full', with the German reason", async () => {
    // The real full disk is in storage/disk-full.test.ts (a tmpfs); here only the floor.
    resources.data = makeTempDir();
    const store = openSqliteRequestStore(resources.data.path, {
      freeSpaceFloorBytes: Number.MAX_SAFE_INTEGER,
    });
    const server = await startTestServer({ parts: { store }, startJobs: false });
    resources.server = server;
    const answer = await health(server);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: "degraded",
      storage: "full",
      message: API_MESSAGES.healthStorageFull,
    });
  });
});

describe("the database file", () => {
  it("damaged on disk while running: 503 degraded, and POST 503 instead of writing into it", async () => {
    const server = await startTestServer({ parts: { integrityCheckIntervalMs: 50 } });
    resources.server = server;
    for (let count = 0; count < 3; count += 1) expect((await post(server)).statusCode).toBe(201);
    await waitFor("a passed integrity check", async () => {
      const { body } = await health(server);
      return body.integrity.status === "ok" && body.status === "ok";
    });

    // A disk fault after a checkpoint: every page but the first (the schema) overwritten.
    const file = join(server.dataDir, DATABASE_FILE_NAME);
    const checkpoint = new DatabaseSync(file);
    checkpoint.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    checkpoint.close();
    const { size } = statSync(file);
    expect(size).toBeGreaterThan(4096);
    const fd = openSync(file, "r+");
    writeSync(fd, Buffer.alloc(size - 4096, 0xa5), 0, size - 4096, 4096);
    closeSync(fd);

    // The write probe may trip over a damaged page first; the periodic check names the damage.
    const degraded = await waitFor("the integrity check to find the damage", async () => {
      const answer = await health(server);
      return answer.body.integrity.status === "failed" && answer;
    });
    expect(degraded.status).toBe(503);
    expect(degraded.body).toMatchObject({
      status: "degraded",
      storage: "damaged",
      integrity: { status: "failed" },
    });
    expect(degraded.body.message).toMatch(/^Die Datenbank ist beschädigt/);
    const refused = await post(server);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/kann gerade nicht gespeichert werden/);
  });

  it("removed or replaced while running: 503 at once, and POST 503", async () => {
    const server = await startTestServer({ startJobs: false });
    resources.server = server;
    expect((await post(server)).statusCode).toBe(201);
    const file = join(server.dataDir, DATABASE_FILE_NAME);
    renameSync(file, `${file}.moved`);

    const degraded = await health(server);
    expect(degraded.status).toBe(503);
    expect(degraded.body).toMatchObject({ status: "degraded", storage: "damaged" });
    // A write now would land in a file nobody will open again.
    expect((await post(server)).statusCode).toBe(503);
  });
});

describe("mail waiting too long", () => {
  it("SMTP down with a mail older than MAIL_MAX_DELAY: 503; 200 again once it is delivered", async () => {
    const sink = await startSmtpSink();
    resources.sink = sink;
    await sink.stop();
    const server = await startTestServer({ env: { ...sink.env, MAIL_MAX_DELAY: "300ms" } });
    resources.server = server;
    expect((await post(server)).statusCode).toBe(201);
    // Before MAIL_MAX_DELAY a waiting mail is normal.
    expect((await health(server)).status).toBe(200);

    const degraded = await waitFor("health to report the waiting mail", async () => {
      const answer = await health(server);
      return answer.status === 503 && answer;
    });
    expect(degraded.body).toMatchObject({
      status: "degraded",
      storage: "writable",
      outbox: { pending: 1 },
    });
    expect(degraded.body.message).toMatch(
      /^Eine Anfrage wartet seit .+ auf den Versand an die Praxis \(länger als MAIL_MAX_DELAY\)/,
    );

    await sink.restart();
    await sink.waitForMails(1);
    await waitFor("health to be ok again", async () => (await health(server)).status === 200);
    expect((await health(server)).body).toMatchObject({ status: "ok", outbox: { pending: 0 } });
  });
});
