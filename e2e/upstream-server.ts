/**
 * The built server as deploy/praxis-web.service runs it (its `Environment=` line: HOST,
 * TRUST_PROXY), on a fixed loopback port so that it can be stopped and started again behind
 * Caddy like a `systemctl restart`.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";
import { type Spawned, spawnServer } from "#test-support/server/server-process.ts";
import { waitFor } from "#test-support/server/wait.ts";

/** The variables the service unit sets itself (`Environment=A=1 B=2`). */
export function unitEnvironment(unit = "deploy/praxis-web.service"): Record<string, string> {
  const text = readFileSync(join(PROJECT_ROOT, unit), "utf8");
  const line = text.split("\n").find((entry) => entry.startsWith("Environment="));
  if (!line) throw new Error(`${unit} sets no Environment=`);
  return Object.fromEntries(
    line
      .slice("Environment=".length)
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const [name = "", ...value] = pair.split("=");
        return [name, value.join("=")];
      }),
  );
}

export type UpstreamServer = {
  address: string;
  /** Starts the process and waits until /api/health answers 200. */
  start(): Promise<void>;
  /** SIGTERM, as systemd stops the unit: resolves with the exit code once it is gone. */
  stop(): Promise<number | string>;
  /** Sends SIGTERM without waiting (the process drains what is in flight, then exits). */
  signalStop(): Promise<number | string>;
  /** What the server process has read of each open connection, in bytes, by the peer's address. */
  bytesRead(): Map<string, number>;
  /** Rows of contact_requests with this id. */
  storedCount(id: string): number;
  logTail(): string;
};

export function upstreamServer(options: {
  port: number;
  dataDir: string;
  siteDir: string;
  env?: Record<string, string>;
}): UpstreamServer {
  const { port, dataDir, siteDir } = options;
  const base = `http://127.0.0.1:${port}`;
  let current: Spawned | undefined;
  const signalStop = () => {
    const process = current;
    if (!process) return Promise.resolve("not running");
    if (process.child.exitCode === null && process.child.signalCode === null) {
      process.child.kill("SIGTERM");
    }
    return process.exited;
  };
  return {
    address: `127.0.0.1:${port}`,
    async start() {
      const process = spawnServer({
        ...unitEnvironment(),
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_DIR: siteDir,
        LOG_LEVEL: "info",
        ...options.env,
      });
      current = process;
      await waitFor(
        "the server behind Caddy to be healthy",
        async () => {
          if (process.child.exitCode !== null) {
            throw new Error(`server exited (${process.child.exitCode}): ${process.stderr()}`);
          }
          const health = await fetch(`${base}/api/health`).catch(() => undefined);
          return health?.status === 200;
        },
        { timeoutMs: 20_000, intervalMs: 50 },
      );
    },
    signalStop,
    async stop() {
      const timer = setTimeout(() => current?.child.kill("SIGKILL"), 25_000);
      try {
        return await signalStop();
      } finally {
        clearTimeout(timer);
      }
    },
    bytesRead: () => bytesReadOnPort(port),
    storedCount(id) {
      const db = new DatabaseSync(join(dataDir, DATABASE_FILE_NAME), { readOnly: true });
      try {
        const row = db
          .prepare("SELECT COUNT(*) AS n FROM contact_requests WHERE id = ?")
          .get(id) as { n: number };
        return row.n;
      } finally {
        db.close();
      }
    },
    logTail: () => current?.stdout().split("\n").slice(-20).join("\n") ?? "",
  };
}

/**
 * For each established connection to `port`: the bytes that came in less those still waiting in
 * the socket, i.e. what the process has read (and Node's HTTP parser has parsed: it reads and
 * parses in one go). From the kernel's TCP info through `ss` (iproute2), by the peer's address.
 */
function bytesReadOnPort(port: number): Map<string, number> {
  const text = execFileSync("ss", ["-tnHi", "state", "established", `( sport = :${port} )`], {
    encoding: "utf8",
  });
  const read = new Map<string, number>();
  let socket: { peer: string; waiting: number } | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      // Recv-Q  Send-Q  local  peer (the state is left out when one is asked for).
      const [waiting = "0", , , peer = ""] = line.trim().split(/\s+/);
      socket = { peer, waiting: Number(waiting) };
    } else if (socket) {
      const received = Number(/bytes_received:(\d+)/.exec(line)?.[1] ?? 0);
      read.set(socket.peer, received - socket.waiting);
      socket = undefined;
    }
  }
  return read;
}
