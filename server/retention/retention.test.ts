import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailFilePath } from "#server/mail/mailer.ts";
import type { RequestStore } from "#server/storage/request-store.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { openDatabaseFile, saveRequestReceivedAt } from "#test-support/server/database-files.ts";
import { findOnDisk } from "#test-support/server/disk-scan.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { createRetentionJob, retentionCutoff } from "./retention.ts";

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

  const save = (receivedAt: string) => saveRequestReceivedAt(store, receivedAt);

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

describe("retention while a backup holds the checkpoint back", () => {
  it("warns without personal data, runs again soon and then erases the copies", async () => {
    const temp = makeTempDir();
    const store = openSqliteRequestStore(temp.path, { erasureWaitMs: 50 });
    const reader = openDatabaseFile(temp.path);
    const entries: { level: string; entry: Record<string, unknown> }[] = [];
    const keep = (level: string) => (entry: unknown) =>
      void entries.push({ level, entry: entry as Record<string, unknown> });
    const job = createRetentionJob({
      store,
      clock: { now: () => new Date("2026-07-01T00:00:00Z") },
      retentionDays: 180,
      log: { info: keep("info"), warn: keep("warn"), error: keep("error") } as never,
      erasureRetryMs: 20,
    });
    try {
      const payload = validPayload("general", { message: "Vertraulich: Holunderweg" });
      const id = String(payload.id);
      const receivedAt = new Date("2026-01-01T00:00:00Z");
      store.save({ id, formType: "general", payload, isSpam: false, receivedAt });
      store.recordDelivered(id, receivedAt);
      reader.exec("BEGIN");
      reader.prepare("SELECT COUNT(*) FROM contact_requests").get();

      job.start();
      const warning = await waitFor("the warning", () =>
        entries.find(({ level }) => level === "warn"),
      );
      expect(warning.entry).toEqual({ requests: 1, outcome: "retention-erasure-incomplete" });
      expect(store.get(id)).toBeUndefined();
      expect(findOnDisk(temp.path, ["Holunderweg"]).length).toBeGreaterThan(0);

      reader.exec("COMMIT");
      await waitFor("a run that erases", () =>
        entries.some(({ entry }) => entry.outcome === "retention-applied"),
      );
      expect(findOnDisk(temp.path, ["Holunderweg"])).toEqual([]);
      expect(entries.filter(({ level }) => level === "error")).toEqual([]);
    } finally {
      await job.stop();
      if (reader.isTransaction) reader.exec("COMMIT");
      reader.close();
      store.close();
      temp.remove();
    }
  });
});
