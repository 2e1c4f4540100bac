/**
 * The practice's prepared reply comes with the build the server serves (site.json, written by
 * the build from content/anfrage-antwort.yaml): a form posted without script and a JSON request
 * get it, and a new build's reply reaches the next mail without a restart. Real parts: the app,
 * SQLite, the outbox and an SMTP server.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validPayload, validSportValues } from "#test-support/contact-fixtures.ts";
import { FAKE_SITE_MANIFEST, writeFakeSite } from "#test-support/server/fake-site.ts";
import { replyLinkOf } from "#test-support/server/mail-fields.ts";
import { type SmtpSink, startSmtpSink } from "#test-support/server/smtp-sink.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { testCertificates } from "#test-support/server/test-certificates.ts";
import {
  NOTIFY_URLS,
  postJson,
  startTestServer,
  type TestServer,
} from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";

let sink: SmtpSink | undefined;
let server: TestServer | undefined;
let site: ReturnType<typeof makeTempDir> | undefined;
afterEach(async () => {
  await server?.close();
  await sink?.stop();
  site?.remove();
});

describe("the practice's reply in the mail", () => {
  it("is the served build's: a form post and a JSON request get it, a new build's the next mail", async () => {
    site = makeTempDir();
    const root = join(site.path, "build");
    const siteDir = writeFakeSite(root);
    const writeReply = (body: string) =>
      writeFileSync(
        join(root, "site.json"),
        JSON.stringify({
          ...FAKE_SITE_MANIFEST,
          reply: { subject: "Ihre Anfrage Nr. {nummer}", body },
        }),
      );
    writeReply("Guten Tag {vorname} {nachname},\n\nbis bald.\nAlex Muster");
    sink = await startSmtpSink({ tls: await testCertificates() });
    server = await startTestServer({
      env: { ...sink.env, SITE_DIR: siteDir },
      parts: { siteWatchIntervalMs: 20 },
    });

    const fields = new URLSearchParams({ mode: "sportphysiotherapie" });
    for (const [name, value] of Object.entries(validSportValues)) {
      if (value !== false) fields.append(name, value === true ? "on" : String(value));
    }
    const posted = await server.app.inject({
      method: "POST",
      url: NOTIFY_URLS.sportphysiotherapie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: fields.toString(),
    });
    expect(posted.statusCode).toBe(303);
    const [first] = await sink.waitForMails(1);
    const firstReply = replyLinkOf(first?.text ?? "");
    expect(firstReply.subject).toBe(
      `Ihre Anfrage Nr. ${first?.headers.get("x-kontaktanfrage-id")}`,
    );
    expect(firstReply.body).toBe(
      "Guten Tag Erika Müller-Lüdenscheidt,\r\n\r\nbis bald.\r\nAlex Muster",
    );

    // A new build: the server reads it by itself, and the next mail has its reply.
    writeReply("Hallo {vorname}!");
    const app = server.app;
    await waitFor(
      "the new build",
      () => app.liveSite.current()?.manifest.reply?.body === "Hallo {vorname}!",
    );
    expect((await postJson(app, NOTIFY_URLS.general, validPayload("general"))).statusCode).toBe(
      201,
    );
    const [, second] = await sink.waitForMails(2);
    expect(replyLinkOf(second?.text ?? "").body).toBe("Hallo Erika!");
  });
});
