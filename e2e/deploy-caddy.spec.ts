/**
 * Production as docs/operations.md sets it up: real Caddy with deploy/Caddyfile as written, in
 * front of the built server run as deploy/praxis-web.service runs it (HOST=127.0.0.1,
 * TRUST_PROXY=loopback), all on loopback. Over HTTPS: pages and the notify endpoints answer,
 * plain HTTP redirects, a forged X-Forwarded-For never buys a fresh quota, health answers
 * through the proxy, a request in flight during a restart is answered and stored once, and a
 * page while the server stays away is the build's restart page.
 */
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import type { FormType } from "#contact/form-types.ts";
import { contactRequestUrl } from "#contact/send.ts";
import { practice } from "#content/practice.ts";
import { RATE_LIMITED_MESSAGE } from "#server/api/messages.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { freePort } from "#test-support/server/free-port.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { CLIENT_DIR } from "../scripts/build-dir.ts";
import { type Caddy, startCaddy } from "./caddy-proxy.ts";
import { type UpstreamServer, upstreamServer } from "./upstream-server.ts";

const SITE_DIR = CLIENT_DIR;
const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

type Setup = { caddy: Caddy; server: UpstreamServer };

// One Caddy and one server for the whole file: the tests restart the server in turn.
test.describe.configure({ mode: "serial" });

const state: { setup?: Setup; dataDir?: ReturnType<typeof makeTempDir> } = {};

function started(): Setup {
  if (!state.setup) throw new Error("Caddy and the server did not start");
  return state.setup;
}

test.beforeAll(async () => {
  state.dataDir = makeTempDir("deploy-e2e-");
  const server = upstreamServer({
    port: await freePort(),
    dataDir: state.dataDir.path,
    siteDir: SITE_DIR,
    // One window of 30 days, the longest allowed: the six requests of the forged-header test
    // fall into one window without waiting for a fresh one (the windows are slices of the clock).
    env: { RATE_LIMIT_WINDOWS: "5/30d" },
  });
  await server.start();
  try {
    state.setup = { server, caddy: await startCaddy(server.address) };
  } catch (error) {
    await server.stop();
    throw error;
  }
});

test.afterAll(async () => {
  await state.setup?.caddy.stop();
  await state.setup?.server.stop();
  state.dataDir?.remove();
});

/** A valid request of `formType`, sent as the form sends it; returns the payload and answer. */
async function send(
  caddy: Caddy,
  formType: FormType,
  options: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const payload = options.payload ?? validPayload(formType);
  const answer = await caddy.https(contactRequestUrl("/api/notify/", formType), {
    method: "POST",
    headers: { ...JSON_HEADERS, ...options.headers },
    body: JSON.stringify(payload),
  });
  return { id: String(payload.id), payload, ...answer };
}

/** A restart as systemd does it: SIGTERM, wait for the exit, start again (fresh memory). */
async function restart(server: UpstreamServer) {
  expect(await server.stop()).toBe(0);
  await server.start();
}

test("pages, the three notify endpoints and health answer over HTTPS; HTTP redirects", async () => {
  const { caddy, server } = started();
  await restart(server);
  for (const path of ["/home", "/psychotherapie", "/sportphysiotherapie", "/faq", "/kontakt"]) {
    const page = await caddy.https(path);
    expect(page.status, path).toBe(200);
    expect(page.body, path).toContain('<html lang="de"');
  }
  expect((await caddy.https("/gibt-es-nicht")).status).toBe(404);

  for (const formType of ["general", "psychotherapie", "sportphysiotherapie"] as const) {
    const answer = await send(caddy, formType);
    expect(answer.status, formType).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ id: answer.id });
    expect(server.storedCount(answer.id)).toBe(1);
  }

  const redirect = await caddy.http("/faq?frage=1");
  expect(redirect.status).toBe(308);
  expect(redirect.headers.location).toBe(`https://localhost:${caddy.httpsPort}/faq?frage=1`);

  const health = await caddy.https("/api/health");
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body)).toMatchObject({ status: "ok", storage: "writable" });
});

test("the server's own headers arrive unchanged and once; Caddy keeps no access log", async () => {
  const { caddy } = started();
  const page = await caddy.https("/psychotherapie?name=Erika");
  const api = await caddy.https("/api/health");
  for (const answer of [page, api]) {
    // Node joins a repeated header with ", ": a second copy would show as a longer value.
    expect(answer.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src/);
    expect(String(answer.headers["content-security-policy"]).match(/default-src/g)).toHaveLength(1);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  }
  expect(api.headers["cache-control"]).toBe("no-store");
  expect(caddy.log()).not.toContain("Erika");
  expect(caddy.log()).not.toContain('"uri"');
});

test("a forged X-Forwarded-For never counts: the sixth request from one client gets 425", async () => {
  const { caddy, server } = started();
  await restart(server);
  // The limiter's windows are slices of the clock: all six requests must count in one. A 30-day
  // window ends within the next minute once a month; then wait for the fresh one.
  const windowMs = 30 * 24 * 60 * 60_000;
  await waitFor("a fresh window", () => windowMs - (Date.now() % windowMs) > 60_000, {
    timeoutMs: 70_000,
    intervalMs: 500,
  });
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const answer = await send(caddy, "general", {
      headers: { "x-forwarded-for": `203.0.113.${attempt}` },
    });
    statuses.push(answer.status);
    if (answer.status === 425) {
      expect(JSON.parse(answer.body)).toEqual({ message: RATE_LIMITED_MESSAGE });
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 425]);
});

test("a request in flight while the server restarts is answered, and sent again stored once", async () => {
  const { caddy, server } = started();
  await restart(server);
  const payload = validPayload("psychotherapie");
  const body = JSON.stringify(payload);
  const half = Math.floor(body.length / 2);
  const before = server.bytesRead();
  const inFlight = caddy.openHttps(contactRequestUrl("/api/notify/", "psychotherapie"), {
    method: "POST",
    headers: { ...JSON_HEADERS, "content-length": String(Buffer.byteLength(body)) },
  });
  inFlight.write(body.slice(0, half));
  // Caddy has passed the request's start on and the server has read it: the request is under
  // way there. (An open connection alone is not: one the server has read nothing from is closed
  // at the stop, as a browser's unused preconnect is; server/client-errors.ts.)
  await waitFor("the server to read the request's start", () =>
    [...server.bytesRead()].some(([peer, bytes]) => bytes > (before.get(peer) ?? 0)),
  );

  const exited = server.signalStop();
  // The rest of the body arrives while the server is stopping: it still answers this request.
  inFlight.end(body.slice(half));
  const answer = await inFlight.answer;
  expect(answer.status, server.logTail()).toBe(201);
  expect(await exited).toBe(0);

  await server.start();
  const again = await send(caddy, "psychotherapie", { payload });
  expect(again.status).toBe(201);
  expect(JSON.parse(again.body)).toEqual({ id: payload.id });
  expect(server.storedCount(String(payload.id))).toBe(1);
});

test("while the server restarts, a page waits for it and a form's request is refused at once, as JSON or as a page", async () => {
  const { caddy, server } = started();
  expect(await server.stop()).toBe(0);
  const page = caddy.https("/sportphysiotherapie");
  // Caddy 2.6 cannot send a body twice: the form gets a German message and keeps its entries.
  const refused = await send(caddy, "sportphysiotherapie");
  expect(refused.status).toBe(502);
  expect(refused.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(refused.headers["cache-control"]).toBe("no-store");
  expect(JSON.parse(refused.body).message).toMatch(/^Der Server ist gerade nicht erreichbar\./);
  // A form the browser posts itself (no JavaScript) gets a page to read, with the way back.
  const posted = await caddy.https("/api/notify/physiotherapie", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "vorname=Mia&mode=sportphysiotherapie",
  });
  expect(posted.status).toBe(502);
  expect(posted.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(posted.headers["cache-control"]).toBe("no-store");
  expect(posted.body).toContain('<html lang="de">');
  expect(posted.body).toContain("Der Server ist gerade nicht erreichbar.");
  expect(posted.body).toContain("Gehen Sie mit der Zurück-Taste Ihres Browsers");
  expect(posted.body).not.toContain("Mia");

  await server.start();
  expect((await page).status).toBe(200);
  const again = await send(caddy, "sportphysiotherapie", { payload: refused.payload });
  expect(again.status).toBe(201);
  expect(server.storedCount(refused.id)).toBe(1);
});

test("a server that stays away: after the wait, the build's restart page in German, with phone and e-mail", async () => {
  // A Caddy of its own in front of the server, with a short RESTART_WAIT: after it, Caddy gives
  // up and answers itself.
  const { server } = started();
  const caddy = await startCaddy(server.address, { restartWait: "1s" });
  try {
    expect(await server.stop()).toBe(0);
    const page = await caddy.https("/faq");
    expect(page.status).toBe(503);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
    expect(page.body).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(page.body).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    );
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
    expect(page.body).toContain(`href="${practice.phone.href}"`);
    expect(page.body).toContain(`>${practice.phone.display}</a>`);
    expect(page.body).toContain(`href="mailto:${practice.email}"`);
    // Caddy's own answer carries the site's protection, and a policy that allows exactly the
    // page's own style.
    expect(page.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? "";
    expect(style).toContain("--color-primary");
    const hash = createHash("sha256").update(style).digest("base64");
    expect(page.headers["content-security-policy"]).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    // The API keeps its JSON answer.
    const api = await caddy.https("/api/health");
    expect(api.status).toBe(502);
    expect(api.headers["content-type"]).toBe("application/json; charset=utf-8");
  } finally {
    await caddy.stop();
    await server.start();
  }
});
