/**
 * A crawl of the production build from /home: every internal link and every referenced file
 * answers 200 (or 301 to a 200), every anchor exists, every page has exactly one h1 and every
 * <img> an alt attribute, both in the prerendered HTML and after its scripts ran in Chromium,
 * where the h1 shows and the page is in its URL's mode; the fixture fails the crawl on any
 * console error or request off localhost. On the same visit axe checks every prerendered page of
 * the build (build/site.json), of the city pages those of SAMPLE_CITIES: the page loaded once
 * for both, at the same desktop width.
 */
import type { APIRequestContext } from "@playwright/test";
import { readSiteManifest, siteManifestFile } from "#server/site-manifest.ts";
import { CLIENT_DIR } from "../scripts/build-dir.ts";
import { axeViolations } from "./axe.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";
import { CITY_ROUTES, CITY_SLUGS, expectedMode, SAMPLE_CITIES } from "./spec-urls.ts";

const START = "/home";

const otherCities = new Set(
  CITY_ROUTES.flatMap((route) =>
    CITY_SLUGS.filter((slug) => !SAMPLE_CITIES.includes(slug)).map((slug) => `${route}/${slug}`),
  ),
);
/**
 * The pages axe checks: every prerendered page of the build; of the city pages those of
 * SAMPLE_CITIES, for the others (e2e/spec-urls.ts).
 */
const AXE_PAGES = new Set(
  readSiteManifest(siteManifestFile(CLIENT_DIR)).pages.filter((path) => !otherCities.has(path)),
);

type Parsed = { links: string[]; assets: string[]; ids: Set<string>; h1: number; noAlt: string[] };

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1];

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Links, referenced files, ids, h1 count and alt-less images of a prerendered page. */
function parseHtml(html: string): Parsed {
  const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
  const srcSet = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean);
  return {
    links: tags("a")
      .flatMap((tag) => attribute(tag, "href") ?? [])
      .map(decode),
    assets: [
      ...tags("img").flatMap((tag) => [
        attribute(tag, "src") ?? "",
        ...srcSet(attribute(tag, "srcset")),
      ]),
      ...tags("source").flatMap((tag) => [
        attribute(tag, "src") ?? "",
        ...srcSet(attribute(tag, "srcset")),
      ]),
      ...tags("video").map((tag) => attribute(tag, "poster") ?? ""),
      ...tags("link")
        .filter((tag) => !/rel="(canonical|alternate)"/.test(tag))
        .map((tag) => attribute(tag, "href") ?? ""),
      ...tags("script").map((tag) => attribute(tag, "src") ?? ""),
    ]
      .filter(Boolean)
      .map(decode),
    ids: new Set(tags("[a-z0-9-]+").flatMap((tag) => attribute(tag, "id") ?? [])),
    h1: tags("h1").length,
    noAlt: tags("img").filter((tag) => attribute(tag, "alt") === undefined),
  };
}

/** Resolves an href against the page; undefined for other origins and non-HTTP schemes. */
function internal(href: string, from: string, origin: string): URL | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined;
  const url = new URL(href, new URL(from, origin));
  return url.origin === origin ? url : undefined;
}

type Answer = { status: number; location?: string; html?: string };

async function fetchOnce(request: APIRequestContext, path: string): Promise<Answer> {
  const response = await request.get(path, { maxRedirects: 0 });
  const type = response.headers()["content-type"] ?? "";
  return {
    status: response.status(),
    location: response.headers().location,
    html:
      response.status() === 200 && type.startsWith("text/html") ? await response.text() : undefined,
  };
}

test("crawl from /home: links, anchors, files, one h1, alt texts, scripts; axe on every page", async ({
  page,
  request,
  baseURL,
}) => {
  // About a second per page on CI's 2-core machine under load; the bound leaves many times that.
  test.setTimeout(180_000 + AXE_PAGES.size * 5_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const problems: string[] = [];
  const answers = new Map<string, Promise<Answer>>();
  const answer = (path: string) => {
    let pending = answers.get(path);
    if (!pending) {
      pending = fetchOnce(request, path);
      answers.set(path, pending);
    }
    return pending;
  };
  let current = START;
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${current}: page error: ${error.message}`));

  /** Follows at most one 301 to its target; returns the final path and answer. */
  async function resolve(path: string, referrer: string) {
    const first = await answer(path);
    if (first.status === 200) return { path, result: first };
    if (first.status === 301 && first.location) {
      const target = internal(first.location, path, origin);
      if (!target) {
        problems.push(`${referrer} → ${path}: 301 leaves the site (${first.location})`);
        return undefined;
      }
      const targetPath = target.pathname + target.search;
      const second = await answer(targetPath);
      if (second.status === 200) return { path: targetPath, result: second };
      problems.push(`${referrer} → ${path}: 301 to ${targetPath}, which answers ${second.status}`);
      return undefined;
    }
    problems.push(`${referrer} → ${path}: status ${first.status}`);
    return undefined;
  }

  const queue: string[] = [START];
  const queued = new Set(queue);
  const pages = new Map<string, Parsed>();
  const anchors: { from: string; path: string; id: string }[] = [];
  const assets = new Map<string, string>();
  const axeChecked = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift() as string;
    const resolved = await resolve(path, "(start)");
    if (!resolved?.result.html || pages.has(resolved.path)) continue;
    const parsed = parseHtml(resolved.result.html);
    pages.set(resolved.path, parsed);
    if (parsed.h1 !== 1) problems.push(`${resolved.path}: ${parsed.h1} h1 in the prerendered HTML`);
    for (const tag of parsed.noAlt) problems.push(`${resolved.path}: <img> without alt: ${tag}`);
    for (const asset of parsed.assets) {
      const url = internal(asset, resolved.path, origin);
      if (url && !assets.has(url.pathname)) assets.set(url.pathname, resolved.path);
    }

    // The same page in Chromium, after its scripts ran.
    current = resolved.path;
    const response = await page.goto(resolved.path);
    expect(response?.status(), resolved.path).toBe(200);
    await scriptsReady(page);
    const dom = await page.evaluate(() => ({
      mode: document.documentElement.dataset.mode,
      h1Shown: document.querySelector("main h1")?.checkVisibility() ?? false,
      h1: document.querySelectorAll("h1").length,
      noAlt: [...document.querySelectorAll("img:not([alt])")].map((img) => img.outerHTML),
      links: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
    }));
    if (dom.h1 !== 1) problems.push(`${resolved.path}: ${dom.h1} h1 after its scripts ran`);
    if (!dom.h1Shown) problems.push(`${resolved.path}: its h1 is not shown`);
    if (dom.mode !== expectedMode(resolved.path))
      problems.push(`${resolved.path}: mode ${dom.mode} after its scripts ran`);
    // axe on the page as the visitor has it, at desktop width (375 px: quality-axe.spec.ts):
    // every rule axe runs by default (WCAG 2.x A/AA and best practices), zero violations.
    if (AXE_PAGES.has(resolved.path)) {
      axeChecked.add(resolved.path);
      for (const violation of await axeViolations(page))
        problems.push(`${resolved.path}: axe: ${violation}`);
    }
    for (const tag of dom.noAlt)
      problems.push(`${resolved.path}: <img> without alt after its scripts ran: ${tag}`);

    for (const href of new Set([...parsed.links, ...dom.links])) {
      const url = internal(href, resolved.path, origin);
      if (!url) continue;
      const target = url.pathname + url.search;
      if (url.hash.length > 1) {
        anchors.push({
          from: resolved.path,
          path: target,
          id: decodeURIComponent(url.hash.slice(1)),
        });
      }
      const result = await resolve(target, resolved.path);
      if (result?.result.html && !queued.has(result.path)) {
        queued.add(result.path);
        queue.push(result.path);
      }
    }
  }

  // The pages no link leads to: the sent and not-sent pages, a city route's unknown place.
  for (const path of AXE_PAGES) {
    if (axeChecked.has(path)) continue;
    current = path;
    await page.goto(path);
    await scriptsReady(page);
    for (const violation of await axeViolations(page)) problems.push(`${path}: axe: ${violation}`);
  }

  for (const { from, path, id } of anchors) {
    const target = pages.get(path) ?? pages.get((await resolve(path, from))?.path ?? "");
    if (target && !target.ids.has(id))
      problems.push(`${from}: link to ${path}#${id}: no element with that id`);
  }
  await Promise.all(
    [...assets].map(async ([path, referrer]) => {
      const result = await answer(path);
      if (result.status !== 200)
        problems.push(`${referrer}: file ${path} answers ${result.status}`);
    }),
  );

  expect(problems, `problems found in ${pages.size} pages`).toEqual([]);
  expect(pages.size, "pages reached from /home").toBeGreaterThan(30);
});

test("every page of the sitemap is linked from another page's prerendered HTML", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(pages.length, "pages in the sitemap").toBeGreaterThan(30);

  /** Where a link lands: its path, after at most one 301 (an alias counts for its page). */
  const landing = new Map<string, Promise<string>>();
  const landsOn = (path: string) => {
    let pending = landing.get(path);
    if (!pending) {
      pending = fetchOnce(request, path).then((answer) => {
        const target =
          answer.status === 301 && answer.location
            ? internal(answer.location, path, origin)
            : undefined;
        return target ? target.pathname : path;
      });
      landing.set(path, pending);
    }
    return pending;
  };

  const linkedFrom = new Map<string, Set<string>>();
  for (const page of pages) {
    const answer = await fetchOnce(request, page);
    expect(answer.status, page).toBe(200);
    for (const href of parseHtml(answer.html ?? "").links) {
      const url = internal(href, page, origin);
      if (!url) continue;
      const target = await landsOn(url.pathname);
      if (target === page) continue;
      const sources = linkedFrom.get(target) ?? new Set<string>();
      sources.add(page);
      linkedFrom.set(target, sources);
    }
  }
  const orphans = pages.filter((page) => (linkedFrom.get(page)?.size ?? 0) === 0);
  expect(orphans, "sitemap pages no other page links to").toEqual([]);
});
