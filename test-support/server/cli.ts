/** `npm run requests` in the test's process: what a command printed, and its exit code. */

import { runRequestsCli } from "#server/cli/requests.ts";
import type { Clock } from "#server/clock.ts";

export type CliRun = { code: number; out: string; err: string };

export type CliRunOptions = {
  /** DATA_DIR of the command. */
  dataDir: string;
  /** The working folder relative files are taken from (default: `dataDir`). */
  cwd?: string;
  /** Further environment variables, beside DATA_DIR. */
  env?: Record<string, string>;
  clock?: Clock;
  busyTimeoutMs?: number;
  /** How long an erasure retries a checkpoint another connection holds back. */
  erasureWaitMs?: number;
};

/** Runs one command of server/cli/requests.ts, collecting stdout and stderr apart. */
export async function runCli(args: readonly string[], options: CliRunOptions): Promise<CliRun> {
  let out = "";
  let err = "";
  const code = await runRequestsCli(args, {
    env: { DATA_DIR: options.dataDir, ...options.env },
    cwd: options.cwd ?? options.dataDir,
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    clock: options.clock,
    busyTimeoutMs: options.busyTimeoutMs,
    erasureWaitMs: options.erasureWaitMs,
  });
  return { code, out, err };
}
