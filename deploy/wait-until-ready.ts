/**
 * ExecStartPost of praxis-web.service: waits until the server answers on its HOST and PORT, so
 * that `systemctl start` returns once the site is up, and a server that stops while starting
 * (a setting it refuses, an unreadable key file) fails the start instead of showing
 * "active (running)". Any HTTP answer counts: a degraded server (503) is up, and its health
 * answer says why.
 */
import { setTimeout as sleep } from "node:timers/promises";

const url = `http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? "3000"}/api/health`;
const deadline = Date.now() + 60_000;

async function answers(): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

while (!(await answers())) {
  if (Date.now() > deadline) {
    process.stderr.write(`No answer from ${url} within 60 s: see journalctl -u praxis-web.\n`);
    process.exit(1);
  }
  await sleep(200);
}
