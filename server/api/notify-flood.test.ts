/**
 * A flood over real HTTP on the loopback interface, bounded in count: 10,000 requests from
 * 2,000 X-Forwarded-For clients behind a trusted proxy, no intake limit (notify-intake.test.ts
 * has that). What must hold: one /64 is one client, the limiter's memory stays what it was at
 * start, a flood costs a handful of log lines instead of three per request, and a fresh visitor
 * still gets through during it. The figures are printed.
 */
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { parseRateLimitWindows } from "#server/rate-limit/window-syntax.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { resourcesPerTest } from "#test-support/server/fixtures.ts";
import { startTestServer } from "#test-support/server/test-server.ts";

const resources = resourcesPerTest();

const REQUESTS = 10_000;
const CLIENTS = 2_000;
const CONCURRENCY = 32;
/** The middle of a 10-minute window. */
const FLOOD_TIME = Date.UTC(2026, 10, 26, 12, 5);

/** Client n: IPv4 for even n, an address in its own IPv6 /64 for odd n. */
const clientAddress = (n: number) =>
  n % 2 === 0 ? `198.18.${(n >> 8) & 0xff}.${n & 0xff}` : `2001:db8:${n.toString(16)}:1::${n}`;

async function startFloodServer(maxClients = 10_000) {
  const logLines: string[] = [];
  const rateLimiter = createRateLimiter({
    windows: parseRateLimitWindows("2/10m"),
    maxClients,
    // A fixed hash key: which clients share counters is the same on every run.
    seed: new Uint8Array(32).fill(3),
  });
  const server = await startTestServer({
    env: { TRUST_PROXY: "loopback", LOG_LEVEL: "info" },
    parts: {
      rateLimiter,
      logDestination: { write: (line) => void logLines.push(line) },
      // The windows are fixed slices of the clock (floor(now / 10 min)): on the real clock a run
      // that spans a 10-minute boundary starts every count afresh and lets twice as many through.
      clock: { now: () => new Date(FLOOD_TIME) },
    },
    startJobs: false,
  });
  resources.server = server;
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  const post = (forwardedFor: string, body: unknown = {}) =>
    fetch(`http://127.0.0.1:${port}/api/notify/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify(body),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  return { rateLimiter, logLines, post };
}

describe("a flood", () => {
  it("six addresses of one /64 share one quota; IPv4 addresses do not", async () => {
    const { post } = await startFloodServer();
    const slash64 = [1, 2, 3, 0xffff, 0xabcd, 6].map((n) => `2001:db8:77:88::${n.toString(16)}`);
    const statuses: number[] = [];
    for (const address of slash64) statuses.push(await post(address));
    // Allowed ones reach validation (400 for the empty body), the rest are limited.
    expect(statuses).toEqual([400, 400, 425, 425, 425, 425]);
    expect(await post("2001:db8:77:89::1")).toBe(400);
    expect(await post("198.51.100.1")).toBe(400);
    expect(await post("198.51.100.2")).toBe(400);
  });

  it("10,000 requests from 2,000 clients: fixed memory, few log lines, a fresh visitor gets 201", async () => {
    const { rateLimiter, logLines, post } = await startFloodServer();
    const capacity = rateLimiter.capacity();
    const heapBefore = process.memoryUsage().heapUsed;
    const statuses = new Map<number, number>();
    let sent = 0;
    const longHeader = `${"203.0.113.9, ".repeat(1_150)}203.0.113.10`;
    const worker = async () => {
      while (sent < REQUESTS) {
        const n = sent;
        sent += 1;
        // Every 49th request carries an overlong header (15 KB): keyed by the proxy instead.
        // (49 and 2,000 share no factor: every client still sends at least four of its own.)
        const forwardedFor = n % 49 === 0 ? longHeader : clientAddress(n % CLIENTS);
        const status = await post(forwardedFor);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const flood = Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // During the flood (a quarter sent), a visitor nobody has seen before gets through.
    while (sent < REQUESTS / 4) await new Promise((resolve) => setImmediate(resolve));
    const fresh = await post("192.0.2.200", validPayload("general"));
    expect(sent).toBeLessThan(REQUESTS);
    await flood;
    expect(fresh).toBe(201);

    const limited = statuses.get(425) ?? 0;
    const lines = logLines.length;
    const limitLines = logLines.filter((line) => line.includes('"rate-limited"')).length;
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    console.info(
      `flood: ${REQUESTS} requests from ${CLIENTS} clients (${Math.ceil(REQUESTS / 49)} of them with a 15 KB X-Forwarded-For): ` +
        `${[...statuses].map(([status, count]) => `${count}×${status}`).join(", ")}; ` +
        `log lines ${lines} (rate-limit lines ${limitLines}); limiter ${rateLimiter.size()} of ${capacity} counters in use; ` +
        `heap ${(heapBefore / 1e6).toFixed(1)} MB → ${((heapBefore + heapGrowth) / 1e6).toFixed(1)} MB`,
    );

    // At most two allowed per client (the overlong headers all count for the proxy's one
    // address); the sketch may over-count a few clients, never under-count one.
    const allowed = statuses.get(400) ?? 0;
    expect(allowed).toBeLessThanOrEqual(2 * CLIENTS + 2);
    expect(allowed).toBeGreaterThan(0.99 * (2 * CLIENTS + 2));
    expect(limited).toBe(REQUESTS - allowed);
    // A limited request writes no line of its own: one per limited client and window.
    expect(limitLines).toBeLessThanOrEqual(CLIENTS + 1);
    expect(limitLines).toBeGreaterThan(0);
    // Each allowed (invalid) request: its outcome line and its request line.
    expect(lines).toBeLessThanOrEqual(2 * (REQUESTS - limited) + limitLines + 5);
    // Memory was allocated at start (one window, four rows of 10,000 counters) and stayed so.
    expect(capacity).toBe(40_000);
    expect(rateLimiter.capacity()).toBe(capacity);
    expect(rateLimiter.size()).toBeGreaterThan(0);
    expect(rateLimiter.size()).toBeLessThanOrEqual(capacity);
  }, 180_000);
});
