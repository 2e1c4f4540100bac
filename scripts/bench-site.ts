/**
 * Site measurements: page weights from the build (checked against budgets) and Lighthouse
 * mobile scores of the key pages served by the production server (checked against budgets).
 * Run by `npm run bench` after a build; prints figures, exits non-zero when a budget breaks.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumLaunch } from "../playwright.config.ts";
import { BUDGETS, overBudget, pageWeight } from "./page-weight.ts";

const PAGES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        "/home",
        "/psychotherapie",
        "/sportphysiotherapie",
        "/psychotherapie/leistungen/angststoerungen",
        "/psychotherapie/faq",
        "/kontakt",
      ];
/** Lighthouse mobile scores (0–100) each page must reach. */
const SCORE_BUDGETS = { performance: 90, accessibility: 100, "best-practices": 100, seo: 100 };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer ${url}`);
}

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const problems: string[] = [];

console.log(
  "Page weight (gzipped bytes; media raw bytes); budgets:",
  BUDGETS,
  "(contact pages: more JS)",
);
console.table(
  PAGES.map((path) => {
    const weight = pageWeight(clientDir, path);
    problems.push(...overBudget(weight));
    return weight;
  }),
);

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
try {
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  const rows = [];
  for (const path of PAGES) {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: debuggingPort,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(SCORE_BUDGETS),
    });
    const runtimeError = result?.lhr.runtimeError;
    if (runtimeError)
      problems.push(`${path}: Lighthouse failed: ${runtimeError.code} ${runtimeError.message}`);
    const categories = result?.lhr.categories ?? {};
    const row: Record<string, string | number> = { path };
    for (const [category, budget] of Object.entries(SCORE_BUDGETS)) {
      const score = Math.round((categories[category]?.score ?? 0) * 100);
      row[category] = score;
      if (score < budget) {
        const failing = (categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (result?.lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        problems.push(
          `${path}: Lighthouse ${category} ${score} < ${budget} (${failing.join(", ")})`,
        );
      }
    }
    const audits = result?.lhr.audits ?? {};
    row.LCP = Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0);
    row.CLS = Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3));
    rows.push(row);
  }
  console.log("Lighthouse, mobile (simulated slow 4G, 4x CPU slowdown); budgets:", SCORE_BUDGETS);
  console.table(rows);
} finally {
  await browser.close();
  server.kill("SIGTERM");
}

if (problems.length > 0) {
  console.error(`Budgets broken:\n  ${problems.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("All budgets hold.");
}
