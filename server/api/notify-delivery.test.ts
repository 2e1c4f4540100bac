/**
 * The whole way with real parts: HTTP → SQLite file in a temp folder → outbox → a real SMTP
 * server (npm smtp-server) on 127.0.0.1.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { FormType } from "#contact/form-types.ts";
import { composeMail } from "#server/mail/compose-mail.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { expectEveryAnswer } from "#test-support/server/mail-fields.ts";
import { type SmtpSink, startSmtpSink } from "#test-support/server/smtp-sink.ts";
import { testCertificates } from "#test-support/server/test-certificates.ts";
import {
  NOTIFY_URLS,
  postJson,
  readStore,
  startTestServer,
  TEST_MAIL_TO,
  type TestServer,
} from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";

const TITLES: Record<FormType, string> = {
  psychotherapie: "Psychotherapie",
  sportphysiotherapie: "Sportphysiotherapie",
  general: "Allgemeine Anfrage",
};

let sink: SmtpSink;
let server: TestServer;
let logLines: string[];

async function start(env: Record<string, string> = {}) {
  // STARTTLS with the test CA: the production path (smtp:// requires TLS).
  sink = await startSmtpSink({ tls: await testCertificates() });
  logLines = [];
  server = await startTestServer({
    env: { ...sink.env, LOG_LEVEL: "info", ...env },
    parts: { logDestination: { write: (line) => void logLines.push(line) } },
  });
}

afterEach(async () => {
  await server?.close();
  await sink?.stop();
});

const outboxEmpty = () =>
  waitFor("an empty outbox", () =>
    readStore(server.dataDir, (store) => store.outboxStatus().pending === 0),
  );

describe.each(Object.keys(NOTIFY_URLS) as FormType[])("%s form, happy path", (formType) => {
  it("201, one row, one mail over SMTP with every field", async () => {
    await start();
    const payload = validPayload(formType);
    const response = await postJson(server.app, NOTIFY_URLS[formType], payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: payload.id });

    const rows = readStore(server.dataDir, (store) => store.list());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: payload.id, formType, isSpam: false });

    const [mail] = await sink.waitForMails(1);
    await outboxEmpty();
    expect(sink.mails).toHaveLength(1);
    expect(mail?.envelopeTo).toEqual([TEST_MAIL_TO]);
    expect(mail?.secure).toBe(true);
    expect(mail?.headers.get("to")).toBe(TEST_MAIL_TO);
    expect(mail?.headers.get("reply-to")).toBe(
      "Erika Müller-Lüdenscheidt <erika.mueller@example.org>",
    );
    expect(mail?.subject).toBe(`Kontaktformular: ${TITLES[formType]} – Erika Müller-Lüdenscheidt`);
    expect(mail?.headers.get("x-kontaktanfrage-id")).toBe(payload.id);

    expectEveryAnswer(mail?.text ?? "", formType, payload);
    const delivery = readStore(server.dataDir, (store) => store.get(String(payload.id))?.delivery);
    expect(delivery).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("the mail's lines", () => {
  it("a valid request arrives with exactly the lines the composer wrote, real writing intact", async () => {
    await start();
    const payload = validPayload("psychotherapie", {
      firstName: "René",
      lastName: "O’Brien-Çelik",
      message:
        "„Zitat“: 50 % besser, 20 € Zuzahlung, R+V 🙂\nIch hab’s versucht.\n\nŁukasz Yılmaz Nguyễn",
    });
    expect((await postJson(server.app, NOTIFY_URLS.psychotherapie, payload)).statusCode).toBe(201);
    const [mail] = await sink.waitForMails(1);
    const stored = readStore(server.dataDir, (store) => store.get(String(payload.id)));
    if (!mail || stored?.content.kind !== "plain") throw new Error("no mail or no stored request");
    const composed = composeMail(
      { ...stored, payload: stored.content.payload },
      {
        from: server.config.mail.from,
        to: server.config.mail.to,
      },
    );
    expect(mail.text?.trimEnd().split("\n")).toEqual(composed.text.trimEnd().split("\n"));
    expect(composed.text).toContain(
      "\nNachricht:\n    „Zitat“: 50 % besser, 20 € Zuzahlung, R+V 🙂\n    Ich hab’s versucht.\n\n    Łukasz Yılmaz Nguyễn\n",
    );
    expect(mail.subject).toBe("Kontaktformular: Psychotherapie – René O’Brien-Çelik");
  });
});

describe("delivery", () => {
  it("stores a filled honeypot as spam, answers 201, never mails it", async () => {
    await start();
    const spam = validPayload("general", { website: "https://cheap-pills.example" });
    const response = await postJson(server.app, "/api/notify/", spam);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: spam.id });
    // Even an invalid body with a filled honeypot gets the same answer (a bot learns nothing).
    const garbage = await postJson(server.app, "/api/notify/", { website: "x", email: "?" });
    expect(garbage.statusCode).toBe(201);

    // A real request afterwards is mailed; the spam never is.
    const real = validPayload("general");
    await postJson(server.app, "/api/notify/", real);
    await sink.waitForMails(1);
    await outboxEmpty();
    expect(sink.mails.map((mail) => mail.headers.get("x-kontaktanfrage-id"))).toEqual([real.id]);
    const rows = readStore(server.dataDir, (store) => store.list());
    expect(rows.filter((row) => row.isSpam)).toHaveLength(2);
    expect(rows.find((row) => row.id === spam.id)).toMatchObject({
      isSpam: true,
      delivery: undefined,
    });
  });

  it("is idempotent: a retry is answered the same and stored and mailed once", async () => {
    await start();
    const payload = validPayload("sportphysiotherapie");
    const first = await postJson(server.app, NOTIFY_URLS.sportphysiotherapie, payload);
    const retry = await postJson(server.app, NOTIFY_URLS.sportphysiotherapie, payload);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());

    const other = await postJson(server.app, NOTIFY_URLS.sportphysiotherapie, {
      ...payload,
      message: "Eine ganz andere Anfrage",
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/^Anfrage-Nr\.: /);

    await sink.waitForMails(1);
    await outboxEmpty();
    expect(sink.mails).toHaveLength(1);
    expect(readStore(server.dataDir, (store) => store.list())).toHaveLength(1);
  });

  it("SMTP down: still 201; retries with backoff are recorded; delivered once SMTP is back", async () => {
    await start();
    await sink.stop();
    const payload = validPayload("psychotherapie");
    const response = await postJson(server.app, NOTIFY_URLS.psychotherapie, payload);
    expect(response.statusCode).toBe(201);

    const delivery = await waitFor("three failed attempts", () =>
      readStore(server.dataDir, (store) => {
        const current = store.get(String(payload.id))?.delivery;
        return current && current.attempts >= 3 ? current : undefined;
      }),
    );
    expect(delivery.status).toBe("pending");
    expect(delivery.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    expect(delivery.lastAttemptAt).toBeInstanceOf(Date);
    const health = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json().outbox).toMatchObject({ pending: 1, retrying: 1 });

    await sink.restart();
    const [mail] = await sink.waitForMails(1);
    expect(mail?.headers.get("x-kontaktanfrage-id")).toBe(payload.id);
    // The retry carries the mail as composed for the stored request, time and number included.
    const stored = readStore(server.dataDir, (store) => store.get(String(payload.id)));
    if (stored?.content.kind !== "plain") throw new Error("not stored in plain");
    const composed = composeMail(
      { ...stored, payload: stored.content.payload },
      { from: server.config.mail.from, to: server.config.mail.to },
    );
    expect(mail?.text?.trimEnd()).toBe(composed.text.trimEnd());
    await outboxEmpty();
    const sent = readStore(server.dataDir, (store) => store.get(String(payload.id))?.delivery);
    expect(sent?.status).toBe("sent");
    expect(sent?.attempts).toBeGreaterThanOrEqual(4);
  });

  it("answers before the SMTP server has accepted the mail", async () => {
    await start();
    sink.pause();
    const payload = validPayload("general");
    const response = await postJson(server.app, "/api/notify/", payload);
    expect(response.statusCode).toBe(201);
    expect(sink.mails).toHaveLength(0);
    sink.resume();
    await sink.waitForMails(1);
  });

  it("logs ids and outcomes only, never what the visitor typed", async () => {
    await start();
    const payload = validPayload("psychotherapie");
    await postJson(
      server.app,
      `${NOTIFY_URLS.psychotherapie}?email=erika.mueller@example.org`,
      payload,
    );
    await postJson(server.app, NOTIFY_URLS.psychotherapie, { ...payload, email: "erika@" });
    await postJson(server.app, NOTIFY_URLS.psychotherapie, "{ not json");
    await sink.waitForMails(1);
    await outboxEmpty();

    const log = logLines.join("");
    expect(log).toContain(String(payload.id));
    expect(log).toContain("mail-delivered");
    for (const value of [
      "Erika",
      "Müller",
      "erika.mueller",
      "1234567",
      "Schlafstörungen",
      "Hausärztin",
    ]) {
      expect(log).not.toContain(value);
    }
    expect(log).not.toMatch(/127\.0\.0\.1|remoteAddress/);
  });
});
