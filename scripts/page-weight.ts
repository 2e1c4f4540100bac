/**
 * What a prerendered page makes the browser download, in gzipped bytes: the HTML, the JS it
 * preloads and imports, its style sheets and the images and videos it references. Counted
 * from the build, so the figures do not depend on the machine's speed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export type PageWeight = {
  path: string;
  html: number;
  js: number;
  css: number;
  media: number;
  requests: number;
};

const gzipped = (data: Buffer) => gzipSync(data, { level: 9 }).length;

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "").filter(Boolean);
}

export function pageWeight(clientDir: string, path: string): PageWeight {
  const html = readFileSync(join(clientDir, path, "index.html"));
  const text = html.toString("utf8");
  const scripts = new Set([
    ...attributeValues(text, /<link rel="modulepreload" href="([^"]+)"/g),
    ...attributeValues(text, /import "([^"]+\.js)"/g),
  ]);
  const styles = new Set(attributeValues(text, /<link rel="stylesheet" href="([^"]+)"/g));
  const media = new Set(
    attributeValues(text, /<(?:img|source|video)[^>]*?\s(?:src|poster)="(\/[^"]+)"/g),
  );
  const size = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipped(readFileSync(join(clientDir, file))), 0);
  return {
    path,
    html: gzipped(html),
    js: size(scripts),
    css: size(styles),
    media: [...media].reduce((sum, file) => sum + readFileSync(join(clientDir, file)).length, 0),
    requests: 1 + scripts.size + styles.size + media.size,
  };
}

/**
 * Budgets in gzipped bytes (media: raw bytes) that every listed page must keep. React, React
 * Router and the hydration entry are about 115 kB of every page's JS; a page's own module and
 * copy add the rest. The contact pages add the wizard (form library, schemas), which no other
 * page loads.
 */
export const BUDGETS = { html: 20_000, js: 135_000, css: 15_000, media: 400_000, requests: 30 };
const CONTACT_PAGE_JS_BUDGET = 175_000;

export function budgetFor(path: string): typeof BUDGETS {
  return path.endsWith("/kontakt") ? { ...BUDGETS, js: CONTACT_PAGE_JS_BUDGET } : BUDGETS;
}

export function overBudget(weight: PageWeight): string[] {
  const budget = budgetFor(weight.path);
  return (Object.keys(budget) as (keyof typeof budget)[])
    .filter((key) => weight[key] > budget[key])
    .map((key) => `${weight.path}: ${key} ${weight[key]} > ${budget[key]}`);
}
