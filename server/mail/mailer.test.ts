import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { parseMail } from "#test-support/server/mime.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { postJson, startTestServer, type TestServer } from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { plainMessageOptions } from "./compose-mail.ts";
import { createFileMailer, deleteMailFiles, mailFilePath, type OutgoingMessage } from "./mailer.ts";

const mail = (text: string): OutgoingMessage => ({
  requestId: "abcde12345",
  options: plainMessageOptions({
    requestId: "abcde12345",
    from: "Kontaktformular <web@example.org>",
    to: "praxis@example.org",
    replyTo: { name: "Jörg Groß", address: "joerg@example.org" },
    subject: "Kontaktformular: Allgemeine Anfrage – Jörg Groß",
    text,
    messageId: "<abcde12345.kontaktanfrage@example.org>",
  }),
});

describe("file mailer (no SMTP_URL)", () => {
  let temp: ReturnType<typeof makeTempDir> | undefined;
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    temp?.remove();
    temp = undefined;
  });

  it("writes one readable .eml per request; a second delivery replaces it", async () => {
    temp = makeTempDir();
    const dir = temp.path;
    const mailer = createFileMailer(dir);
    await mailer.send(mail("Erste Fassung: Grüße"));
    await mailer.send(mail("Zweite Fassung: Grüße"));
    expect(readdirSync(dir)).toEqual(["abcde12345.eml"]);
    const parsed = parseMail(readFileSync(mailFilePath(dir, "abcde12345"), "utf8"));
    expect(parsed.subject).toBe("Kontaktformular: Allgemeine Anfrage – Jörg Groß");
    expect(parsed.headers.get("reply-to")).toBe("Jörg Groß <joerg@example.org>");
    expect(parsed.text).toBe("Zweite Fassung: Grüße\n");
  });

  it("discards a request's mail: its .eml and what a cut-off write left, nothing else", async () => {
    temp = makeTempDir();
    const dir = temp.path;
    const mailer = createFileMailer(dir);
    await mailer.send(mail("Vertraulich"));
    writeFileSync(`${mailFilePath(dir, "abcde12345")}.4242.tmp`, "Vertraulich");
    writeFileSync(mailFilePath(dir, "zzzzz99999"), "Andere Anfrage");
    await mailer.discard("abcde12345");
    expect(readdirSync(dir)).toEqual(["zzzzz99999.eml"]);
    // Nothing there (any more): no error.
    await mailer.discard("abcde12345");
  });

  it("is the server's embedded default: DATA_DIR/outbox/<id>.eml", async () => {
    server = await startTestServer({ env: { MAIL_TO: "", MAIL_FROM: "" } });
    const payload = validPayload("sportphysiotherapie");
    expect((await postJson(server.app, "/api/notify/physiotherapie", payload)).statusCode).toBe(
      201,
    );
    const file = join(server.dataDir, "outbox", `${payload.id}.eml`);
    const raw = await waitFor("the .eml file", () => {
      try {
        return readFileSync(file, "utf8");
      } catch {
        return undefined;
      }
    });
    const parsed = parseMail(raw);
    expect(parsed.headers.get("to")).toBe("praxis@localhost");
    expect(parsed.text).toContain("Therapie: Kiefergelenktherapie");
    const health = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toMatchObject({ status: "ok", mail: "files" });
  });
});

describe("deleteMailFiles", () => {
  it("removes a request's .eml and what a cut-off write left of it, nothing else", async () => {
    const temp = makeTempDir();
    try {
      const dir = temp.path;
      const own = mailFilePath(dir, "abcde12345");
      const other = mailFilePath(dir, "zzzzz99999");
      for (const path of [own, `${own}.4242.tmp`, other]) writeFileSync(path, "Vertraulich");
      expect(await deleteMailFiles(dir, ["abcde12345"])).toBe(2);
      expect([existsSync(own), existsSync(`${own}.4242.tmp`), existsSync(other)]).toEqual([
        false,
        false,
        true,
      ]);
    } finally {
      temp.remove();
    }
  });
});
