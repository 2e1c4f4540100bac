/**
 * A filled honeypot: the bot learns nothing (201 with its own id, like a duplicate, whatever it
 * sent), and what is kept for review is bounded and has the shape of a real request.
 */
import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "#contact/fields.ts";
import { payloadFieldOrder } from "#contact/labels.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { runCli } from "#test-support/server/cli.ts";
import { resourcesPerTest } from "#test-support/server/fixtures.ts";
import { rawControls } from "#test-support/server/raw-controls.ts";
import { postJson, readStore, startTestServer } from "#test-support/server/test-server.ts";

const resources = resourcesPerTest();

async function server() {
  resources.server = await startTestServer({ startJobs: false });
  return resources.server;
}

describe("spam", () => {
  it("reusing an existing id is answered exactly like a duplicate, and kept apart", async () => {
    const { app, dataDir } = await server();
    const real = validPayload("general");
    const first = await postJson(app, "/api/notify/", real);
    const duplicate = await postJson(app, "/api/notify/", real);
    const spam = await postJson(app, "/api/notify/", { ...real, website: "x", message: "Kaufen!" });
    expect(first.statusCode).toBe(201);
    for (const answer of [duplicate, spam]) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ id: real.id });
      expect(answer.headers["content-type"]).toBe(duplicate.headers["content-type"]);
    }
    const rows = readStore(dataDir, (store) => store.list());
    expect(rows).toHaveLength(2);
    const kept = rows.find((row) => row.isSpam);
    expect(kept?.id).not.toBe(real.id);
    expect(rows.find((row) => row.id === real.id)?.isSpam).toBe(false);
  });

  it("is stored bounded, as the form's fields in text, whatever the body held", async () => {
    const { app, dataDir } = await server();
    const body = {
      ...validPayload("sportphysiotherapie"),
      website: "w".repeat(20_000),
      message: "m".repeat(60_000),
      firstName: { nested: { deeper: ["x"] } },
      phone: 12345,
      extra: "e".repeat(50_000),
    };
    const answer = await postJson(app, "/api/notify/physiotherapie", JSON.stringify(body));
    expect(answer.statusCode).toBe(201);
    const [row] = readStore(dataDir, (store) => store.list());
    if (row?.content.kind !== "plain") throw new Error("no plain spam row");
    const { payload } = row.content;
    expect(Object.keys(payload)).toEqual([...payloadFieldOrder.sportphysiotherapie, "website"]);
    for (const value of Object.values(payload)) {
      expect(typeof value).toBe("string");
      expect(String(value).length).toBeLessThanOrEqual(MAX_LENGTH.text);
    }
    expect(payload).toMatchObject({
      firstName: "",
      phone: "12345",
      contactType: "sportphysiotherapie",
    });
    expect(JSON.stringify(payload).length).toBeLessThan(30_000);
  });
});

describe("spam with forged lines and terminal controls in every field", () => {
  const FORGERIES = ["\r", "\n", "\r\n", "\u001b[2J\u001b]0;owned\u0007", "\u009b31m", "\u202e"];

  it("is stored as received (bounded) and shown escaped by every CLI command", async () => {
    const { app, dataDir } = await server();
    const fields = payloadFieldOrder.psychotherapie;
    const body = Object.fromEntries(
      fields.map((name, index) => [name, `${name}${FORGERIES[index % FORGERIES.length]}Bcc: x`]),
    );
    const answer = await postJson(app, "/api/notify/psychotherapie", {
      ...body,
      id: "forgedspam",
      website: "w\r\nX-Spam: no",
    });
    expect(answer.statusCode).toBe(201);
    const [row] = readStore(dataDir, (store) => store.list());
    if (row?.content.kind !== "plain") throw new Error("no plain spam row");
    // Kept as received, for review: the escaping happens on the way out.
    expect(row.content.payload.firstName).toBe(body.firstName);

    const output = async (...args: string[]) => {
      const { code, out, err } = await runCli(args, { dataDir });
      expect(code, args.join(" ")).toBe(0);
      return out + err;
    };
    const list = await output("list");
    const show = await output("show", row.id);
    const exported = await output("export");
    for (const text of [list, show, exported]) expect(rawControls(text)).toEqual([]);
    expect(list.trimEnd().split("\n")).toHaveLength(3);
    expect(show).toContain("⟨U+001B⟩[2J⟨U+001B⟩]0;owned⟨U+0007⟩");
    expect(show).toContain("Honeypot: w⟨U+000D⟩⟨U+000A⟩X-Spam: no");
    // No forged text starts a line of its own.
    expect(show.split("\n").filter((line) => /^(Bcc|X-Spam):/.test(line))).toEqual([]);
    expect(JSON.parse(exported).payload.firstName).toBe(body.firstName);
  });
});
