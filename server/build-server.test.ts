/**
 * The API and the prerendered site in one app: the API answers JSON under /api, the site
 * everything else, each with its own 404.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteManifest } from "./site-manifest.ts";
import { validPayload } from "#contact/test-fixtures.ts";
import { makeTempDir } from "./test-support/temp-dir.ts";
import { postJson, startTestServer, type TestServer } from "./test-support/test-server.ts";

let site: ReturnType<typeof makeTempDir>;
let server: TestServer;

beforeAll(async () => {
  site = makeTempDir("site-");
  const client = join(site.path, "client");
  const pages: [string, string][] = [
    ["home/index.html", "Start"],
    ["404/index.html", "Seite nicht gefunden"],
    ["index.html", "Fallback"],
  ];
  for (const [file, title] of pages) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), `<!DOCTYPE html><title>${title}</title><h1>${title}</h1>`);
  }
  const manifest: SiteManifest = {
    pages: ["/home"],
    notFoundPath: "/404",
    exactAliases: { "/": "/home" },
    prefixAliases: {},
    cityRoutes: [],
  };
  writeFileSync(join(site.path, "site.json"), JSON.stringify(manifest));
  server = await startTestServer({ env: { SITE_DIR: client }, startJobs: false });
});

afterAll(async () => {
  await server.close();
  site.remove();
});

describe("buildServer with a site build", () => {
  it("serves pages and the notify API side by side", async () => {
    const page = await server.app.inject({ url: "/home" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Start</h1>");
    const notify = await postJson(server.app, "/api/notify/", validPayload("general"));
    expect(notify.statusCode).toBe(201);
  });

  it("answers unknown API paths with JSON, unknown pages with the German 404 page", async () => {
    const api = await server.app.inject({ url: "/api/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Diese Adresse gibt es nicht." });
    const page = await server.app.inject({ url: "/unbekannt" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Seite nicht gefunden");
  });

  it("puts the security headers on API answers too", async () => {
    const response = await postJson(server.app, "/api/notify/", "{");
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
