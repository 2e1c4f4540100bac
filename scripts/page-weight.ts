/**
 * What a prerendered page makes the browser download, in gzipped bytes: the HTML, the JS its
 * module script imports (followed through every chunk's static imports), its style sheets and
 * the images and videos it references. Counted
 * from the build, so the figures do not depend on the machine's speed.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export type PageWeight = {
  path: string;
  html: number;
  js: number;
  /** The same JavaScript as the brotli the server sends to browsers that accept it. */
  jsBrotli: number;
  css: number;
  media: number;
  requests: number;
};

const gzipped = (data: Buffer) => gzipSync(data, { level: 9 }).length;

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "").filter(Boolean);
}

/** The page's module script imports its route modules and the entry, which need their chunks. */
const PAGE_IMPORT = /import(?: \* as \w+ from)? ?\(?"(\/assets\/[^"]+\.js)"/g;
const CHUNK_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;

function moduleGraph(clientDir: string, roots: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(join(clientDir, file), "utf8");
    for (const chunk of attributeValues(code, CHUNK_IMPORT)) visit(`/assets/${chunk}`);
  };
  for (const root of roots) visit(root);
  return files;
}

/** The JavaScript files a page's HTML loads: its module script's imports and all they import. */
const scriptsOf = (clientDir: string, html: string) =>
  moduleGraph(clientDir, attributeValues(html, PAGE_IMPORT));

export function pageScripts(clientDir: string, path: string): Set<string> {
  return scriptsOf(clientDir, readFileSync(join(clientDir, path, "index.html"), "utf8"));
}

export function pageWeight(clientDir: string, path: string): PageWeight {
  const html = readFileSync(join(clientDir, path, "index.html"));
  const text = html.toString("utf8");
  const scripts = scriptsOf(clientDir, text);
  const styles = new Set(attributeValues(text, /<link rel="stylesheet" href="([^"]+)"/g));
  const media = new Set(
    attributeValues(text, /<(?:img|source|video)[^>]*?\s(?:src|poster)="(\/[^"]+)"/g),
  );
  // The build's own compressed copies (compress-assets.ts): what the server sends, and no file
  // is compressed again for every page that loads it.
  const size = (files: Set<string>, encoding: "gz" | "br") =>
    [...files].reduce(
      (sum, file) => sum + statSync(join(clientDir, `${file}.${encoding}`)).size,
      0,
    );
  return {
    path,
    html: gzipped(html),
    js: size(scripts, "gz"),
    jsBrotli: size(scripts, "br"),
    css: size(styles, "gz"),
    media: [...media].reduce((sum, file) => sum + readFileSync(join(clientDir, file)).length, 0),
    requests: 1 + scripts.size + styles.size + media.size,
  };
}

/** One URL of every page type, as `npm run bench` measures them. */
export const BENCH_PAGES = [
  ["home", "/home"],
  ["psychotherapy landing", "/psychotherapie"],
  ["sports landing", "/sportphysiotherapie"],
  ["psychotherapy service", "/psychotherapie/leistungen/angststoerungen"],
  ["sports service", "/sportphysiotherapie/rehabilitation"],
  ["city page", "/psychotherapie/traumatherapie/fuerth"],
  ["FAQ", "/faq"],
  ["Kosten", "/psychotherapie/kosten"],
  ["contact", "/kontakt"],
  ["legal", "/impressum"],
] as const;

const KIB = 1024;

/**
 * Budgets that every page must keep, in bytes: HTML gzipped, JavaScript as the brotli the
 * server sends (decision 008: React, React DOM and React Router alone are 105 KiB gzipped,
 * 92 KiB as brotli), media raw. JavaScript: 100 KiB on a content page, 150 KiB on a contact
 * page, whose wizard (form library, schemas) no other page loads. No stylesheet: the CSS is in
 * the page.
 */
export const BUDGETS = {
  html: 24 * KIB,
  jsBrotli: 100 * KIB,
  css: 0,
  media: 400_000,
  requests: 30,
};
const CONTACT_PAGE_JS_BUDGET = 150 * KIB;

export function budgetFor(path: string): typeof BUDGETS {
  return path.endsWith("/kontakt") ? { ...BUDGETS, jsBrotli: CONTACT_PAGE_JS_BUDGET } : BUDGETS;
}

export function overBudget(weight: PageWeight): string[] {
  const budget = budgetFor(weight.path);
  return (Object.keys(budget) as (keyof typeof budget)[])
    .filter((key) => weight[key] > budget[key])
    .map((key) => `${weight.path}: ${key} ${weight[key]} > ${budget[key]}`);
}
