/**
 * ExecStartPost of praxis-web.service: waits until the server answers on its HOST and PORT, so
 * that `systemctl start` returns once the site is up, and a server that stops while starting
 * (a setting it refuses, an unreadable key file) fails the start at once instead of showing
 * "active (running)". Any HTTP answer counts: a degraded server (503) is up, and its health
 * answer says why. systemd names the server's process in MAINPID.
 */
import { setTimeout as sleep } from "node:timers/promises";

const url = `http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? "3000"}/api/health`;
const mainPid = Number(process.env.MAINPID);
const deadline = Date.now() + 60_000;

async function answers(): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

/** Whether the server's process still runs (unknown: assume it does). */
function serverRuns(): boolean {
  if (!Number.isInteger(mainPid) || mainPid <= 0) return true;
  try {
    process.kill(mainPid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function fail(reason: string): never {
  process.stderr.write(`${reason}: see journalctl -u praxis-web.\n`);
  process.exit(1);
}

while (!(await answers())) {
  if (!serverRuns()) fail("The server stopped while starting");
  if (Date.now() > deadline) fail(`No answer from ${url} within 60 s`);
  await sleep(200);
}
