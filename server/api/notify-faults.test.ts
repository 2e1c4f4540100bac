/**
 * Floods and faults: rate limiting, storage that refuses writes, many requests at once.
 */

import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { openDatabaseFile } from "#test-support/server/database-files.ts";
import { type SmtpSink, startSmtpSink } from "#test-support/server/smtp-sink.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import {
  postJson,
  readStore,
  startTestServer,
  type TestServer,
} from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";

const RATE_LIMITED = {
  message:
    "Bitte warte etwas aus Sicherheitsgründen bis du erneut eine Kontakt-Anfrage abschicken kannst.",
};
const STORAGE_UNAVAILABLE = {
  message:
    "Die Anfrage kann gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
};

let server: TestServer | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await server?.close();
  await sink?.stop();
  server = undefined;
  sink = undefined;
});

describe("rate limiting", () => {
  it("answers 425 with the catalogue's message after the limit, per client", async () => {
    // Per-client windows are aligned to the clock: this one ends at 09:00.
    const now = new Date("2026-03-02T08:15:00.000Z");
    server = await startTestServer({
      env: { RATE_LIMIT_WINDOWS: "2/1h" },
      parts: { clock: { now: () => now } },
      startJobs: false,
    });
    const app = server.app;
    const from =
      (remoteAddress: string) =>
      (payload = validPayload("general")) =>
        app.inject({
          method: "POST",
          url: "/api/notify/",
          remoteAddress,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(payload),
        });
    const visitor = from("203.0.113.7");
    expect((await visitor()).statusCode).toBe(201);
    expect((await visitor()).statusCode).toBe(201);
    const limited = await visitor();
    expect(limited.statusCode).toBe(425);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(limited.headers["retry-after"]).toBe("2700");
    // Another client is not affected; the limited request was not stored.
    expect((await from("198.51.100.1")()).statusCode).toBe(201);
    expect(readStore(server.dataDir, (store) => store.list())).toHaveLength(3);
    // The health check is not limited.
    expect(
      (await app.inject({ method: "GET", url: "/api/health", remoteAddress: "203.0.113.7" }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses before reading the body, so a flood of junk costs no parsing", async () => {
    server = await startTestServer({ env: { RATE_LIMIT_WINDOWS: "1/1h" }, startJobs: false });
    await postJson(server.app, "/api/notify/", validPayload("general"));
    const junk = await postJson(server.app, "/api/notify/", "{ not json");
    expect(junk.statusCode).toBe(425);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY names the proxy", async () => {
    const post = (app: TestServer["app"], forwardedFor: string) =>
      app.inject({
        method: "POST",
        url: "/api/notify/",
        remoteAddress: "127.0.0.1",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        payload: JSON.stringify(validPayload("general")),
      });

    server = await startTestServer({ env: { RATE_LIMIT_WINDOWS: "1/1h" }, startJobs: false });
    expect((await post(server.app, "203.0.113.1")).statusCode).toBe(201);
    // Without TRUST_PROXY every request counts for the proxy's own address.
    expect((await post(server.app, "203.0.113.2")).statusCode).toBe(425);
    await server.close();

    server = await startTestServer({
      env: { RATE_LIMIT_WINDOWS: "1/1h", TRUST_PROXY: "loopback" },
      startJobs: false,
    });
    expect((await post(server.app, "203.0.113.1")).statusCode).toBe(201);
    expect((await post(server.app, "203.0.113.2")).statusCode).toBe(201);
    expect((await post(server.app, "203.0.113.1")).statusCode).toBe(425);
    // A spoofed first entry does not help: the address the trusted proxy saw counts.
    expect((await post(server.app, "10.9.9.9, 203.0.113.1")).statusCode).toBe(425);
  });
});

describe("storage failures", () => {
  it("503 with a message while the database refuses writes; 201 again once it accepts them", async () => {
    server = await startTestServer({ startJobs: false });
    const blocker = openDatabaseFile(server.dataDir);
    blocker.exec("BEGIN EXCLUSIVE");
    try {
      const payload = validPayload("general");
      const refused = await postJson(server.app, "/api/notify/", payload);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(STORAGE_UNAVAILABLE);
      const health = await server.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: "degraded",
        storage: "unavailable",
        message: "Der Speicher nimmt gerade keine Daten an: Neue Anfragen werden abgelehnt (503).",
      });
    } finally {
      blocker.exec("ROLLBACK");
      blocker.close();
    }
    const payload = validPayload("general");
    expect((await postJson(server.app, "/api/notify/", payload)).statusCode).toBe(201);
    expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("503 when the store throws (e.g. disk full), nothing claimed as accepted", async () => {
    const temp = makeTempDir();
    const real = openSqliteRequestStore(temp.path);
    const failing = {
      ...real,
      save: () => {
        throw Object.assign(new Error("database or disk is full"), { code: "ERR_SQLITE_ERROR" });
      },
      close: () => {
        real.close();
        temp.remove();
      },
    };
    server = await startTestServer({ parts: { store: failing }, startJobs: false });
    const response = await postJson(
      server.app,
      "/api/notify/psychotherapie",
      validPayload("psychotherapie"),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(STORAGE_UNAVAILABLE);
  });
});

describe("many at once", () => {
  it("200 concurrent submissions with distinct ids → 200 rows and 200 mails, none lost or doubled", async () => {
    sink = await startSmtpSink();
    // smtp-server waits 100 ms per connection (its early-talker check): more mails in parallel.
    server = await startTestServer({
      env: sink.env,
      parts: { outboxConcurrency: 10 },
    });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = server.app.server.address() as AddressInfo;

    const forms = [
      ["psychotherapie", "psychotherapie"],
      ["sportphysiotherapie", "physiotherapie"],
      ["general", ""],
    ] as const;
    const payloads = Array.from({ length: 200 }, (_, index) => {
      const [formType, suffix] = forms[index % 3] ?? forms[0];
      return { suffix, payload: validPayload(formType) };
    });
    const responses = await Promise.all(
      payloads.map(({ suffix, payload }) =>
        fetch(`http://127.0.0.1:${port}/api/notify/${suffix}`, {
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8" },
          body: JSON.stringify(payload),
        }).then(async (response) => ({ status: response.status, body: await response.json() })),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(200);

    const ids = payloads.map(({ payload }) => String(payload.id)).sort();
    expect(readStore(server.dataDir, (store) => store.list().map((row) => row.id)).sort()).toEqual(
      ids,
    );

    await sink.waitForMails(200, 30_000);
    await waitFor("an empty outbox", () =>
      readStore(server?.dataDir ?? "", (store) => store.outboxStatus().pending === 0),
    );
    const mailed = sink.mails.map((mail) => mail.headers.get("x-kontaktanfrage-id")).sort();
    expect(mailed).toEqual(ids);
  }, 30_000);
});
