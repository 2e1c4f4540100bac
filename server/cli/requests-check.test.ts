/**
 * `npm run requests -- check` reports what an erasure left behind in DATA_DIR (issue 21,
 * section 2): mail files of requests that no longer exist, by count and folder, never by
 * content. A clean state keeps the usual output; a backup file has no mail folder to look at.
 * The -wal file held by a reader is covered with purge (requests-purge.test.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailFilePath, mailFilesDir } from "#server/mail/mailer.ts";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";
import { runCli } from "#test-support/server/cli.ts";
import { saveValidRequestsIn } from "#test-support/server/database-files.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";

const SECRET = "Vertraulich: Amselgrund";
let temp: ReturnType<typeof makeTempDir>;
let dataDir: string;
let database: string;
let mailDir: string;
let ids: string[];

const run = (...args: string[]) => runCli(args, { dataDir, cwd: temp.path });

beforeEach(() => {
  temp = makeTempDir();
  dataDir = join(temp.path, "data");
  database = join(dataDir, DATABASE_FILE_NAME);
  mailDir = mailFilesDir(dataDir);
  ids = saveValidRequestsIn(dataDir, 2);
  mkdirSync(mailDir, { recursive: true });
  // The mails of stored requests are no leftovers, nor are other files.
  for (const id of ids) writeFileSync(mailFilePath(mailDir, id), "mail of a stored request");
  writeFileSync(join(mailDir, "README.txt"), "not a mail");
});
afterEach(() => temp.remove());

/** Mail files of deleted requests: a whole one, and a write cut off by a crash. */
function leaveOrphans(dir: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(mailFilePath(dir, "gone000001"), SECRET);
  writeFileSync(`${mailFilePath(dir, "gone000002")}.4242.tmp`, SECRET);
}

describe("check: leftovers of erasure", () => {
  it("a clean state: the usual line, exit 0", async () => {
    expect(await run("check")).toEqual({
      code: 0,
      out: `${database}: integrity ok, 2 request(s).\n`,
      err: "",
    });
  });

  it("mail files of deleted requests: their count and folder, not their content (was: exit 0)", async () => {
    leaveOrphans(mailDir);
    const result = await run("check");
    expect(result).toEqual({
      code: 1,
      out: `${database}: integrity ok, 2 request(s).\n`,
      err: `2 mail file(s) in ${mailDir} belong to no stored request (left from deleted requests): delete them.\n`,
    });
    expect(result.err).not.toContain("Amselgrund");
    expect(result.err).not.toContain("gone0000");
  });

  it("check FILE (a backup) looks at that file only: no mail folder beside it counts", async () => {
    leaveOrphans(mailDir);
    const backups = join(temp.path, "backups");
    mkdirSync(backups);
    const backup = join(backups, "requests.sqlite");
    expect((await run("backup", backup)).code).toBe(0);
    leaveOrphans(mailFilesDir(backups));
    expect(await run("check", backup)).toEqual({
      code: 0,
      out: `${backup}: integrity ok, 2 request(s).\n`,
      err: "",
    });
  });

  it("an empty FILE (an unset variable) is refused, not read as the live database", async () => {
    const result = await run("check", "");
    expect(result.code).toBe(2);
    expect(result.out).toBe("");
    expect(result.err).toMatch(/^check got an empty file name: name the backup file\.\n\nUsage: /);
  });
});
