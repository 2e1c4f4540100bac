/**
 * Serves the prerendered site: known pages from memory (precompressed, with a per-page CSP
 * that allows exactly the page's inline scripts and styles by hash), hashed assets with immutable
 * caching, 301 for aliases, a city route with an unknown slug as the page the build prerendered
 * for an unknown slug (site.json names it), and the German 404 page with status 404 for
 * everything else.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "./api/api-plugin.ts";
import { API_MESSAGES } from "./api/messages.ts";
import { describeError } from "./logging.ts";
import { pageContentSecurityPolicy } from "./security-headers.ts";
import { readSiteManifest, siteManifestFile } from "./site-manifest.ts";

type Page = { raw: Buffer; br: Buffer; gzip: Buffer; csp: string };

/** A file's copy that the build compressed (scripts/compress-assets.ts), if it is there. */
function readIfPresent(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

function loadPage(file: string): Page {
  const raw = readFileSync(file);
  const html = raw.toString("utf8");
  // Compressing every page here took seconds at each start, so a restart left visitors
  // waiting; the build's copies make the start fast.
  return {
    raw,
    br:
      readIfPresent(`${file}.br`) ??
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: readIfPresent(`${file}.gz`) ?? gzipSync(raw, { level: 9 }),
    csp: pageContentSecurityPolicy(html),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const [body, encoding] = /\bbr\b/.test(accepted)
    ? [page.br, "br"]
    : /\bgzip\b/.test(accepted)
      ? [page.gzip, "gzip"]
      : [page.raw, undefined];
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding")
    .header("content-security-policy", page.csp);
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(body);
}

function withQuery(request: FastifyRequest, path: string): string {
  const query = request.url.indexOf("?");
  return query === -1 ? path : path + request.url.slice(query);
}

/** Answers a request with the German 404 page (for errors that happen before routing). */
export type SendNotFoundPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export async function registerStaticSite(
  app: FastifyInstance,
  options: { siteDir: string },
): Promise<SendNotFoundPage> {
  const { siteDir } = options;
  const manifest = readSiteManifest(siteManifestFile(siteDir));
  const pageFile = (path: string) => join(siteDir, path, "index.html");
  const notFound = loadPage(pageFile(manifest.notFoundPath));
  const pages = new Map(manifest.pages.map((path) => [path, loadPage(pageFile(path))]));

  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: "/",
    index: false,
    dotfiles: "ignore",
    preCompressed: true,
    // Pages are answered from memory below, never as files.
    allowedPath: (path) => !/\.html(\.br|\.gz)?$/.test(path) && path !== "/site.json",
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes(`${join(siteDir, "assets")}/`)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600",
      );
    },
  });

  for (const [path, page] of pages) {
    app.get(path, (request, reply) => sendPage(request, reply, page));
    app.get(`${path}/`, (request, reply) => reply.redirect(withQuery(request, path), 301));
  }
  for (const [from, to] of Object.entries(manifest.exactAliases)) {
    app.get(from, (request, reply) => reply.redirect(withQuery(request, to), 301));
  }
  for (const [from, to] of Object.entries(manifest.prefixAliases)) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split("?")[0] ?? from;
      return reply.redirect(withQuery(request, to + path.slice(from.length)), 301);
    };
    app.get(from, handler);
    app.get(`${from}/*`, handler);
  }

  const sendNotFound: SendNotFoundPage = (request, reply) =>
    sendPage(request, reply, notFound, 404);

  // Every other error outside /api (a path @fastify/static refuses: too long, a NUL byte, a
  // folder) answers like an unknown page, never with Fastify's English JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if ((error.statusCode ?? 500) < 500) return sendNotFound(request, reply);
    request.log.error({ error: describeError(error), outcome: "error" }, "request failed");
    return sendPage(request, reply, notFound, 500);
  });

  const unknownCityPage = (path: string) => {
    const base = path.slice(0, path.lastIndexOf("/"));
    const page = Object.hasOwn(manifest.cityRoutes, base) ? manifest.cityRoutes[base] : undefined;
    return page === undefined ? undefined : pages.get(page);
  };
  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
    if (isApiPath(path) || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: API_MESSAGES.notFound });
    }
    const cityPage = unknownCityPage(path);
    if (cityPage) return sendPage(request, reply, cityPage);
    return sendNotFound(request, reply);
  });
  return sendNotFound;
}
