import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailFilePath, mailFilesDir } from "#server/mail/mailer.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { runCli } from "#test-support/server/cli.ts";
import { spawnScript } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { readStore } from "#test-support/server/test-server.ts";

const NOW = new Date("2026-06-01T12:00:00.000Z");
let temp: ReturnType<typeof makeTempDir>;
const ids = { sent: "", pending: "", spam: "", old: "" };

function run(...args: string[]) {
  return runCli(args, {
    dataDir: temp.path,
    env: { RETENTION_DAYS: "180" },
    clock: { now: () => NOW },
  });
}

beforeEach(() => {
  temp = makeTempDir();
  const store = openSqliteRequestStore(temp.path);
  const save = (formType: "psychotherapie" | "general", receivedAt: string, isSpam = false) => {
    const payload = validPayload(formType, isSpam ? { website: "spam" } : {});
    store.save({
      id: String(payload.id),
      formType,
      payload,
      isSpam,
      receivedAt: new Date(receivedAt),
    });
    return String(payload.id);
  };
  ids.old = save("general", "2025-01-10T08:00:00.000Z");
  ids.sent = save("psychotherapie", "2026-05-30T09:15:00.000Z");
  ids.pending = save("general", "2026-05-31T10:00:00.000Z");
  ids.spam = save("general", "2026-05-31T11:00:00.000Z", true);
  store.recordDelivered(ids.old, new Date("2025-01-10T08:00:01.000Z"));
  store.recordDelivered(ids.sent, new Date("2026-05-30T09:15:01.000Z"));
  store.recordFailedAttempt(
    ids.pending,
    NOW,
    "ECONNECTION: refused",
    new Date("2026-06-01T12:01:00Z"),
  );
  store.close();
});
afterEach(() => temp.remove());

describe("npm run requests", () => {
  it("list: one line per request with form, name and mail state", async () => {
    const { code, out } = await run("list");
    expect(code).toBe(0);
    const lines = out.trim().split("\n");
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(Europe\/Berlin\)\s+FORM\s+NAME\s+MAIL$/);
    expect(lines[2]).toMatch(
      new RegExp(
        `^${ids.sent}\\s+2026-05-30 11:15\\s+Psychotherapie\\s+Erika Müller-Lüdenscheidt\\s+mailed$`,
      ),
    );
    expect(lines[3]).toMatch(new RegExp(`^${ids.pending}\\s.*Allgemeine Anfrage.*pending$`));
    expect(lines[4]).toMatch(new RegExp(`^${ids.spam}\\s.*spam$`));
    expect(lines[5]).toBe("4 request(s).");
  });

  it("show: every field labelled, and the delivery state", async () => {
    const { code, out } = await run("show", ids.pending);
    expect(code).toBe(0);
    expect(out).toContain(`Request ${ids.pending}`);
    expect(out).toContain("Mail:     pending, 1 failed attempt(s), next 2026-06-01 14:01");
    expect(out).toContain("Last error: ECONNECTION: refused");
    expect(out).toContain("\nE-Mail: erika.mueller@example.org\n");
    expect(out).toContain("\nAnliegen: Informationsanfrage\n");

    const spam = (await run("show", ids.spam)).out;
    expect(spam).toContain(`Request ${ids.spam}: spam (honeypot filled), not mailed\n`);
    expect(spam).toContain("\nHoneypot: spam\n");
    const missing = await run("show", "nosuchid00");
    expect(missing).toMatchObject({ code: 1, err: 'No request with id "nosuchid00".\n' });
  });

  it("export: JSON lines, or one JSON array with --json", async () => {
    const lines = (await run("export")).out
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.id)).toEqual([ids.old, ids.sent, ids.pending, ids.spam]);
    expect(lines[1]).toMatchObject({
      formType: "psychotherapie",
      spam: false,
      delivery: { status: "sent", attempts: 1 },
      payload: { lastName: "Müller-Lüdenscheidt", burdenScale: 7 },
    });
    expect(lines[3]).toMatchObject({ spam: true, delivery: null });
    const array = JSON.parse((await run("export", "--json")).out);
    expect(array).toEqual(lines);
  });

  it("expire: applies the retention period now, with the mail files", async () => {
    const dir = mailFilesDir(temp.path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(mailFilePath(dir, ids.old), "old mail");
    writeFileSync(join(dir, "stray.eml"), "older than the retention period");
    utimesSync(join(dir, "stray.eml"), new Date("2025-01-01"), new Date("2025-01-01"));
    writeFileSync(mailFilePath(dir, ids.sent), "recent mail");

    const { code, out } = await run("expire");
    expect(code).toBe(0);
    expect(out).toBe("Deleted 1 request(s) older than 180 days and 2 mail file(s).\n");
    expect(readStore(temp.path, (store) => store.get(ids.old))).toBeUndefined();
    expect(existsSync(mailFilePath(dir, ids.sent))).toBe(true);
  });

  it("purge ID deletes one request; purge --all needs --yes", async () => {
    expect((await run("purge", ids.sent)).out).toBe(`Deleted request ${ids.sent}.\n`);
    expect((await run("purge", ids.sent)).code).toBe(1);
    expect((await run("purge", "--all")).code).toBe(2);
    expect(readStore(temp.path, (store) => store.list())).toHaveLength(3);
    expect((await run("purge", "--all", "--yes")).out).toBe(
      "Deleted 3 request(s) and 0 mail file(s).\n",
    );
    expect((await run("list")).out).toBe("No requests stored.\n");
  });

  it("explains its usage", async () => {
    expect((await run()).code).toBe(2);
    expect((await run("delete")).err).toContain('Unknown command "delete".');
    const help = (await run("help")).out;
    expect(help).toContain("purge --all --yes");
    expect(help).toContain("expire");
    expect(help).toContain("backup FILE");
    expect(help).toContain("check [FILE]");
    expect(await run("backup")).toMatchObject({ code: 2, out: "" });
    expect((await run("backup")).err).toContain("backup needs the file to write.");
  });

  it("runs as a command: node server/cli/requests.ts list", async () => {
    const { exited, stdout } = spawnCli(["list"]);
    expect(await exited).toBe(0);
    expect(stdout()).toContain("4 request(s).");
  });
});

function spawnCli(args: string[]) {
  return spawnScript("server/cli/requests.ts", args, { DATA_DIR: temp.path });
}
