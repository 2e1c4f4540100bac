/**
 * What the browser parts of `npm run bench` share (bench-site.ts, bench-interaction.ts): the
 * production server on the build, started on a free port with its own data folder, and the
 * median of their runs.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#test-support/server/free-port.ts";
import { CLIENT_DIR } from "./build-dir.ts";

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer ${url}`);
}

/** Starts `server/main.ts` on build/ and resolves once it answers; `stop` ends it. */
export async function startBenchServer(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-")),
      LOG_LEVEL: "warn",
      SITE_DIR: CLIENT_DIR,
    },
    stdio: "inherit",
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${origin}/api/health`);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return { origin, stop: () => server.kill("SIGTERM") };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
