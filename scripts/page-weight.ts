/**
 * What a prerendered page makes the browser download, counted from the build (so the figures
 * do not depend on the machine's speed): the HTML (its inline scripts, the speculation rules and
 * the JSON-LD, are part of it), the JavaScript it runs, its style sheets and the images and
 * videos it references. The JavaScript counts the modules written into the page (the site's and
 * the contact entry, decision 008) besides the files it loads; the page's total counts them once,
 * in the HTML.
 *
 * The JavaScript is the module graph followed from the page's `<script src>` tags and
 * `<link rel="modulepreload">` links through every chunk's static imports AND its dynamic
 * `import()`s, with the chunks Vite's preload helper fetches beside a dynamic import
 * (`__vite__mapDeps`). A dynamic import counts as loaded: the contact pages' island is imported
 * that way and a first visit transfers it (decision 011).
 */

import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { ISLAND_ATTRIBUTE } from "#app/browser/entries.ts";
import { CONTACT_PATHS } from "#content/contact-paths.ts";

export type PageWeight = {
  path: string;
  /** The HTML gzipped (the budget's unit since decision 008). */
  html: number;
  /** The HTML as the brotli the server sends. */
  htmlBrotli: number;
  /** The JavaScript the page runs, gzipped: its inline modules and the files it loads. */
  js: number;
  /** The same JavaScript as brotli (the files as the server sends them). */
  jsBrotli: number;
  css: number;
  media: number;
  /** Everything a first visit transfers to a browser that accepts brotli: HTML, JS, CSS, media. */
  total: number;
  requests: number;
};

const gzipped = (data: Buffer) => gzipSync(data, { level: 9 }).length;

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "").filter(Boolean);
}

/** One attribute's value of a tag's attribute text (`src="…"`, in any order, any quotes). */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
    "i",
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A same-site URL's path, or undefined for another origin. */
function sitePath(url: string, base = "/"): string | undefined {
  const resolved = new URL(url, new URL(base, "http://site.invalid"));
  return resolved.origin === "http://site.invalid" ? resolved.pathname : undefined;
}

/**
 * The scripts a page's HTML fetches itself: every `<script src>` (module or classic), the
 * island a script names in `data-island` (imported on demand, decision 017), and every
 * `<link rel="modulepreload">`, same-site only. Inline scripts are part of the HTML.
 */
export function scriptRoots(html: string): string[] {
  const roots = new Set<string>();
  for (const [, attributes = ""] of html.matchAll(/<script\b([^>]*)>/gi)) {
    for (const name of ["src", ISLAND_ATTRIBUTE]) {
      const url = attribute(attributes, name);
      const path = url === undefined ? undefined : sitePath(url);
      if (path) roots.add(path);
    }
  }
  for (const [, attributes = ""] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = attribute(attributes, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(attributes, "href");
    const path = rel.includes("modulepreload") && href ? sitePath(href) : undefined;
    if (path) roots.add(path);
  }
  return [...roots];
}

/** The code of the page's inline module scripts (the site's modules, written into the page). */
export function inlineModules(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => {
      return (
        attribute(attributes, "type") === "module" && attribute(attributes, "src") === undefined
      );
    })
    .map(([, , code = ""]) => code);
}

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` (minified or not). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*(["'`])((?:\.{1,2})?\/[^"'`\s]+?\.m?js)\1/g;
/** `import("./x.js")`, as Vite writes a dynamic import (with any of the three quotes). */
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(["'`])((?:\.{1,2})?\/[^"'`\s]+?\.m?js)\1\s*\)/g;
/**
 * The files Vite's preload helper fetches beside a dynamic import, listed once per chunk:
 * `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js",…])))=>…`. Their
 * paths are relative to the site's base, "/".
 */
const PRELOAD_DEPENDENCIES = /\bm\.f\s*=\s*\[([^\]]*)\]/g;
const STRING = /(["'`])([^"'`]+)\1/g;

/** The files one chunk loads: its static and dynamic imports and its preload dependencies. */
export function chunkImports(file: string, code: string): string[] {
  const imports = new Set<string>();
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of code.matchAll(pattern)) {
      const path = sitePath(match[2] ?? "", file);
      if (path) imports.add(path);
    }
  }
  for (const [, list = ""] of code.matchAll(PRELOAD_DEPENDENCIES)) {
    for (const [, , dependency = ""] of list.matchAll(STRING)) {
      const path = sitePath(dependency, "/");
      if (path?.endsWith(".js")) imports.add(path);
    }
  }
  return [...imports];
}

/** Every file reachable from `roots`; a file that is not in the build throws. */
export function moduleGraph(clientDir: string, roots: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(join(clientDir, file), "utf8");
    for (const imported of chunkImports(file, code)) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

const pageHtml = (clientDir: string, path: string) =>
  readFileSync(join(clientDir, path, "index.html"), "utf8");

/** The JavaScript files a page loads: its scripts and all they import, statically or not. */
export function pageScripts(clientDir: string, path: string): Set<string> {
  return moduleGraph(clientDir, scriptRoots(pageHtml(clientDir, path)));
}

export function pageWeight(clientDir: string, path: string): PageWeight {
  const file = join(clientDir, path, "index.html");
  const html = readFileSync(file);
  const text = html.toString("utf8");
  const scripts = moduleGraph(clientDir, scriptRoots(text));
  const styles = new Set(attributeValues(text, /<link rel="stylesheet" href="([^"]+)"/g));
  const media = new Set(
    attributeValues(text, /<(?:img|source|video)[^>]*?\s(?:src|poster)="(\/[^"]+)"/g),
  );
  // The build's own compressed copies (compress-assets.ts): what the server sends, and no file
  // is compressed again for every page that loads it.
  const size = (files: Iterable<string>, encoding: "gz" | "br") =>
    [...files].reduce(
      (sum, file) => sum + statSync(join(clientDir, `${file}.${encoding}`)).size,
      0,
    );
  const htmlBrotli = statSync(`${file}.br`).size;
  const inline = inlineModules(text).map((code) => Buffer.from(code));
  const inlineSize = (compress: (code: Buffer) => number) =>
    inline.reduce((sum, code) => sum + compress(code), 0);
  const filesBrotli = size(scripts, "br");
  const mediaBytes = [...media].reduce(
    (sum, item) => sum + statSync(join(clientDir, item)).size,
    0,
  );
  return {
    path,
    html: gzipped(html),
    htmlBrotli,
    js: size(scripts, "gz") + inlineSize(gzipped),
    jsBrotli: filesBrotli + inlineSize((code) => brotliCompressSync(code).length),
    css: size(styles, "gz"),
    media: mediaBytes,
    total: htmlBrotli + filesBrotli + size(styles, "br") + mediaBytes,
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

/** The pages with the contact form, the only ones that load the React island (decision 011). */
export const CONTACT_PAGES = CONTACT_PATHS;

export const isContactPage = (path: string) => (CONTACT_PAGES as readonly string[]).includes(path);

const KIB = 1024;

/**
 * Budgets that every page must keep, in bytes: HTML gzipped, JavaScript as brotli, media raw.
 * JavaScript (decision 011): a content page runs only the site's own small module, 4 KiB; a
 * contact page also the contact entry and the island that hydrates the form (React, React DOM,
 * zod and the wizard), 80 KiB in all, which a first visit to the form transfers (issue 31: was
 * 110 KiB; decision 020: 90 KiB before the form library went). No stylesheet: the CSS is in the
 * page.
 */
export const BUDGETS = {
  html: 24 * KIB,
  jsBrotli: 4 * KIB,
  css: 0,
  media: 400_000,
  requests: 30,
};
const CONTACT_PAGE_JS_BUDGET = 80 * KIB;

/**
 * Budgets of single media files, in bytes: any picture file, the hero AVIF at 800 px (the LCP
 * picture a phone loads first), a video. e2e/quality-media.spec.ts checks the served files
 * against them, and `npm run foto` writes a photo's files within them.
 */
export const MEDIA_FILE_BUDGETS = {
  picture: 200_000,
  heroAvif800: 60_000,
  video: 1_000_000,
} as const;

export function budgetFor(path: string): typeof BUDGETS {
  return isContactPage(path) ? { ...BUDGETS, jsBrotli: CONTACT_PAGE_JS_BUDGET } : BUDGETS;
}

export function overBudget(weight: PageWeight): string[] {
  const budget = budgetFor(weight.path);
  return (Object.keys(budget) as (keyof typeof budget)[])
    .filter((key) => weight[key] > budget[key])
    .map((key) => `${weight.path}: ${key} ${weight[key]} > ${budget[key]}`);
}

/**
 * Strings that only React's and React Router's builds contain: a chunk holding one is
 * framework code. React 19 tags its elements with `react.transitional.element` and points its
 * minified errors to react.dev; React Router's hydration reads `__reactRouterContext`.
 */
export const FRAMEWORK_MARKERS = [
  "react.transitional.element",
  "react.dev/errors/",
  "__reactRouterContext",
] as const;

export const frameworkMarkersIn = (code: string) =>
  FRAMEWORK_MARKERS.filter((marker) => code.includes(marker));
