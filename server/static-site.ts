/**
 * Serves the prerendered site: known pages from memory (precompressed, with a per-page CSP
 * that allows exactly the page's inline scripts and styles by hash), hashed assets with immutable
 * caching, 301 for aliases, a city route with an unknown slug as the page the build prerendered
 * for an unknown slug (site.json names it), and the German 404 page with status 404 for
 * everything else. Every answer comes from the build the live site holds when the request
 * arrives (live-site.ts), so a new build is served without a restart.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "./api/api-plugin.ts";
import { API_MESSAGES } from "./api/messages.ts";
import type { LiveSite, Page, SiteBuild } from "./live-site.ts";
import { describeError } from "./logging.ts";

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

/** The request's path as a router matches it: decoded (Fastify has refused malformed ones). */
function pathOf(request: FastifyRequest): string {
  const raw = request.url.split("?")[0] ?? "/";
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

const own = (record: Record<string, string>, key: string) =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** Where an alias of the build sends `path`, if it is one. */
function aliasTarget({ manifest }: SiteBuild, path: string): string | undefined {
  const exact = own(manifest.exactAliases, path);
  if (exact !== undefined) return exact;
  for (const [from, to] of Object.entries(manifest.prefixAliases)) {
    if (path === from || path.startsWith(`${from}/`)) return to + path.slice(from.length);
  }
  return undefined;
}

/** The URL's path as a file path under the build, as @fastify/static's own route reads it. */
function filePathOf(path: string): string | undefined {
  try {
    return decodeURI(path.replace(/%(?:23|3f)/gi, decodeURIComponent));
  } catch {
    return undefined;
  }
}

/**
 * The folder to serve `file` from: the build's own, or for a script the build before still
 * has (a page loaded before the switch asks for it), that build's folder.
 */
function rootFor(build: SiteBuild, previousRoot: string | undefined, file: string): string {
  if (previousRoot === undefined || !/^\/assets\/[^/]+$/.test(file)) return build.root;
  return !existsSync(join(build.root, file)) && existsSync(join(previousRoot, file))
    ? previousRoot
    : build.root;
}

/**
 * The pictures the practice replaces in its editor keep their addresses: a browser asks again
 * each time (an unchanged one answers 304), so the owner sees her new photo on the next reload,
 * not an hour later. Hashed assets never change; other files may be an hour old.
 */
const REPLACEABLE_PICTURES = /^\/media\/(hero|portraits)\//;

export function cacheControlOf(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return REPLACEABLE_PICTURES.test(path) ? "no-cache" : "public, max-age=3600";
}

/** Answers a request with the German 404 page (for errors that happen before routing). */
export type SendNotFoundPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export async function registerStaticSite(
  app: FastifyInstance,
  options: { site: LiveSite },
): Promise<SendNotFoundPage> {
  const { site } = options;

  // Only the file handling (precompressed copies, safe paths); the route below picks the build.
  await app.register(fastifyStatic, {
    serve: false,
    index: false,
    dotfiles: "ignore",
    preCompressed: true,
    // Pages are answered from memory below, never as files.
    allowedPath: (path) => !/\.html(\.br|\.gz)?$/.test(path) && path !== "/site.json",
    cacheControl: false,
    setHeaders(reply) {
      reply.header("cache-control", cacheControlOf(pathOf(reply.request)));
    },
  });

  app.get("/*", (request, reply) => {
    const build = site.current();
    if (!build) return reply.callNotFound();
    const path = pathOf(request);
    const page = build.pages.get(path);
    if (page) return sendPage(request, reply, page);
    if (path.endsWith("/") && build.pages.has(path.slice(0, -1))) {
      return reply.redirect(withQuery(request, path.slice(0, -1)), 301);
    }
    const alias = aliasTarget(build, path);
    if (alias !== undefined) return reply.redirect(withQuery(request, alias), 301);
    const file = filePathOf(path);
    if (file === undefined) return reply.callNotFound();
    return reply.sendFile(file, rootFor(build, site.previousRoot(), file));
  });

  const sendNotFound: SendNotFoundPage = (request, reply) => {
    const build = site.current();
    if (!build) return reply.code(404).send({ message: API_MESSAGES.notFound });
    return sendPage(request, reply, build.notFound, 404);
  };

  // Every other error outside /api (a path @fastify/static refuses: too long, a NUL byte, a
  // folder) answers like an unknown page, never with Fastify's English JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The visitor went away while a file was being sent: nobody is left to answer.
    if (error.code === "ERR_STREAM_PREMATURE_CLOSE") {
      request.raw.destroy();
      return;
    }
    if ((error.statusCode ?? 500) < 500) return sendNotFound(request, reply);
    request.log.error({ error: describeError(error), outcome: "error" }, "request failed");
    const build = site.current();
    if (!build) return reply.code(500).send({ message: API_MESSAGES.internal });
    return sendPage(request, reply, build.notFound, 500);
  });

  const unknownCityPage = (build: SiteBuild, path: string) => {
    const page = own(build.manifest.cityRoutes, path.slice(0, path.lastIndexOf("/")));
    return page === undefined ? undefined : build.pages.get(page);
  };
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request).replace(/\/+$/, "") || "/";
    if (isApiPath(path) || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: API_MESSAGES.notFound });
    }
    const build = site.current();
    const cityPage = build && unknownCityPage(build, path);
    if (cityPage) return sendPage(request, reply, cityPage);
    return sendNotFound(request, reply);
  });
  return sendNotFound;
}
