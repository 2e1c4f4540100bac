/**
 * Runs `node server/main.ts` (or another script) as a real child process (Node 24:
 * process.execPath inside Vitest started through npx), reads its JSON log lines, waits for
 * readiness via GET /api/health.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { waitFor } from "./wait.ts";

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  logLines: () => Record<string, unknown>[];
  stderr: () => string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
};

export type Spawned = {
  child: ChildProcess;
  exited: Promise<number | string>;
  stdout: () => string;
  stderr: () => string;
};

/** Runs `node server/main.ts` with exactly this environment (plus PATH). */
export function spawnServer(env: Record<string, string>): Spawned {
  return spawnScript("server/main.ts", [], env);
}

/** Runs a TypeScript file of the project with Node 24, collecting its output. */
export function spawnScript(script: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, script), ...args], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Starts the server on a free loopback port and waits until /api/health answers 200. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // Readiness is read from the "listening" log line: info level at least.
  const spawned = spawnServer({ ...env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info" });
  const logLines = () =>
    spawned
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  let exitCode: number | string | undefined;
  void spawned.exited.then((code) => {
    exitCode = code;
  });
  // A server that never gets ready is not left running.
  const ready = async <T>(work: Promise<T>): Promise<T> =>
    work.catch(async (error: unknown) => {
      spawned.child.kill("SIGKILL");
      await spawned.exited;
      throw error;
    });
  const port = await ready(
    waitFor(
      "the server to listen",
      () => {
        if (exitCode !== undefined) {
          throw new Error(`server exited (${exitCode}) before listening: ${spawned.stderr()}`);
        }
        return logLines().find((line) => line.event === "listening")?.port as number | undefined;
      },
      { timeoutMs: 15_000 },
    ),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await ready(
    waitFor(
      "GET /api/health to answer 200",
      async () => (await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status === 200,
      { timeoutMs: 15_000 },
    ),
  );
  return {
    child: spawned.child,
    baseUrl,
    logLines,
    stderr: spawned.stderr,
    exited: spawned.exited,
  };
}
