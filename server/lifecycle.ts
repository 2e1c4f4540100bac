/**
 * The app's lifecycle: starting the background jobs (outbox, retention, integrity check), and
 * stopping in order, so that no accepted request or mail is lost: stop accepting, answer what is
 * in flight, let a mail being sent finish, then close the mailer and the database. main.ts
 * drives it (signals, the hard limit); timeouts.ts says how the times relate.
 */
import type { FastifyInstance } from "fastify";
import { closeConnectionsAtStop } from "./client-errors.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Outbox } from "./mail/outbox.ts";
import type { RetentionJob } from "./retention/retention.ts";
import type { IntegrityJob } from "./storage/integrity-job.ts";
import type { HttpTimeouts } from "./timeouts.ts";

/** The background side of the server, started by main.ts (and by tests that need it). */
export type BackgroundJobs = {
  outbox: Outbox;
  retention: RetentionJob;
  integrity: IntegrityJob;
  /** Starts mail delivery (resuming what is pending), the daily retention run and the
   * periodic integrity check. */
  start(): void;
};

declare module "fastify" {
  interface FastifyInstance {
    backgroundJobs: BackgroundJobs;
    /**
     * The last resort of a stop that takes too long: stops the background jobs, waiting at most
     * `waitMs` for a mail being sent, then closes the mailer and the database anyway.
     */
    forceClose(waitMs: number): Promise<void>;
  }
}

export type LifecycleParts = {
  outbox: Outbox;
  retention: RetentionJob;
  integrity: IntegrityJob;
  mailer: Pick<Mailer, "close">;
  store: { close(): void };
  timeouts: Pick<HttpTimeouts, "shutdownGraceMs">;
};

/** Decorates `app` with `backgroundJobs` and `forceClose`, and hooks the orderly stop into its close. */
export function registerLifecycle(app: FastifyInstance, parts: LifecycleParts): void {
  const { outbox, retention, integrity, mailer, store, timeouts } = parts;
  app.decorate("backgroundJobs", {
    outbox,
    retention,
    integrity,
    start() {
      integrity.start();
      outbox.start();
      retention.start();
    },
  });
  // Stopping the jobs: no new mail starts once a stop begins; one under way finishes.
  let jobsStopped: Promise<unknown> | undefined;
  const stopJobs = () => {
    integrity.stop();
    jobsStopped ??= Promise.all([outbox.stop(), retention.stop()]);
    return jobsStopped;
  };
  let partsClosed = false;
  const closeParts = () => {
    if (partsClosed) return;
    partsClosed = true;
    mailer.close();
    store.close();
    app.log.info({ event: "store-closed" }, "mailer and database closed");
  };
  app.decorate("forceClose", async (waitMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      stopJobs().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
      }),
    ]);
    clearTimeout(timer);
    if (!waited) {
      app.log.warn(
        { outcome: "outbox-cut" },
        "closing while a mail is still being sent: it is sent again after the next start",
      );
    }
    closeParts();
  });
  // A request in flight when closing begins would leave its kept-alive connection open until the
  // keep-alive timeout (72 s), and the shutdown would wait for it: its answer closes it instead
  // (`connection: close` from here on, and closeConnectionsAtStop for an answer already under way).
  // A client still sending when the grace ends is cut off (Node no longer enforces the request
  // deadline once the server closes), so the stop goes on to close the outbox and the database.
  let closing = false;
  let grace: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    closing = true;
    // Awaited (and a failure reported) by onClose; begun now so that no new mail starts.
    stopJobs().catch(() => {});
    closeConnectionsAtStop(app.server);
    grace = setTimeout(() => {
      app.log.warn(
        { outcome: "connections-cut", graceMs: timeouts.shutdownGraceMs },
        "requests still open after the shutdown grace: connections closed",
      );
      app.server.closeAllConnections();
    }, timeouts.shutdownGraceMs);
    grace.unref();
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  // Runs after the server stopped accepting and its connections ended (or were cut).
  app.addHook("onClose", async () => {
    clearTimeout(grace);
    await stopJobs();
    closeParts();
  });
}
