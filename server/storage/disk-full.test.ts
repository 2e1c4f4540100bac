/**
 * A real full disk: DATA_DIR on a small tmpfs, one request accepted, then the disk filled to
 * ENOSPC. Health must say so, new requests get the API's 503, and the mail whose delivery
 * cannot be recorded reaches the practice once (the outbox's bound: once per process start),
 * however many passes run. Mounting needs root; CI runs as root.
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "#server/api/messages.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { startSmtpSink } from "#test-support/server/smtp-sink.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import {
  postJson,
  readStore,
  startTestServer,
  type TestServer,
  testResources,
} from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { openSqliteRequestStore } from "./sqlite-request-store.ts";

const isRoot = process.getuid?.() === 0;

/** Writes into `file` until the filesystem refuses (ENOSPC). */
function fillDisk(file: string): void {
  const fd = openSync(file, "w");
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
}

if (!isRoot) {
  it.skip("disk-full test needs root to mount a tmpfs: not run", () => {});
} else {
  describe("a full disk (DATA_DIR on a 4 MiB tmpfs)", () => {
    const mountPoint = makeTempDir("notify-disk-full-");
    const filler = join(mountPoint.path, "filler");
    const resources = testResources();
    let mounted = false;
    afterAll(async () => {
      // Space first, so that a test that failed half-way still closes its database cleanly.
      rmSync(filler, { force: true });
      try {
        await resources.release();
      } finally {
        if (mounted) {
          try {
            execFileSync("umount", [mountPoint.path]);
          } catch {
            // Something still holds a file open: detach it now, freed once that closes.
            execFileSync("umount", ["--lazy", mountPoint.path]);
          }
        }
        mountPoint.remove();
      }
    });

    it("health 503 'full', POST 503, the mail sent once while its record fails; all well once space is freed", async () => {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m,mode=0700", "tmpfs", mountPoint.path]);
      mounted = true;
      const dataDir = join(mountPoint.path, "data");
      mkdirSync(dataDir, { mode: 0o700 });
      const sink = await startSmtpSink();
      resources.sink = sink;
      const lines: Record<string, unknown>[] = [];
      const server: TestServer = await startTestServer({
        dataDir,
        env: { ...sink.env, LOG_LEVEL: "warn" },
        parts: { logDestination: { write: (line) => void lines.push(JSON.parse(line)) } },
      });
      resources.server = server;
      const health = async () => {
        const response = await server.app.inject({ method: "GET", url: "/api/health" });
        return { status: response.statusCode, body: response.json() };
      };
      // A failed record is logged on its own, or (the old outbox) fails the whole pass.
      const recordFailures = () =>
        lines.filter((line) =>
          ["mail-record-failed", "outbox-paused"].includes(String(line.outcome)),
        ).length;

      expect((await health()).status).toBe(200);
      // The practice's server holds the mail until the disk is full.
      sink.pause();
      const accepted = validPayload("general");
      expect((await postJson(server.app, "/api/notify/", accepted)).statusCode).toBe(201);
      await waitFor("the mail to reach the SMTP server", () => sink.held() === 1);

      fillDisk(filler);

      const full = await health();
      expect(full.status).toBe(503);
      expect(full.body).toMatchObject({
        status: "degraded",
        storage: "full",
        message: API_MESSAGES.healthStorageFull,
      });
      // Without the free-space floor, the heartbeat's commit alone finds the full disk (a
      // rolled-back write, the old probe, never reached it and passed).
      const commitOnly = openSqliteRequestStore(dataDir, { freeSpaceFloorBytes: 0 });
      try {
        expect(() => commitOnly.probeWrite(new Date())).toThrow(
          "The storage is full: a commit did not reach the disk",
        );
      } finally {
        commitOnly.close();
      }
      const refused = await postJson(server.app, "/api/notify/", validPayload("general"));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: API_MESSAGES.storageUnavailable });

      // The mail is accepted now, but its delivery cannot be recorded: many outbox passes.
      sink.resume();
      await waitFor("10 failed records", () => recordFailures() >= 10);
      expect(sink.mails).toHaveLength(1);
      // The log names the request by id only.
      const failure = lines.find((line) => line.outcome === "mail-record-failed");
      expect(failure).toMatchObject({ requestId: accepted.id, failures: 1 });
      expect(JSON.stringify(lines)).not.toContain(String(accepted.lastName));

      rmSync(filler);
      await waitFor("health to be ok again", async () => (await health()).status === 200);
      await waitFor("the delivery to be recorded", () =>
        readStore(dataDir, (store) => store.get(String(accepted.id))?.delivery?.status === "sent"),
      );
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]?.headers.get("message-id")).toContain(String(accepted.id));
    });
  });
}
