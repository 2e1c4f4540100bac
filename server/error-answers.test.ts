/**
 * Every answer of the whole server to a bad request is German: the 404 page for the site, JSON
 * with a German message under /api; and no API answer may be kept by a cache.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { NOT_FOUND_HEADING, writeFakeSite } from "#test-support/server/fake-site.ts";
import { resourcesPerTest } from "#test-support/server/fixtures.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { postJson, startTestServer } from "#test-support/server/test-server.ts";

const resources = resourcesPerTest();

async function serverWithSite() {
  resources.data = makeTempDir();
  const siteDir = writeFakeSite(join(resources.data.path, "site"));
  resources.server = await startTestServer({
    env: { SITE_DIR: siteDir, RATE_LIMIT_WINDOWS: "1/1h" },
    startJobs: false,
  });
  return resources.server.app;
}

const GERMAN_MESSAGE = /^[A-ZÄÖÜ].*[äöüß ].*\.$/;

describe("error answers", () => {
  it("a malformed URL: the 404 page on the site, German JSON under /api, never the URL echoed", async () => {
    const app = await serverWithSite();
    const page = await app.inject({ url: "/%E0%A4%A" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(NOT_FOUND_HEADING);
    const api = await app.inject({ url: "/api/%E0%A4%A" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Diese Adresse gibt es nicht." });
    expect(api.headers["cache-control"]).toBe("no-store");
  });

  it("a path of 256 or more characters is the 404 page, not Fastify's English 403", async () => {
    const app = await serverWithSite();
    const response = await app.inject({ url: `/${"x".repeat(300)}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(NOT_FOUND_HEADING);
    expect(response.body).not.toContain("FST_");
  });

  it("every API answer carries Cache-Control: no-store, errors and health included", async () => {
    const app = await serverWithSite();
    const answers = [
      await app.inject({ url: "/api/health" }),
      await postJson(app, "/api/notify/", validPayload("general")),
      await postJson(app, "/api/notify/", validPayload("general")), // 425
      await app.inject({ url: "/api/unbekannt" }),
      await app.inject({ method: "GET", url: "/api/notify/" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201, 425, 404, 404]);
    for (const answer of answers)
      expect(answer.headers["cache-control"], String(answer.statusCode) + answer.body).toBe(
        "no-store",
      );
    for (const answer of answers.slice(2)) expect(answer.json().message).toMatch(GERMAN_MESSAGE);
    // The site's pages keep their own caching.
    expect((await app.inject({ url: "/home" })).headers["cache-control"]).toBe("no-cache");
  });

  it("JSON nested 100,000 deep: 400 with a German message, before it is parsed", async () => {
    const app = await serverWithSite();
    const deep = `{"website":"x","a":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const response = await postJson(app, "/api/notify/", deep);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Die Anfrage ist zu tief verschachtelt: Erwartet wird ein einfaches JSON-Objekt.",
    });
    // A flat body with brackets inside its strings is no nesting.
    const flat = { ...validPayload("general"), message: "[[[[[[[[[[{{{{{{{{{{ Klammern" };
    const accepted = await postJson(app, "/api/notify/", flat);
    expect(accepted.statusCode).toBe(425);
  });
});
