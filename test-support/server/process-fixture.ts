/**
 * For a test file that runs the real process (`node server/main.ts`): each test gets a temp
 * DATA_DIR and a real SMTP sink, and every process started through `start` is killed after it.
 */
import { afterEach, beforeEach } from "vitest";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";
import { makeTempDir } from "./temp-dir.ts";
import { testEnv } from "./test-server.ts";

export type ProcessFixture = {
  readonly dataDir: string;
  readonly sink: SmtpSink;
  /** The test environment with the sink and fast mail retries, plus `extra`. */
  env(extra?: Record<string, string>): Record<string, string>;
  start(extra?: Record<string, string>): Promise<ServerProcess>;
  /** A process the test itself ended: not killed again after it. */
  forget(server: ServerProcess): void;
};

export function processFixture(): ProcessFixture {
  let temp: ReturnType<typeof makeTempDir> | undefined;
  let sink: SmtpSink | undefined;
  const running: ServerProcess[] = [];
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("processFixture: used outside a test");
    return value;
  };

  beforeEach(async () => {
    temp = makeTempDir();
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    for (const server of running.splice(0)) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    sink?.resume();
    await sink?.stop();
    temp?.remove();
  });

  const fixture: ProcessFixture = {
    get dataDir() {
      return current(temp).path;
    },
    get sink() {
      return current(sink);
    },
    env: (extra = {}) =>
      testEnv(fixture.dataDir, {
        ...fixture.sink.env,
        MAIL_RETRY_BASE_DELAY: "20ms",
        ...extra,
      }),
    async start(extra = {}) {
      const server = await startServerProcess(fixture.env(extra));
      running.push(server);
      return server;
    },
    forget(server) {
      running.splice(running.indexOf(server), 1);
    },
  };
  return fixture;
}
