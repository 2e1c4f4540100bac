/**
 * With MAIL_PGP_KEY_FILE: the whole way with real parts (HTTP → SQLite in a temp folder →
 * outbox → a real SMTP server over STARTTLS), keys made in the test. Only the holder of the
 * private key can read a request: not the mail servers on the way, not the server's disk.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FORM_TYPES, type FormType, suffixFor } from "#contact/form-types.ts";
import { runRequestsCli, SEALED_HINT } from "#server/cli/requests.ts";
import { composeMail, FORM_TITLES } from "#server/mail/compose-mail.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { findOnDisk } from "#test-support/server/disk-scan.ts";
import { resourcesPerTest } from "#test-support/server/fixtures.ts";
import { expectEveryAnswer } from "#test-support/server/mail-fields.ts";
import { multipartParts, parseMail } from "#test-support/server/mime.ts";
import { decryptArmored, makeKeyPair, type TestKeyPair } from "#test-support/server/pgp-keys.ts";
import { type ReceivedMail, startSmtpSink } from "#test-support/server/smtp-sink.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { testCertificates } from "#test-support/server/test-certificates.ts";
import {
  postJson,
  readStore,
  startTestServer,
  TEST_MAIL_TO,
  testEnv,
} from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";

const DAY_S = 86_400;
/** Words of free text that must never be readable outside the encrypted message. */
const MARKER = "Kolibriwolke";
const url = (formType: FormType) => `/api/notify/${suffixFor(formType)}`;

/** A payload whose free text carries the marker. */
function markedPayload(formType: FormType) {
  return validPayload(formType, {
    message: `Bitte um Rückruf wegen ${MARKER} am Abend.`,
    ...(formType === "general" ? {} : { beschwerden: `Seit Wochen ${MARKER}-Gefühl` }),
  });
}

/** Everything that names the visitor or the kind of request. */
function secrets(payload: Record<string, unknown>): string[] {
  return [
    MARKER,
    String(payload.firstName),
    String(payload.lastName),
    String(payload.email),
    String(payload.phone),
  ];
}
const FORM_WORDS = ["psychotherapie", "physiotherapie", "allgemeine anfrage", "general"];

let keys: TestKeyPair;
let keyDir: ReturnType<typeof makeTempDir>;
let keyFile: string;
beforeAll(async () => {
  keys = await makeKeyPair({ name: "Praxis" });
  keyDir = makeTempDir("practice-key-");
  keyFile = join(keyDir.path, "praxis.asc");
  writeFileSync(keyFile, keys.publicArmored);
  return () => keyDir.remove();
});

const live = resourcesPerTest();

async function start(env: Record<string, string> = {}, withSmtp = true) {
  live.data ??= makeTempDir();
  live.sink ??= withSmtp ? await startSmtpSink({ tls: await testCertificates() }) : undefined;
  live.server = await startTestServer({
    dataDir: live.data.path,
    env: { ...(live.sink?.env ?? {}), MAIL_PGP_KEY_FILE: keyFile, ...env },
  });
  return live.server;
}

const outboxEmpty = (dataDir: string) =>
  waitFor("an empty outbox", () =>
    readStore(dataDir, (store) => store.outboxStatus().pending === 0),
  );

/** The decrypted MIME entity inside a PGP/MIME mail, and its text as `gpg --decrypt` prints it. */
async function decryptedEntity(mail: ReceivedMail) {
  const [version, encrypted] = multipartParts(mail.raw);
  expect(parseMail(version ?? "").headers.get("content-type")).toBe("application/pgp-encrypted");
  expect(parseMail(version ?? "").text.trim()).toBe("Version: 1");
  const armored = parseMail(encrypted ?? "").text;
  expect(armored).toMatch(/^-----BEGIN PGP MESSAGE-----/);
  const decrypted = await decryptArmored(armored, keys.privateKey);
  return { ...parseMail(decrypted), decrypted };
}

describe.each(FORM_TYPES)("%s form with the practice's key", (formType) => {
  it("mails one PGP/MIME message naming nobody outside; decrypted, it holds every field", async () => {
    const { app, dataDir } = await start();
    const payload = markedPayload(formType);
    const response = await postJson(app, url(formType), payload);
    expect(response.statusCode).toBe(201);
    const [mail] = (await live.sink?.waitForMails(1)) ?? [];
    await outboxEmpty(dataDir);
    expect(live.sink?.mails).toHaveLength(1);
    if (!mail) throw new Error("no mail");

    // Outside: RFC 3156 structure, a neutral subject, no Reply-To, nothing personal.
    expect(mail.secure).toBe(true);
    expect(mail.envelopeTo).toEqual([TEST_MAIL_TO]);
    expect(mail.headers.get("content-type")).toMatch(
      /^multipart\/encrypted; protocol="application\/pgp-encrypted"; boundary=/,
    );
    expect(mail.subject).toBe(`Neue Kontaktanfrage (Nr. ${payload.id})`);
    expect(mail.headers.has("reply-to")).toBe(false);
    for (const secret of secrets(payload)) expect(mail.raw).not.toContain(secret);
    for (const word of FORM_WORDS) expect(mail.raw.toLowerCase()).not.toContain(word);

    // Inside: protected headers, then the mail as composed for the practitioner.
    const inner = await decryptedEntity(mail);
    expect(inner.headers.get("content-type")).toMatch(/protected-headers="?v1"?/);
    expect(inner.headers.get("content-type")).toMatch(/hp="?cipher"?/);
    const person = `${payload.firstName} ${payload.lastName}`;
    expect(inner.subject).toBe(`Kontaktformular: ${FORM_TITLES[formType]} – ${person}`);
    expect(inner.headers.get("reply-to")).toBe(`${person} <${payload.email}>`);
    expect(inner.headers.get("hp-outer")).toBeDefined();
    // The text as composed, in UTF-8 as it is: readable where it is decrypted, in a terminal too.
    expect(inner.headers.get("content-transfer-encoding")).toBe("8bit");
    const received = new Date(inner.headers.get("date") ?? "");
    const composed = composeMail(
      { id: String(payload.id), formType, payload, receivedAt: received },
      { from: live.server?.config.mail.from ?? "", to: TEST_MAIL_TO },
    ).text;
    expect(inner.decrypted.replace(/\r\n/g, "\n")).toContain(`\n\n${composed}`);
    expect(inner.decrypted).not.toMatch(/=C3|=E2/);
    expectEveryAnswer(composed, formType, payload);
  });
});

describe("the server's disk with the practice's key", () => {
  it("holds no plaintext of a request: after delivery, after a restart, in SQLite and .eml files", async () => {
    const payloads = FORM_TYPES.map(markedPayload);
    // SMTP delivery first, then the same DATA_DIR with .eml files (no SMTP_URL).
    const smtp = await start();
    for (const payload of payloads.slice(0, 2)) {
      const formType = FORM_TYPES[payloads.indexOf(payload)] ?? "general";
      expect((await postJson(smtp.app, url(formType), payload)).statusCode).toBe(201);
    }
    await live.sink?.waitForMails(2);
    await outboxEmpty(smtp.dataDir);
    await smtp.close();

    const files = await startTestServer({
      dataDir: live.data?.path ?? "",
      env: { MAIL_PGP_KEY_FILE: keyFile },
    });
    live.server = files;
    const last = payloads[2] ?? {};
    expect((await postJson(files.app, url("general"), last)).statusCode).toBe(201);
    // Spam is kept for review, encrypted like the rest.
    const spam = validPayload("general", { website: "x", message: `Spam ${MARKER}` });
    expect((await postJson(files.app, url("general"), spam)).statusCode).toBe(201);
    await outboxEmpty(files.dataDir);
    const eml = await waitFor("the .eml file", () =>
      findOnDisk(files.dataDir, [String(last.id)]).find((hit) => hit.includes(".eml")),
    );
    expect(eml).toContain(join("outbox", `${last.id}.eml`));

    const leaks = findOnDisk(files.dataDir, payloads.flatMap(secrets));
    expect(leaks).toEqual([]);
    const rows = readStore(files.dataDir, (store) => store.list());
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.content.kind).toBe("sealed");
  });

  it("still recognises a retry: same id and body once, same id and other body 409", async () => {
    const { app, dataDir } = await start();
    const payload = markedPayload("psychotherapie");
    const first = await postJson(app, url("psychotherapie"), payload);
    const retry = await postJson(app, url("psychotherapie"), payload);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    const other = await postJson(app, url("psychotherapie"), { ...payload, message: "Anders" });
    expect(other.statusCode).toBe(409);
    await live.sink?.waitForMails(1);
    await outboxEmpty(dataDir);
    expect(live.sink?.mails).toHaveLength(1);
    expect(readStore(dataDir, (store) => store.list())).toHaveLength(1);
  });

  it("npm run requests -- show prints the armored message and how to read it; list names nobody", async () => {
    const { app, dataDir } = await start({}, false);
    const payload = markedPayload("psychotherapie");
    await postJson(app, url("psychotherapie"), payload);
    const output: string[] = [];
    const io = {
      env: testEnv(dataDir),
      cwd: dataDir,
      out: (text: string) => void output.push(text),
      err: () => {},
    };

    expect(await runRequestsCli(["show", String(payload.id)], io)).toBe(0);
    const shown = output.join("");
    expect(shown).toContain(SEALED_HINT);
    const armored = /-----BEGIN PGP MESSAGE-----[\s\S]+-----END PGP MESSAGE-----/.exec(shown)?.[0];
    const inner = parseMail(await decryptArmored(armored ?? "", keys.privateKey));
    expect(inner.text).toContain(MARKER);

    output.length = 0;
    expect(await runRequestsCli(["list"], io)).toBe(0);
    expect(await runRequestsCli(["export"], io)).toBe(0);
    for (const secret of secrets(payload)) expect(output.join("")).not.toContain(secret);
    expect(output.join("")).toContain("(verschlüsselt)");
  });
});

describe("the key's lifetime", () => {
  it("a key expiring within 30 days: a warning at start and in /api/health", async () => {
    const soon = await makeKeyPair({ expiresInSeconds: 10 * DAY_S });
    const soonFile = join(keyDir.path, "soon.asc");
    writeFileSync(soonFile, soon.publicArmored);
    const lines: string[] = [];
    live.data = makeTempDir();
    live.server = await startTestServer({
      dataDir: live.data.path,
      env: { MAIL_PGP_KEY_FILE: soonFile, LOG_LEVEL: "warn" },
      parts: { logDestination: { write: (line) => void lines.push(line) } },
    });
    const warnings = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.event === "startup-warning");
    expect(warnings.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^MAIL_PGP_KEY_FILE: a key expires on /),
    ]);

    const health = await live.server.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().encryption).toMatchObject({
      status: "on",
      keys: 1,
      warning: expect.stringMatching(/^Der OpenPGP-Schlüssel der Praxis .* läuft am .* ab\./),
    });
  });

  it("a key that expires while the server runs: requests are refused (never stored unencrypted), health 503", async () => {
    const short = await makeKeyPair({ expiresInSeconds: 10 * DAY_S });
    const shortFile = join(keyDir.path, "short.asc");
    writeFileSync(shortFile, short.publicArmored);
    let now = new Date();
    live.data = makeTempDir();
    live.server = await startTestServer({
      dataDir: live.data.path,
      env: { MAIL_PGP_KEY_FILE: shortFile },
      parts: { clock: { now: () => now } },
    });
    const before = await postJson(live.server.app, url("general"), markedPayload("general"));
    expect(before.statusCode).toBe(201);

    now = new Date(Date.now() + 11 * DAY_S * 1000);
    const after = await postJson(live.server.app, url("general"), markedPayload("general"));
    expect(after.statusCode).toBe(503);
    expect(after.json().message).toMatch(/kann gerade nicht gespeichert werden/);
    const health = await live.server.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json().message).toMatch(/abgelaufen/);
    expect(readStore(live.data.path, (store) => store.list())).toHaveLength(1);
  });
});
