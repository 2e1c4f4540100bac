/**
 * Real Caddy (Debian's package) with `deploy/Caddyfile` as written, in front of a real server
 * process on loopback: the production setup of docs/operations.md, on free ports and with
 * Caddy's own CA in a temporary HOME, so nothing outside the test is touched.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { freePort } from "#test-support/server/free-port.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { BUILD_DIR } from "../scripts/build-dir.ts";

export const CADDYFILE = join(PROJECT_ROOT, "deploy/Caddyfile");

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

export type Caddy = {
  httpPort: number;
  httpsPort: number;
  /** Caddy's log lines (JSON), for a failure's message and the access-log check. */
  log(): string;
  /** An HTTPS request to the site, trusting Caddy's own CA only. */
  https(path: string, init?: RequestInit): Promise<Answer>;
  /** A request whose body the test writes itself, e.g. one that is still in flight. */
  openHttps(
    path: string,
    init: { method: string; headers: Record<string, string> },
  ): { write(chunk: string): void; end(chunk?: string): void; answer: Promise<Answer> };
  /** A plain-HTTP request to Caddy's HTTP port. */
  http(path: string): Promise<Answer>;
  stop(): Promise<void>;
};

type RequestInit = { method?: string; headers?: Record<string, string>; body?: string };

/**
 * Starts `caddy run` with deploy/Caddyfile for https://localhost:{httpsPort} → upstream;
 * `restartWait` sets the Caddyfile's RESTART_WAIT (default 10s).
 */
export async function startCaddy(
  upstream: string,
  options: { restartWait?: string } = {},
): Promise<Caddy> {
  const home = makeTempDir("caddy-e2e-");
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    "caddy",
    ["run", "--config", CADDYFILE, "--adapter", "caddyfile"],
    {
      cwd: home.path,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: home.path,
        XDG_DATA_HOME: join(home.path, "data"),
        XDG_CONFIG_HOME: join(home.path, "config"),
        // As in docs/operations.md's trial: the port in the site address, HTTPS_PORT left at 443.
        SITE_ADDRESS: `localhost:${httpsPort}`,
        UPSTREAM: upstream,
        SITE_BUILD: BUILD_DIR,
        HTTP_PORT: String(httpPort),
        ...(options.restartWait && { RESTART_WAIT: options.restartWait }),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  const collect = (chunk: Buffer) => {
    log += chunk.toString("utf8");
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const caFile = join(home.path, "data/caddy/pki/authorities/local/root.crt");
  let ca: string | undefined;
  const openHttps: Caddy["openHttps"] = (path, init) => {
    let settle: (answer: Answer) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const answer = new Promise<Answer>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    const request = httpsRequest(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: httpsPort,
        path,
        method: init.method,
        headers: { host: `localhost:${httpsPort}`, ...init.headers },
        ca,
        agent: false,
      },
      (response) => readAnswer(response, settle, fail),
    );
    request.on("error", fail);
    return {
      write: (chunk) => request.write(chunk),
      end: (chunk) => request.end(chunk),
      answer,
    };
  };
  const https: Caddy["https"] = async (path, init = {}) => {
    const body = init.body ?? "";
    const open = openHttps(path, {
      method: init.method ?? "GET",
      headers: {
        ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}),
        ...init.headers,
      },
    });
    open.end(body || undefined);
    return open.answer;
  };
  const http: Caddy["http"] = (path) =>
    new Promise((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port: httpPort, path, headers: { host: `localhost:${httpPort}` } },
        (response) => readAnswer(response, resolve, reject),
      );
      request.on("error", reject);
      request.end();
    });
  const caddy: Caddy = {
    httpPort,
    httpsPort,
    log: () => log,
    https,
    openHttps,
    http,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      home.remove();
    },
  };

  try {
    // Caddy's CA and the site's certificate are made at the first start.
    ca = await waitFor(
      "Caddy's local CA",
      () => {
        if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}):\n${log}`);
        try {
          return readFileSync(caFile, "utf8");
        } catch {
          return undefined;
        }
      },
      { timeoutMs: 20_000, intervalMs: 50 },
    );
    await waitFor(
      "Caddy to answer over HTTPS",
      async () => (await https("/api/health").catch(() => undefined))?.status !== undefined,
      { timeoutMs: 20_000, intervalMs: 100 },
    );
  } catch (error) {
    await caddy.stop();
    throw error;
  }
  return caddy;
}

function readAnswer(
  response: import("node:http").IncomingMessage,
  resolve: (answer: Answer) => void,
  reject: (error: Error) => void,
): void {
  const chunks: Buffer[] = [];
  response.on("data", (chunk: Buffer) => chunks.push(chunk));
  response.on("error", reject);
  response.on("end", () =>
    resolve({
      status: response.statusCode ?? 0,
      headers: response.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    }),
  );
}
