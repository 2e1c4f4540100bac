/**
 * The API and the prerendered site in one app: the API answers JSON under /api, the site
 * everything else, each with its own 404; closing does not wait for kept-alive connections.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Agent, get } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { writeNotSentPages } from "#test-support/server/fake-site.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { postJson, startTestServer, type TestServer } from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";
import type { SiteManifest } from "./site-manifest.ts";

let site: ReturnType<typeof makeTempDir>;
let server: TestServer;

beforeAll(async () => {
  site = makeTempDir("site-");
  const client = join(site.path, "client");
  const pages: [string, string][] = [
    ["home/index.html", "Start"],
    ["404/index.html", "Seite nicht gefunden"],
  ];
  for (const [file, title] of pages) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), `<!DOCTYPE html><title>${title}</title><h1>${title}</h1>`);
  }
  writeNotSentPages(client);
  const manifest: SiteManifest = {
    pages: ["/home"],
    notFoundPath: "/404",
    exactAliases: { "/": "/home" },
    prefixAliases: {},
    cityRoutes: {},
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

describe("closing the server", () => {
  it("answers a request in flight, then closes its kept-alive connection instead of waiting", async () => {
    const closing = await startTestServer({ startJobs: false });
    const { promise: arrived, resolve: arrive } = Promise.withResolvers<void>();
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    closing.app.get("/in-flight", async () => {
      arrive();
      await released;
      return "done";
    });
    await closing.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = closing.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    try {
      const answer = new Promise<{ connection: string | undefined; body: string }>((resolve) => {
        get({ port, host: "127.0.0.1", path: "/in-flight", agent }, (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve({ connection: response.headers.connection, body }));
        });
      });
      await arrived;
      const closed = closing.close();
      await waitFor("the server to stop listening", () => !closing.app.server.listening);
      release();
      expect(await answer).toEqual({ connection: "close", body: "done" });
      // Without the closed connection this waits for the 72 s keep-alive timeout.
      await closed;
    } finally {
      agent.destroy();
    }
  });
});
