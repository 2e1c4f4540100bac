/**
 * The intake (INTAKE_LIMIT) through the real app: above it every visitor gets the 425 of
 * requirements §8 with Retry-After, /api/health says the form is closed and why, and the log
 * says so once per period. Time is an injected clock.
 */
import { afterEach, describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { readStore, startTestServer, type TestServer } from "#test-support/server/test-server.ts";

const RATE_LIMITED = {
  message:
    "Bitte warte etwas aus Sicherheitsgründen bis du erneut eine Kontakt-Anfrage abschicken kannst.",
};
const MINUTE = 60_000;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function startIntakeServer(env: Record<string, string>) {
  let now = new Date("2026-03-02T08:00:00.000Z");
  const logLines: string[] = [];
  server = await startTestServer({
    // The outbox does not run here: its backlog must not be what makes health degraded.
    env: { LOG_LEVEL: "info", MAIL_MAX_DELAY: "1d", ...env },
    parts: {
      clock: { now: () => now },
      logDestination: { write: (line) => void logLines.push(line) },
    },
    startJobs: false,
  });
  const { app } = server;
  let visitors = 0;
  /** A request from `remoteAddress`, by default a visitor nobody has seen yet. */
  const post = (payload: unknown = validPayload("general"), remoteAddress?: string) => {
    visitors += 1;
    return app.inject({
      method: "POST",
      url: "/api/notify/",
      remoteAddress: remoteAddress ?? `2001:db8:${visitors.toString(16)}::1`,
      headers: { "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  };
  const health = () => app.inject({ method: "GET", url: "/api/health" });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const linesWith = (text: string) => logLines.filter((line) => line.includes(text));
  return { app, post, health, advance, logLines, linesWith, dataDir: server.dataDir };
}

describe("INTAKE_LIMIT", () => {
  it("above 60 an hour: 425 with Retry-After, health 503 with the reason, one log line per period", async () => {
    const { post, health, advance, logLines, linesWith, dataDir } = await startIntakeServer({
      INTAKE_LIMIT: "60/1h",
      RATE_LIMIT_WINDOWS: "5/10m,20/24h",
    });
    for (let visitor = 0; visitor < 60; visitor += 1) expect((await post()).statusCode).toBe(201);
    expect((await health()).json().intake).toEqual({ status: "full", retryAfterSeconds: 3600 });

    advance(5 * MINUTE);
    for (let visitor = 0; visitor < 20; visitor += 1) {
      const refused = await post();
      expect(refused.statusCode).toBe(425);
      expect(refused.json()).toEqual(RATE_LIMITED);
      expect(refused.headers["retry-after"]).toBe("3300");
    }
    expect(readStore(dataDir, (store) => store.list())).toHaveLength(60);

    const full = await health();
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({
      status: "degraded",
      storage: "writable",
      intake: { status: "full", retryAfterSeconds: 3300 },
      message:
        "Das Kontaktformular nimmt gerade keine Anfragen mehr an: In der letzten Stunde sind 60 Anfragen eingegangen, so viele, wie INTAKE_LIMIT zulässt. Weitere Anfragen werden noch etwa 55 Minuten lang abgewiesen (425). Gezählt wird jeder Versuch, auch unvollständige und ungültige; „npm run requests -- list“ zeigt die gespeicherten. Sind es echte Anfragen, INTAKE_LIMIT erhöhen; bei einer Flut automatischer Anfragen genügt es abzuwarten.",
    });
    // Twenty refusals, one line.
    expect(linesWith('"intake-full"')).toHaveLength(1);
    expect(JSON.parse(linesWith('"intake-full"')[0] ?? "{}")).toMatchObject({
      level: 40,
      outcome: "intake-full",
      retryAfterSeconds: 3300,
    });

    // The window began with the first request: an hour later the form is open again.
    advance(55 * MINUTE);
    const open = await health();
    expect(open.statusCode).toBe(200);
    expect(open.json().intake).toEqual({ status: "open" });
    expect(open.json()).not.toHaveProperty("message");

    // The next period: sixty more get in, the rest are refused, one more line.
    for (let visitor = 0; visitor < 60; visitor += 1) expect((await post()).statusCode).toBe(201);
    for (let visitor = 0; visitor < 5; visitor += 1) expect((await post()).statusCode).toBe(425);
    expect(linesWith('"intake-full"')).toHaveLength(2);

    await server?.close();
    server = undefined;
    // The count of refused requests comes as one line per minute (here: at close).
    expect(linesWith('"contact requests rate limited"').map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ outcome: "rate-limited", refused: 25, byIntake: 25 }),
    ]);
    // No address ever reaches the log.
    expect(logLines.filter((line) => /2001:db8|127\.0\.0\.1/.test(line))).toEqual([]);
  });

  it("a request refused by its client's limit uses up nothing of the intake", async () => {
    const { post, health } = await startIntakeServer({
      INTAKE_LIMIT: "3/1h",
      RATE_LIMIT_WINDOWS: "1/1h",
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await post(validPayload("general"), "203.0.113.7")).statusCode);
    }
    expect(statuses).toEqual([201, 425, 425, 425, 425]);
    expect((await health()).json().intake).toEqual({ status: "open" });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(425);
    expect((await health()).statusCode).toBe(503);
  });

  it("counts every request that passes its client's limit, a malformed one too (before the body is read)", async () => {
    const { post } = await startIntakeServer({ INTAKE_LIMIT: "2/1h" });
    expect((await post("{ not json")).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(425);
  });

  it("off: health reports it and nothing is refused", async () => {
    const { post, health } = await startIntakeServer({ INTAKE_LIMIT: "off" });
    for (let visitor = 0; visitor < 100; visitor += 1) expect((await post()).statusCode).toBe(201);
    const answer = await health();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().intake).toEqual({ status: "off" });
  });
});
