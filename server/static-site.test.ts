import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_SITE_SCRIPT,
  FAKE_SITE_STYLE,
  fakePage,
  NOT_FOUND_HEADING,
  writeFakeSite,
} from "#test-support/server/fake-site.ts";
import { openLiveSite } from "./live-site.ts";
import { inlineScriptHashes, registerSecurityHeaders } from "./security-headers.ts";
import { cacheControlOf, registerStaticSite } from "./static-site.ts";

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "site-"));
  const client = writeFakeSite(root);
  app = Fastify();
  registerSecurityHeaders(app);
  await registerStaticSite(app, { site: openLiveSite(client, () => app.log) });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe("static site", () => {
  it("answers a known page with status 200, HTML and no-cache", async () => {
    const response = await app.inject({ url: "/home" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<h1>Start</h1>");
  });

  it("allows exactly the page's inline scripts by hash, never 'unsafe-inline' for scripts", async () => {
    const response = await app.inject({ url: "/home" });
    const csp = String(response.headers["content-security-policy"]);
    const hash = createHash("sha256").update(FAKE_SITE_SCRIPT).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows exactly the page's inline style by hash, never 'unsafe-inline' for style elements", async () => {
    const response = await app.inject({ url: "/home" });
    const csp = String(response.headers["content-security-policy"]);
    const hash = createHash("sha256").update(FAKE_SITE_STYLE).digest("base64");
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
  });

  it("hashes inline scripts only, not scripts loaded from a file", () => {
    expect(inlineScriptHashes(fakePage("x"))).toHaveLength(1);
  });

  it("sends brotli or gzip when the browser accepts it", async () => {
    const br = await app.inject({ url: "/home", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("<h1>Start</h1>");
    const gzip = await app.inject({ url: "/home", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("<h1>Start</h1>");
    expect(gzip.headers.vary).toBe("accept-encoding");
  });

  it("redirects '' and the aliases with 301, keeping the query", async () => {
    const rootResponse = await app.inject({ url: "/" });
    expect(rootResponse.statusCode).toBe(301);
    expect(rootResponse.headers.location).toBe("/home");
    const psycho = await app.inject({ url: "/psycho/traumatherapie?x=1" });
    expect(psycho.statusCode).toBe(301);
    expect(psycho.headers.location).toBe("/psychotherapie/traumatherapie?x=1");
    const physio = await app.inject({ url: "/physiotherapie/faq" });
    expect(physio.statusCode).toBe(301);
    expect(physio.headers.location).toBe("/sportphysiotherapie/faq");
    const physioRoot = await app.inject({ url: "/physiotherapie" });
    expect(physioRoot.headers.location).toBe("/sportphysiotherapie");
  });

  it("redirects a trailing slash to the page", async () => {
    const response = await app.inject({ url: "/home/" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/home");
  });

  it("answers a city route with an unknown slug with the page prerendered for one, status 200", async () => {
    const response = await app.inject({ url: "/psychotherapie/atlantis" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>Psychotherapie ohne Ort</h1>");
    // Only one unknown segment right under a city route.
    expect((await app.inject({ url: "/psychotherapie/atlantis/mehr" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/home/atlantis" })).statusCode).toBe(404);
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    for (const url of ["/gibt-es-nicht", "/psychotherapie/erlangen/mehr", "/home/index.html"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(NOT_FOUND_HEADING);
    }
  });

  it("answers paths the file handler refuses (too long, a NUL byte, a folder) with the 404 page", async () => {
    const refused = [
      `/${"a".repeat(300)}`,
      `/assets/${"a".repeat(300)}.js`,
      "/a%00b",
      "/assets/",
      "/media/",
    ];
    for (const url of refused) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.body, url).toContain(NOT_FOUND_HEADING);
    }
  });

  it("answers unknown API paths with a JSON message", async () => {
    const response = await app.inject({ url: "/api/unbekannt" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("serves hashed assets immutable and precompressed", async () => {
    const response = await app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.body).toBe("brotli-bytes");
    const media = await app.inject({ url: "/media/logo.svg" });
    expect(media.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("has a replaceable picture checked again at each use, the rest cached", () => {
    expect(cacheControlOf("/media/portraits/psychotherapie-1-480.jpg")).toBe("no-cache");
    expect(cacheControlOf("/media/hero/home-800.avif")).toBe("no-cache");
    expect(cacheControlOf("/media/video/psychotherapie.webm")).toBe("public, max-age=3600");
    expect(cacheControlOf("/assets/app-abc123.js")).toBe("public, max-age=31536000, immutable");
  });

  it("never serves dotfiles or the manifest", async () => {
    expect((await app.inject({ url: "/.env" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/../site.json" })).statusCode).toBe(404);
  });

  it("sends the security headers on every answer", async () => {
    for (const url of ["/home", "/assets/app-abc123.js", "/gibt-es-nicht", "/"]) {
      const response = await app.inject({ url });
      expect(response.headers["strict-transport-security"], url).toContain("max-age=");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"], url).toContain("camera=()");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
  });
});

describe("static site with the build's compressed pages", () => {
  it("answers a page from the build's brotli and gzip copies and never serves them as files", async () => {
    const siteRoot = mkdtempSync(join(tmpdir(), "site-"));
    const client = writeFakeSite(siteRoot);
    const built = fakePage("Vom Build komprimiert");
    writeFileSync(join(client, "home/index.html.br"), brotliCompressSync(built));
    writeFileSync(join(client, "home/index.html.gz"), gzipSync(built));
    const site = Fastify();
    try {
      await registerStaticSite(site, { site: openLiveSite(client, () => site.log) });
      const br = await site.inject({ url: "/home", headers: { "accept-encoding": "br" } });
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(built);
      const gzip = await site.inject({ url: "/home", headers: { "accept-encoding": "gzip" } });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(built);
      for (const url of ["/home/index.html.br", "/home/index.html.gz", "/home/index.html"]) {
        const file = await site.inject({ url });
        expect(file.statusCode, url).toBe(404);
        expect(file.body, url).toContain(NOT_FOUND_HEADING);
      }
    } finally {
      await site.close();
      rmSync(siteRoot, { recursive: true, force: true });
    }
  });
});
