import { afterEach, describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { postJson, startTestServer, type TestServer } from "#test-support/server/test-server.ts";

describe("GET /api/health", () => {
  let server: TestServer;
  afterEach(() => server.close());

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
    });

    // The outbox is not running here, so the request stays in the backlog.
    await postJson(server.app, "/api/notify/", validPayload("general"));
    const backlog = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(backlog.json().outbox).toMatchObject({ pending: 1, retrying: 0 });
    expect(Date.parse(backlog.json().outbox.oldestPendingSince)).not.toBeNaN();
  });

  it("carries the security headers like every answer", async () => {
    server = await startTestServer({ startJobs: false });
    const response = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  });
});
