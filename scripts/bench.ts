/**
 * npm run bench: throughput and tail latency of the notify endpoint next to a bare Fastify
 * route in the same run, plus static page serving when a site build exists. Figures only, no
 * pass/fail.
 *
 * The real server runs in this process on a free loopback port with a temporary DATA_DIR
 * (SQLite, synchronous=FULL) and .eml mail, rate limit set very high. The bare route parses the
 * same JSON body and answers 201 { id }: the ratio shows what validation, the durable commit,
 * rate limiting and logging cost. Every notify request carries a fresh id, so each one is a real
 * insert. autocannon runs in the same process (one event loop for both sides), which lowers
 * both figures alike.
 *
 * The notify endpoint runs twice: with encryption off (payload stored as JSON) and on
 * (MAIL_PGP_KEY_FILE with a curve25519 key made here: each request is composed, sealed as
 * PGP/MIME and stored as ciphertext), both for the general form and the larger psychotherapy form.
 *
 * Settings: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 10).
 */
import { existsSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import autocannon, { type Result } from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { type FormType, suffixFor } from "#contact/form-types.ts";
import { createRequestId } from "#contact/payload.ts";
import { buildServer } from "#server/build-server.ts";
import { loadConfig } from "#server/config.ts";
import { readSiteManifest, siteManifestFile } from "#server/site-manifest.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { makeKeyPair } from "#test-support/server/pgp-keys.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { readStore } from "#test-support/server/test-server.ts";
import { CLIENT_DIR } from "./build-dir.ts";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The site to serve: SITE_DIR, or the build's client folder as bench-site.ts reads it. */
const siteDir = process.env.SITE_DIR ?? CLIENT_DIR;

function baseUrl(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** POSTs a form's payload, each request with a new id. */
function postWithFreshIds(url: string, path: string, formType: FormType = "general") {
  const template = validPayload(formType);
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        path,
        headers: { "content-type": "application/json; charset=utf-8" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ ...template, id: createRequestId() }),
        }),
      },
    ],
  });
}

const figures = (result: Result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  total: Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0),
});

const line = (label: string, result: ReturnType<typeof figures>) =>
  `${label.padEnd(42)}${result.rps.toFixed(0).padStart(8)} req/s   p99 ${String(result.p99).padStart(4)} ms` +
  (result.non2xx || result.errors ? `   (${result.non2xx} non-2xx, ${result.errors} errors)` : "");

/** The real server on a free loopback port, its DATA_DIR in `dataDir`. */
async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "error",
    RATE_LIMIT_WINDOWS: "1000000000/1s",
    INTAKE_LIMIT: "off",
    ...(siteDir ? { SITE_DIR: siteDir } : {}),
    ...env,
  });
  const server = await buildServer(config);
  await server.listen({ port: 0, host: "127.0.0.1" });
  server.backgroundJobs.start();
  return { server, config };
}

async function main() {
  const temp = makeTempDir("notify-bench-");
  const sealedTemp = makeTempDir("notify-bench-pgp-");
  const keyDir = makeTempDir("notify-bench-key-");
  const keyFile = join(keyDir.path, "praxis.asc");
  writeFileSync(keyFile, (await makeKeyPair({ name: "Praxis Bench" })).publicArmored);
  const { server, config } = await startServer(temp.path);
  const { server: sealed } = await startServer(sealedTemp.path, { MAIL_PGP_KEY_FILE: keyFile });

  const bare = Fastify();
  bare.post("/bare", async (request, reply) =>
    reply.code(201).send({ id: (request.body as { id?: string }).id }),
  );
  await bare.listen({ port: 0, host: "127.0.0.1" });

  console.log(
    `Benchmark: ${duration} s per run, ${connections} connections, Node ${process.version}, loopback.\n`,
  );
  try {
    const bareResult = figures(await postWithFreshIds(baseUrl(bare), "/bare"));
    const notifyResult = figures(await postWithFreshIds(baseUrl(server), "/api/notify/"));
    console.log(line("bare Fastify route (POST /bare)", bareResult));
    console.log(line("notify (general, encryption off)", notifyResult));
    console.log(
      `${"notify / bare".padEnd(42)}${(notifyResult.rps / bareResult.rps).toFixed(2).padStart(8)} × req/s  p99 ${(notifyResult.p99 / Math.max(bareResult.p99, 1)).toFixed(1)} ×`,
    );
    const stored = readStore(temp.path, (store) => store.list().length);
    const created = notifyResult.total - notifyResult.non2xx;
    // Requests still in flight when a run ends are stored but their answers are not counted.
    console.log(`${"".padEnd(42)}${stored} requests stored, ${created} answers 201 counted.`);

    const psychotherapie = `/api/notify/${suffixFor("psychotherapie")}`;
    const runs = [
      ["general, encryption on", baseUrl(sealed), "/api/notify/", "general"],
      ["psychotherapie, encryption off", baseUrl(server), psychotherapie, "psychotherapie"],
      ["psychotherapie, encryption on", baseUrl(sealed), psychotherapie, "psychotherapie"],
    ] as const;
    for (const [label, url, path, formType] of runs) {
      console.log(line(`notify (${label})`, figures(await postWithFreshIds(url, path, formType))));
    }
    const pagePath = staticPagePath(config.siteDir);
    if (pagePath) {
      const page = figures(
        await autocannon({ url: `${baseUrl(server)}${pagePath}`, connections, duration }),
      );
      console.log(line(`static page (GET ${pagePath})`, page));
    } else {
      console.log(
        `static page: skipped, no site build in ${config.siteDir} (run the build first).`,
      );
    }
  } finally {
    await bare.close();
    await server.close();
    await sealed.close();
    temp.remove();
    sealedTemp.remove();
    keyDir.remove();
  }
}

/** A prerendered page to fetch: /home when the build has it, else its first page. */
function staticPagePath(siteDir: string): string | undefined {
  // site.json says a build is there (the build writes it last).
  if (!existsSync(siteManifestFile(siteDir))) return undefined;
  const { pages } = readSiteManifest(siteManifestFile(siteDir));
  return pages.includes("/home") ? "/home" : (pages[0] ?? "/");
}

await main();
