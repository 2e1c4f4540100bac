/**
 * Site measurements for one URL of every page type: page weights from the build and Lighthouse
 * mobile (its defaults: simulated slow 4G, 4× CPU slowdown), each the median of three runs,
 * against the production server. Run by `npm run bench` after a build; prints the table and
 * exits non-zero when a budget breaks. Budgets are scores and bytes only: a time depends on
 * the machine, so FCP, LCP and TBT are printed, never checked. A last row measures an empty
 * page the same way: the machine's floor in this run.
 * `node scripts/bench-site.ts /a /b` measures other URLs; RUNS=1 for a quick look.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumLaunch } from "../playwright.config.ts";
import { freePort } from "../server/test-support/free-port.ts";
import { BENCH_PAGES, budgetFor, overBudget, pageWeight } from "./page-weight.ts";

const PAGES = process.argv.length > 2 ? process.argv.slice(2) : BENCH_PAGES.map(([, path]) => path);
const RUNS = Number(process.env.RUNS ?? 3);
/** Lighthouse mobile scores (0–100) each page must reach, and its layout shift. */
const SCORE_BUDGETS = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
const CLS_BUDGET = 0;
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer ${url}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

type NetworkRequests = { items?: { resourceType?: string; transferSize?: number }[] };

/** The bytes of JavaScript a Lighthouse run saw on the wire, headers included. */
const scriptTransferBytes = (lhr: { audits: Record<string, { details?: unknown }> }) =>
  ((lhr.audits["network-requests"]?.details as NetworkRequests | undefined)?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const problems: string[] = [];

const weights = PAGES.map((path) => {
  const weight = pageWeight(clientDir, path);
  problems.push(...overBudget(weight));
  return weight;
});
console.log(
  "Page weight in KiB (HTML and CSS gzip, JS gzip and as the brotli the server sends, media raw)",
);
console.table(
  weights.map((weight) => ({
    path: weight.path,
    html: kib(weight.html),
    css: kib(weight.css),
    "js gz": kib(weight.js),
    "js br": kib(weight.jsBrotli),
    "js br budget": kib(budgetFor(weight.path).jsBrotli),
    media: kib(weight.media),
    requests: weight.requests,
  })),
);

/**
 * A page of one heading and one sentence, without script or stylesheet, served by a bare Node
 * server: what Lighthouse measures on this machine before any byte of the site matters. Its
 * row is printed under the pages so each run shows the machine's floor; it is never checked
 * (on the 2-core bench VM it measured TBT 0–182 ms, median 64, decision 008).
 */
const CONTROL_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kontrolle</title></head><body><h1>Kontrolle</h1><p>Eine Seite ohne Skript und Stylesheet.</p></body></html>';

async function startControlServer(): Promise<{ url: string; close: () => void }> {
  const control = createHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(CONTROL_PAGE);
  });
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
  const address = control.address();
  const controlPort = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${controlPort}/`, close: () => control.close() };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * RUNS Lighthouse results for one URL. A run whose trace Lighthouse could not read
 * (NO_NAVSTART, about 1 in 30 here) is a failed measurement, not a result: it is repeated, a
 * few times at most.
 */
async function lighthouseRuns(url: string, categories: string[]): Promise<Lhr[]> {
  const runs: Lhr[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.warn(`${url}: Lighthouse run failed: ${lhr?.runtimeError?.code ?? "no result"}`);
      continue;
    }
    runs.push(lhr);
  }
  return runs;
}

/** The medians of the runs' scores and metrics, and the JavaScript they transferred. */
function tableRow(label: string, runs: Lhr[]): Record<string, string | number> {
  const row: Record<string, string | number> = { path: label };
  for (const category of Object.keys(SCORE_BUDGETS)) {
    const scores = runs.flatMap((lhr) => {
      const score = lhr.categories[category]?.score;
      return score === undefined || score === null ? [] : [Math.round(score * 100)];
    });
    row[category] = scores.length > 0 ? median(scores) : "";
  }
  for (const [name, audit] of Object.entries(METRICS)) {
    const value = median(runs.map((lhr) => lhr.audits[audit]?.numericValue ?? Number.NaN));
    row[name] = name === "CLS" ? Number(value.toFixed(3)) : Math.round(value);
  }
  row["JS KiB (transfer)"] = kib(median(runs.map(scriptTransferBytes)));
  return row;
}

const port = await freePort();
const server = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(join(tmpdir(), "bench-site-")),
    LOG_LEVEL: "warn",
    SITE_DIR: clientDir,
  },
  stdio: "inherit",
});
const debuggingPort = await freePort();
const browser = await chromium.launch({
  ...chromiumLaunch,
  args: [...chromiumLaunch.args, `--remote-debugging-port=${debuggingPort}`],
});
const control = await startControlServer();
try {
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  const rows = [];
  for (const path of PAGES) {
    const runs = await lighthouseRuns(
      `http://127.0.0.1:${port}${path}`,
      Object.keys(SCORE_BUDGETS),
    );
    if (runs.length < RUNS) {
      problems.push(`${path}: Lighthouse gave ${runs.length} of ${RUNS} runs`);
    }
    if (runs.length === 0) continue;
    const row = tableRow(path, runs);
    for (const [category, budget] of Object.entries(SCORE_BUDGETS)) {
      const score = Number(row[category]);
      if (score < budget) {
        const failing = new Set(
          runs.flatMap((lhr) =>
            (lhr.categories[category]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => ref.id),
          ),
        );
        problems.push(
          `${path}: Lighthouse ${category} ${score} < ${budget} (${[...failing].join(", ")})`,
        );
      }
    }
    if (Number(row.CLS) > CLS_BUDGET) problems.push(`${path}: CLS ${row.CLS} > ${CLS_BUDGET}`);
    rows.push(row);
  }
  const controlRuns = await lighthouseRuns(control.url, ["performance"]);
  if (controlRuns.length > 0) rows.push(tableRow("control: empty page", controlRuns));
  console.log(
    `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "one run"}, mobile (simulated slow 4G, 4x CPU slowdown); ms for FCP, LCP, TBT; budgets:`,
    SCORE_BUDGETS,
    `CLS ${CLS_BUDGET}`,
  );
  console.table(rows);
} finally {
  await browser.close();
  server.kill("SIGTERM");
  control.close();
}

if (problems.length > 0) {
  console.error(`Budgets broken:\n  ${problems.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("All budgets hold.");
}
