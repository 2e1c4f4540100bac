import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import {
  BUDGETS,
  budgetFor,
  CONTACT_PAGES,
  chunkImports,
  frameworkMarkersIn,
  inlineModules,
  moduleGraph,
  overBudget,
  type PageWeight,
  pageScripts,
  pageWeight,
  scriptRoots,
} from "./page-weight.ts";

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir("page-weight-test-");
});
afterEach(() => temp.remove());

/** Writes a file of the fake build with its brotli and gzip copies, as compress-assets does. */
function write(path: string, content: string | Buffer, compressed = true): void {
  const file = join(temp.path, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (!compressed) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

const brotliSize = (content: string) => brotliCompressSync(content).length;

describe("scriptRoots", () => {
  it("takes every same-site script src and modulepreload link, in any attribute order", () => {
    const html = `<html><head>
      <link rel="modulepreload" href="/assets/preloaded.js">
      <link rel="icon" href="/favicon.svg">
      <link href='/assets/other-preload.js' rel='modulepreload'>
      </head><body>
      <script type="module" src="/assets/site-1.js"></script>
      <script src="/assets/contact-2.js" type="module" async></script>
      <script defer src=/assets/classic.js></script>
      </body></html>`;
    expect(scriptRoots(html).sort()).toEqual([
      "/assets/classic.js",
      "/assets/contact-2.js",
      "/assets/other-preload.js",
      "/assets/preloaded.js",
      "/assets/site-1.js",
    ]);
  });

  it("leaves out inline scripts (part of the HTML) and other origins", () => {
    const html = `<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/x.js"}}]}</script>
      <script type="application/ld+json">{"url":"/assets/a.js"}</script>
      <script type="module">import("/assets/inline-import.js")</script>
      <script src="https://cdn.example.org/lib.js"></script>
      <script type="module" src="/assets/site.js"></script>`;
    expect(scriptRoots(html)).toEqual(["/assets/site.js"]);
  });
});

describe("chunkImports", () => {
  it("follows minified static imports, re-exports and side-effect imports", () => {
    const code =
      'import{t as e}from"./big-CRNwt-nl.js";import"./side.js";export*from"./re.js";export{a as b}from \'./named.js\';import * as r from "../up/react.js";';
    expect(chunkImports("/assets/nested/chunk.js", code).sort()).toEqual([
      "/assets/nested/big-CRNwt-nl.js",
      "/assets/nested/named.js",
      "/assets/nested/re.js",
      "/assets/nested/side.js",
      "/assets/up/react.js",
    ]);
  });

  it("follows dynamic imports in any quotes and the preload helper's dependencies", () => {
    // The shape Vite 8 writes for `await import("./island.js")` (one build, trimmed).
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/island-bMc_vsDe.js","assets/big-CRNwt-nl.js"])))=>i.map(i=>d[i]);' +
      "var n=function(e){return`/`+e};document.addEventListener(`click`,async()=>{(await o(()=>import(`./island-bMc_vsDe.js`),__vite__mapDeps([0,1]))).run()});" +
      "import(\"./plain.js\");import( './spaced.js' );";
    expect(chunkImports("/assets/contact.js", code).sort()).toEqual([
      "/assets/big-CRNwt-nl.js",
      "/assets/island-bMc_vsDe.js",
      "/assets/plain.js",
      "/assets/spaced.js",
    ]);
  });

  it("does not take a string that is no import for one", () => {
    const code =
      'console.log("./log.js");const from_="x";var s=`./template.js`;e.import(a);import(e.module);';
    expect(chunkImports("/assets/a.js", code)).toEqual([]);
  });
});

describe("moduleGraph", () => {
  it("follows a cycle once and every file reachable from the roots", () => {
    write("assets/a.js", 'import{b}from"./b.js";export const a=1;');
    write("assets/b.js", 'import{a}from"./a.js";const l=()=>import("./c.js");export const b=2;');
    write("assets/c.js", "export const c=3;");
    write("assets/unused.js", "export const u=4;");
    expect([...moduleGraph(temp.path, ["/assets/a.js"])].sort()).toEqual([
      "/assets/a.js",
      "/assets/b.js",
      "/assets/c.js",
    ]);
  });

  it("fails on an import the build does not hold, instead of counting it as nothing", () => {
    write("assets/a.js", 'import"./missing.js";');
    expect(() => moduleGraph(temp.path, ["/assets/a.js"])).toThrow(/missing\.js/);
  });
});

describe("pageWeight on a build's shape", () => {
  const site = 'import{t as e}from"./shared.js";document.documentElement.dataset.enhanced="true";';
  const shared = "export const t=1;";
  const contactEntry =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/island.js","assets/react-dom.js"])))=>i.map(i=>d[i]);' +
    "(await o(()=>import(`./island.js`),__vite__mapDeps([0,1]))).hydrate();";
  const island = `import{r}from"./react-dom.js";export const hydrate=()=>r();`;
  const reactDom = `export const r=()=>Symbol.for("react.transitional.element")/*${"x".repeat(2000)}*/;`;
  const speculationRules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
  const page = (scripts: string) =>
    `<!doctype html><html><head><style>body{}</style></head><body><img src="/media/hero.avif" alt=""><script type="speculationrules">${speculationRules}</script>${scripts}</body></html>`;

  beforeEach(() => {
    write("assets/site.js", site);
    write("assets/shared.js", shared);
    write("assets/contact.js", contactEntry);
    write("assets/island.js", island);
    write("assets/react-dom.js", reactDom);
    write("media/hero.avif", Buffer.alloc(1234), false);
    write("home/index.html", page('<script type="module" src="/assets/site.js"></script>'));
    write(
      "kontakt/index.html",
      page(
        '<script type="module" src="/assets/site.js"></script><script type="module" src="/assets/contact.js"></script>',
      ),
    );
  });

  it("counts a content page's module and its static imports, as brotli", () => {
    const weight = pageWeight(temp.path, "/home");
    expect([...pageScripts(temp.path, "/home")].sort()).toEqual([
      "/assets/shared.js",
      "/assets/site.js",
    ]);
    expect(weight.jsBrotli).toBe(brotliSize(site) + brotliSize(shared));
    expect(weight.media).toBe(1234);
    expect(weight.css).toBe(0);
    expect(weight.requests).toBe(1 + 2 + 1);
    expect(weight.total).toBe(weight.htmlBrotli + weight.jsBrotli + 1234);
  });

  it("counts the island a contact page imports dynamically, with its dependencies", () => {
    const weight = pageWeight(temp.path, "/kontakt");
    expect([...pageScripts(temp.path, "/kontakt")].sort()).toEqual([
      "/assets/contact.js",
      "/assets/island.js",
      "/assets/react-dom.js",
      "/assets/shared.js",
      "/assets/site.js",
    ]);
    expect(weight.jsBrotli).toBe(
      [site, shared, contactEntry, island, reactDom].reduce(
        (sum, code) => sum + brotliSize(code),
        0,
      ),
    );
    expect(weight.requests).toBe(1 + 5 + 1);
  });

  it("counts an inline script that is no module as HTML, not as JavaScript", () => {
    write("leer/index.html", page(""));
    const weight = pageWeight(temp.path, "/leer");
    expect(weight.jsBrotli).toBe(0);
    expect(weight.htmlBrotli).toBe(brotliSize(page("")));
  });

  it("counts a module written into the page as JavaScript, and once in the total", () => {
    const module = `document.documentElement.dataset.enhanced="true";/*${"y".repeat(500)}*/`;
    const html = page(`<script type="module">${module}</script>`);
    write("inline/index.html", html);
    const weight = pageWeight(temp.path, "/inline");
    expect(inlineModules(html)).toEqual([module]);
    expect(weight.jsBrotli).toBe(brotliSize(module));
    expect(weight.js).toBe(gzipSync(module, { level: 9 }).length);
    expect(weight.requests).toBe(1 + 1);
    expect(weight.total).toBe(brotliSize(html) + 1234);
  });
});

describe("budgets", () => {
  const weight = (path: string, jsBrotli: number): PageWeight => ({
    path,
    html: 1000,
    htmlBrotli: 900,
    js: jsBrotli,
    jsBrotli,
    css: 0,
    media: 0,
    total: 900 + jsBrotli,
    requests: 3,
  });

  it("holds a content page to 4 KiB of script and a contact page to 80 KiB", () => {
    expect(overBudget(weight("/home", 4 * 1024))).toEqual([]);
    expect(overBudget(weight("/home", 4 * 1024 + 1))).toEqual([
      `/home: jsBrotli ${4 * 1024 + 1} > ${4 * 1024}`,
    ]);
    for (const path of CONTACT_PAGES) {
      expect(budgetFor(path).jsBrotli).toBe(80 * 1024);
      expect(overBudget(weight(path, 80 * 1024))).toEqual([]);
      expect(overBudget(weight(path, 80 * 1024 + 1))).toHaveLength(1);
    }
  });

  it("gives the contact budget to the three contact pages only", () => {
    expect(budgetFor("/psychotherapie/leistungen/kontakt")).toBe(BUDGETS);
    expect(budgetFor("/kontakt/")).toBe(BUDGETS);
  });
});

describe("frameworkMarkersIn", () => {
  it("finds React's and React Router's own strings", () => {
    expect(frameworkMarkersIn('Symbol.for("react.transitional.element")')).toEqual([
      "react.transitional.element",
    ]);
    expect(frameworkMarkersIn("`https://react.dev/errors/`+e")).toEqual(["react.dev/errors/"]);
    expect(frameworkMarkersIn("window.__reactRouterContext")).toEqual(["__reactRouterContext"]);
    expect(frameworkMarkersIn('document.documentElement.dataset.enhanced="true"')).toEqual([]);
  });
});
