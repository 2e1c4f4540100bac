/**
 * Mail never travels in cleartext: smtp:// requires STARTTLS, certificates are verified,
 * smtps:// is TLS from the first byte, and SMTP_REQUIRE_TLS=false is the one way out. A mail
 * that cannot go out securely waits in the outbox (visible in /api/health) and is retried.
 * Real SMTP servers (npm smtp-server) on 127.0.0.1, real SQLite files.
 */
import { describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { resourcesPerTest } from "#test-support/server/fixtures.ts";
import { startSmtpSink } from "#test-support/server/smtp-sink.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { testCertificates } from "#test-support/server/test-certificates.ts";
import {
  postJson,
  readStore,
  startTestServer,
  type TestServer,
} from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";

const live = resourcesPerTest();

async function serve(env: Record<string, string>) {
  live.data ??= makeTempDir();
  live.server = await startTestServer({ dataDir: live.data.path, env });
  return live.server;
}

/** Posts one request and waits until its delivery has failed `attempts` times. */
async function failedDelivery(app: TestServer, attempts = 2) {
  const payload = validPayload("general");
  expect((await postJson(app.app, "/api/notify/", payload)).statusCode).toBe(201);
  const delivery = await waitFor(`${attempts} failed attempts`, () =>
    readStore(app.dataDir, (store) => {
      const current = store.get(String(payload.id))?.delivery;
      return current && current.attempts >= attempts ? current : undefined;
    }),
  );
  return { payload, delivery };
}

describe("SMTP transport security", () => {
  it("smtp:// without STARTTLS: 201, nothing sent, waiting in /api/health; sent once after the explicit opt-out", async () => {
    live.sink = await startSmtpSink();
    const strict = await serve({ SMTP_URL: live.sink.url });
    const { payload, delivery } = await failedDelivery(strict);
    expect(delivery.status).toBe("pending");
    expect(delivery.lastError).toMatch(/STARTTLS/);
    expect(live.sink.mails).toHaveLength(0);
    const health = await strict.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json().outbox).toMatchObject({ pending: 1, retrying: 1 });
    await strict.close();
    live.server = undefined;

    const relaxed = await serve({ SMTP_URL: live.sink.url, SMTP_REQUIRE_TLS: "false" });
    const [mail] = await live.sink.waitForMails(1);
    expect(mail?.headers.get("x-kontaktanfrage-id")).toBe(payload.id);
    expect(mail?.secure).toBe(false);
    await waitFor("the delivery recorded", () =>
      readStore(relaxed.dataDir, (store) => store.outboxStatus().pending === 0),
    );
    expect(live.sink.mails).toHaveLength(1);
  });

  it("STARTTLS with a certificate from an unknown CA: not sent; with SMTP_CA_FILE: sent over TLS", async () => {
    const tls = await testCertificates();
    live.sink = await startSmtpSink({ tls });
    const untrusting = await serve({ SMTP_URL: live.sink.url });
    const { delivery } = await failedDelivery(untrusting);
    expect(delivery.lastError).toMatch(/certificate/i);
    expect(live.sink.mails).toHaveLength(0);
    await untrusting.close();
    live.server = undefined;

    await serve({ SMTP_URL: live.sink.url, SMTP_CA_FILE: tls.caFile });
    const [mail] = await live.sink.waitForMails(1);
    expect(mail?.secure).toBe(true);
  });

  it("smtps:// speaks TLS from the first byte", async () => {
    live.sink = await startSmtpSink({ tls: { ...(await testCertificates()), implicit: true } });
    expect(live.sink.url).toMatch(/^smtps:/);
    const secure = await serve(live.sink.env);
    expect((await postJson(secure.app, "/api/notify/", validPayload("general"))).statusCode).toBe(
      201,
    );
    const [mail] = await live.sink.waitForMails(1);
    expect(mail?.secure).toBe(true);
  });
});
