import { writeFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { siteManifestFile } from "#server/site-manifest.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { FAKE_SITE_MANIFEST, writeFakeSite } from "#test-support/server/fake-site.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { postJson, startTestServer, type TestServer } from "#test-support/server/test-server.ts";

describe("GET /api/health", () => {
  let server: TestServer;
  let siteFolder: ReturnType<typeof makeTempDir> | undefined;
  afterEach(async () => {
    await server.close();
    siteFolder?.remove();
    siteFolder = undefined;
  });

  it("200 when storage takes a write, with the outbox backlog", async () => {
    server = await startTestServer({ startJobs: false });
    const empty = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      status: "ok",
      storage: "writable",
      integrity: { status: "not-checked-yet", checkedAt: null },
      encryption: { status: "off" },
      mail: "files",
      outbox: { pending: 0, retrying: 0, oldestPendingSince: null },
      intake: { status: "off" },
      // No build is served here.
      site: null,
    });

    // The outbox is not running here, so the request stays in the backlog.
    await postJson(server.app, "/api/notify/", validPayload("general"));
    const backlog = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(backlog.json().outbox).toMatchObject({ pending: 1, retrying: 0 });
    expect(Date.parse(backlog.json().outbox.oldestPendingSince)).not.toBeNaN();
  });

  it("names the commit the served build was made from, and whether it had changes beside it", async () => {
    siteFolder = makeTempDir("health-site-");
    const client = writeFakeSite(siteFolder.path);
    const commit = { id: "0123456789abcdef0123456789abcdef01234567", dirty: false };
    writeFileSync(siteManifestFile(client), JSON.stringify({ ...FAKE_SITE_MANIFEST, commit }));
    server = await startTestServer({ env: { SITE_DIR: client }, startJobs: false });
    const clean = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(clean.statusCode).toBe(200);
    expect(clean.json().site).toEqual({ commit: commit.id, dirty: false });

    // A build of edits nobody committed, read again as the server does after a new build.
    const dirty = { ...commit, dirty: true };
    writeFileSync(
      siteManifestFile(client),
      JSON.stringify({ ...FAKE_SITE_MANIFEST, commit: dirty }),
    );
    server.app.liveSite.reload("test");
    const edited = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(edited.json().site).toEqual({ commit: commit.id, dirty: true });

    // A build made outside Git says so.
    writeFileSync(siteManifestFile(client), JSON.stringify(FAKE_SITE_MANIFEST));
    server.app.liveSite.reload("test");
    const outside = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(outside.json().site).toEqual({ commit: null });
  });

  it("carries the security headers like every answer", async () => {
    server = await startTestServer({ startJobs: false });
    const response = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  });
});
