import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "#server/clock.ts";
import { type Log, silentLog } from "#server/logging.ts";
import type { RequestStore } from "#server/storage/request-store.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { saveValidRequests } from "#test-support/server/database-files.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { createFileMailer, deleteMailFiles, type Mailer, type OutgoingMessage } from "./mailer.ts";
import { createOutbox, type Outbox, retryDelayMs } from "./outbox.ts";
import { messageFor } from "./outgoing-message.ts";

const RETRY = { baseDelayMs: 10, maxDelayMs: 100 };

describe("retryDelayMs", () => {
  it("doubles from the base delay up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((attempt) => retryDelayMs(attempt, RETRY))).toEqual([
      10, 20, 40, 80, 100, 100, 100,
    ]);
  });
});

/** A mailer that fails the first `failures` sends and records when each send started. */
function scriptedMailer(failures: number) {
  const calls: number[] = [];
  const sent: OutgoingMessage[] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const mailer: Mailer & {
    calls: number[];
    sent: OutgoingMessage[];
    hold(): void;
    release(): void;
  } = {
    kind: "smtp",
    calls,
    sent,
    async send(mail) {
      calls.push(performance.now());
      if (calls.length <= failures)
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" });
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      sent.push(mail);
    },
    discard: async () => {},
    close() {},
    hold: () => {
      hold = true;
    },
    release: () => release?.(),
  };
  return mailer;
}

/** A log that keeps every entry's fields (what the outbox logs is checked, too). */
function capturingLog() {
  const entries: Record<string, unknown>[] = [];
  const keep = (entry: unknown) => void entries.push(entry as Record<string, unknown>);
  const log: Log = { info: keep as never, warn: keep as never, error: keep as never };
  return {
    log,
    entries,
    count: (outcome: string) => entries.filter((entry) => entry.outcome === outcome).length,
  };
}

/** Calls to `send` wait at the gate until `open()`; `entered` counts the calls that arrived. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = {
    entered: 0,
    open,
    pass: async () => {
      state.entered += 1;
      await opened;
    },
  };
  return state;
}

describe("outbox", () => {
  let temp: ReturnType<typeof makeTempDir>;
  let store: RequestStore;
  let outbox: Outbox | undefined;

  beforeEach(() => {
    temp = makeTempDir();
    store = openSqliteRequestStore(temp.path);
  });
  afterEach(async () => {
    await outbox?.stop();
    outbox = undefined;
    store.close();
    temp.remove();
  });

  const addRequest = () => {
    const [id = ""] = saveValidRequests(store, 1);
    return id;
  };
  const startOutbox = (mailer: Mailer, target: RequestStore = store, log: Log = silentLog) => {
    outbox = createOutbox({
      store: target,
      mailer,
      clock: systemClock,
      log,
      compose: (request) =>
        messageFor(request, { from: "web@example.org", to: "praxis@example.org" }),
      retry: RETRY,
    });
    outbox.start();
    return outbox;
  };

  it("delivers what was pending before it started (a restart), and new requests on wake", async () => {
    const before = addRequest();
    const mailer = scriptedMailer(0);
    const started = startOutbox(mailer);
    await waitFor("the pending mail", () => mailer.sent.length === 1);
    const later = addRequest();
    started.wake();
    await waitFor("the new mail", () => mailer.sent.length === 2);
    expect(mailer.sent.map((mail) => mail.requestId)).toEqual([before, later]);
    expect(store.get(later)?.delivery).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("retries with exponential backoff, recording every failed attempt", async () => {
    const id = addRequest();
    const mailer = scriptedMailer(4);
    startOutbox(mailer);
    await waitFor("the delivery", () => store.get(id)?.delivery?.status === "sent");
    expect(store.get(id)?.delivery).toMatchObject({ attempts: 5, lastError: undefined });
    const gaps = mailer.calls.slice(1).map((call, index) => call - (mailer.calls[index] ?? 0));
    // Each wait is at least the backoff (timers never fire early by more than a millisecond).
    gaps.forEach((gap, index) => {
      expect(gap).toBeGreaterThanOrEqual(retryDelayMs(index + 1, RETRY) - 1);
    });
  });

  it("keeps the last error and the next attempt time while failing", async () => {
    const id = addRequest();
    startOutbox(scriptedMailer(1000));
    const delivery = await waitFor("two failed attempts", () => {
      const current = store.get(id)?.delivery;
      return current && current.attempts >= 2 ? current : undefined;
    });
    expect(delivery.status).toBe("pending");
    expect(delivery.lastError).toBe("ESOCKET: connect ECONNREFUSED");
    expect(delivery.nextAttemptAt.getTime()).toBeGreaterThan(
      delivery.lastAttemptAt?.getTime() ?? 0,
    );
  });

  it("stop() waits for the mail being sent", async () => {
    const id = addRequest();
    const mailer = scriptedMailer(0);
    mailer.hold();
    const started = startOutbox(mailer);
    await waitFor("the send to begin", () => mailer.calls.length === 1);
    let stopped = false;
    const stopping = started.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    mailer.release();
    await stopping;
    expect(store.get(id)?.delivery?.status).toBe("sent");
  });

  it("a sent mail whose record fails is not sent again: only the record is retried, with backoff", async () => {
    const id = addRequest();
    let diskFull = true;
    const recordTimes: number[] = [];
    const full: RequestStore = {
      ...store,
      recordDelivered(requestId, at) {
        recordTimes.push(performance.now());
        if (diskFull) {
          throw Object.assign(new Error("database or disk is full"), { errcode: 13 });
        }
        return store.recordDelivered(requestId, at);
      },
    };
    const mailer = scriptedMailer(0);
    const { log, count } = capturingLog();
    startOutbox(mailer, full, log);
    // The old outbox sent the mail again on every pass: 8 passes, 8 copies in the inbox.
    await waitFor("8 failed records", () => recordTimes.length >= 8);
    expect(mailer.sent.map((mail) => mail.requestId)).toEqual([id]);
    expect(count("mail-record-failed")).toBeGreaterThanOrEqual(8);
    const gaps = recordTimes.slice(1).map((time, index) => time - (recordTimes[index] ?? 0));
    gaps.forEach((gap, index) => {
      expect(gap).toBeGreaterThanOrEqual(retryDelayMs(index + 1, RETRY) - 1);
    });

    diskFull = false;
    await waitFor("the delivery to be recorded", () => store.get(id)?.delivery?.status === "sent");
    expect(mailer.sent).toHaveLength(1);
    expect(count("mail-delivered")).toBe(1);
  });

  it("backs off exponentially over consecutive failed passes, not on a flat delay", async () => {
    addRequest();
    const passTimes: number[] = [];
    const locked: RequestStore = {
      ...store,
      dueDeliveries() {
        passTimes.push(performance.now());
        throw Object.assign(new Error("database is locked"), { errcode: 5 });
      },
    };
    const { log, entries } = capturingLog();
    startOutbox(scriptedMailer(0), locked, log);
    await waitFor("7 failed passes", () => passTimes.length >= 7);
    const gaps = passTimes.slice(1).map((time, index) => time - (passTimes[index] ?? 0));
    // The old outbox paused the base delay (10 ms) each time.
    gaps.forEach((gap, index) => {
      expect(gap).toBeGreaterThanOrEqual(retryDelayMs(index + 1, RETRY) - 1);
    });
    expect(entries.slice(0, 3).map((entry) => entry.retryInMs)).toEqual([10, 20, 40]);
  });

  it("records a mail that cannot be composed as a failed attempt", async () => {
    const id = addRequest();
    outbox = createOutbox({
      store,
      mailer: scriptedMailer(0),
      clock: systemClock,
      log: silentLog,
      compose: () => {
        throw new Error("broken template");
      },
      retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    outbox.start();
    const delivery = await waitFor("the failed attempt", () => {
      const current = store.get(id)?.delivery;
      return current && current.attempts === 1 ? current : undefined;
    });
    expect(delivery.lastError).toBe("broken template");
  });

  it("a request purged before its mail file is written: the file is discarded, no .eml, no .tmp", async () => {
    const id = addRequest();
    const dir = join(temp.path, "outbox");
    const files = createFileMailer(dir);
    const held = gate();
    // Holds the mail on its way to the file mailer (composed, not yet written).
    const mailer: Mailer = {
      ...files,
      async send(mail) {
        await held.pass();
        await files.send(mail);
      },
    };
    const { log, count } = capturingLog();
    startOutbox(mailer, store, log);
    await waitFor("the send to begin", () => held.entered === 1);

    // What purge does: the row, then the mail files (none yet).
    expect(await store.delete([id])).toEqual({ deleted: [id] });
    await deleteMailFiles(dir, [id]);
    held.open();

    // The old outbox wrote outbox/<id>.eml after the purge and kept it.
    await waitFor("the mail to be discarded", () => count("mail-discarded") === 1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a request purged while its mail file is being written: no .eml, no .tmp", async () => {
    const id = addRequest();
    const dir = join(temp.path, "outbox");
    const held = gate();
    // Holds the write after the temporary file is on disk, before its rename.
    const files = createFileMailer(dir, { beforeRename: held.pass });
    const { log, count } = capturingLog();
    startOutbox(files, store, log);
    await waitFor("the temporary file", () => held.entered === 1);
    expect(readdirSync(dir)).toEqual([`${id}.eml.${process.pid}.tmp`]);

    expect(await store.delete([id])).toEqual({ deleted: [id] });
    await deleteMailFiles(dir, [id]);
    held.open();

    await waitFor("the mail to be discarded", () => count("mail-discarded") === 1);
    expect(readdirSync(dir)).toEqual([]);
  });
});
