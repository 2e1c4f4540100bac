import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validPayload } from "#contact/test-fixtures.ts";
import { mailFilePath } from "#server/mail/mailer.ts";
import type { RequestStore } from "#server/storage/request-store.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import { waitFor } from "#server/test-support/wait.ts";
import { createRetentionJob, deleteMailFiles, retentionCutoff } from "./retention.ts";

describe("retention job", () => {
  let temp: ReturnType<typeof makeTempDir>;
  let store: RequestStore;
  beforeEach(() => {
    temp = makeTempDir();
    store = openSqliteRequestStore(temp.path);
  });
  afterEach(() => {
    store.close();
    temp.remove();
  });

  const save = (receivedAt: string) => {
    const payload = validPayload("general");
    const id = String(payload.id);
    store.save({
      id,
      formType: "general",
      payload,
      isSpam: false,
      receivedAt: new Date(receivedAt),
    });
    return id;
  };

  it("cuts off at RETENTION_DAYS before now", () => {
    expect(retentionCutoff(new Date("2026-07-01T00:00:00Z"), 180)).toEqual(
      new Date("2026-01-02T00:00:00Z"),
    );
  });

  it("runs at start and then on its interval; deletes old delivered requests and their mails", async () => {
    const now = new Date("2026-07-01T00:00:00Z");
    const old = save("2026-01-01T00:00:00Z");
    const recent = save("2026-06-01T00:00:00Z");
    const oldPending = save("2025-12-01T00:00:00Z");
    store.recordDelivered(old, new Date("2026-01-01T00:00:01Z"));
    mkdirSync(`${temp.path}/outbox`);
    writeFileSync(mailFilePath(`${temp.path}/outbox`, old), "mail");

    const logged: unknown[] = [];
    const job = createRetentionJob({
      store,
      clock: { now: () => now },
      retentionDays: 180,
      mailFilesDir: `${temp.path}/outbox`,
      log: {
        info: (entry: unknown) => void logged.push(entry),
        warn: () => {},
        error: () => {},
      } as never,
      intervalMs: 5,
    });
    job.start();
    await waitFor("two runs", () => logged.length >= 2);
    await job.stop();

    expect(logged[0]).toEqual({
      deletedRequests: 1,
      deletedMailFiles: 1,
      outcome: "retention-applied",
    });
    expect(
      store
        .list()
        .map((request) => request.id)
        .sort(),
    ).toEqual([recent, oldPending].sort());
    expect(existsSync(mailFilePath(`${temp.path}/outbox`, old))).toBe(false);
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
