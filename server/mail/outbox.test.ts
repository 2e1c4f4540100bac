import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "#server/clock.ts";
import { silentLog } from "#server/logging.ts";
import type { RequestStore } from "#server/storage/request-store.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { saveValidRequests } from "#server/test-support/database-files.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import { waitFor } from "#server/test-support/wait.ts";
import type { Mailer, OutgoingMessage } from "./mailer.ts";
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
    close() {},
    hold: () => {
      hold = true;
    },
    release: () => release?.(),
  };
  return mailer;
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
  const startOutbox = (mailer: Mailer, target: RequestStore = store) => {
    outbox = createOutbox({
      store: target,
      mailer,
      clock: systemClock,
      log: silentLog,
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

  it("pauses when the store fails and carries on after: at least once, never lost", async () => {
    const id = addRequest();
    let failOnce = true;
    const flaky: RequestStore = {
      ...store,
      recordDelivered(requestId, at) {
        if (failOnce) {
          failOnce = false;
          throw new Error("database is locked");
        }
        store.recordDelivered(requestId, at);
      },
    };
    const mailer = scriptedMailer(0);
    startOutbox(mailer, flaky);
    await waitFor("the delivery to be recorded", () => store.get(id)?.delivery?.status === "sent");
    // The first send was not recorded, so the mail went out again.
    expect(mailer.sent.map((mail) => mail.requestId)).toEqual([id, id]);
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
});
