/**
 * Erasure that erases (no MAIL_PGP_KEY_FILE, so the content is plaintext and findable): after
 * `purge ID`, the retention job and `purge --all --yes`, no file under DATA_DIR (SQLite, -wal,
 * -shm, .eml) holds anything of the deleted request, while the others are still there. The CLI
 * runs beside the running server, as an operator would run it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { validPayload } from "#contact/test-fixtures.ts";
import { runRequestsCli } from "#server/cli/requests.ts";
import { findOnDisk } from "#server/test-support/disk-scan.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  postJson,
  readStore,
  startTestServer,
  type TestServer,
  testEnv,
} from "#server/test-support/test-server.ts";
import { waitFor } from "#server/test-support/wait.ts";

const DAY_MS = 86_400_000;
let data: ReturnType<typeof makeTempDir>;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  data.remove();
});

/** Posts a general request whose message carries `marker`; waits for its .eml file. */
async function postMarked(app: TestServer, marker: string) {
  const payload = validPayload("general", { message: `Vertraulich: ${marker}` });
  expect((await postJson(app.app, "/api/notify/", payload)).statusCode).toBe(201);
  await waitFor(`the mail of ${marker}`, () =>
    readStore(app.dataDir, (store) => store.get(String(payload.id))?.delivery?.status === "sent"),
  );
  return String(payload.id);
}

function cli(args: string[]) {
  const output: string[] = [];
  const io = {
    env: testEnv(data.path),
    cwd: data.path,
    out: (text: string) => void output.push(text),
    err: (text: string) => void output.push(text),
  };
  return runRequestsCli(args, io).then((code) => ({ code, output: output.join("") }));
}

describe("erasure", () => {
  it("purge ID removes every copy of that request and keeps the others", async () => {
    data = makeTempDir();
    server = await startTestServer({ dataDir: data.path });
    const gone = await postMarked(server, "Amselgrund");
    await postMarked(server, "Birkenhain");
    // The scan finds plaintext where it is: both requests, in the database and the .eml files.
    expect(findOnDisk(data.path, ["Amselgrund"]).length).toBeGreaterThanOrEqual(2);

    const { code, output } = await cli(["purge", gone]);
    expect(code).toBe(0);
    expect(output).toBe(`Deleted request ${gone} and its mail file.\n`);
    expect(findOnDisk(data.path, ["Amselgrund"])).toEqual([]);
    expect(findOnDisk(data.path, ["Birkenhain"]).length).toBeGreaterThanOrEqual(2);
  });

  it("the retention job and purge --all --yes leave nothing behind", async () => {
    data = makeTempDir();
    const old = new Date(Date.now() - 200 * DAY_MS);
    server = await startTestServer({ dataDir: data.path, parts: { clock: { now: () => old } } });
    await postMarked(server, "Lindenweg");
    await server.close();

    // A start runs retention: the 200-day-old request goes, a new one stays.
    server = await startTestServer({ dataDir: data.path });
    const app = server;
    await waitFor("retention", () => readStore(app.dataDir, (store) => store.list().length === 0));
    await postMarked(server, "Eichenhof");
    expect(findOnDisk(data.path, ["Lindenweg"])).toEqual([]);
    expect(findOnDisk(data.path, ["Eichenhof"]).length).toBeGreaterThanOrEqual(2);

    const { code } = await cli(["purge", "--all", "--yes"]);
    expect(code).toBe(0);
    const payload = validPayload("general");
    expect(
      findOnDisk(data.path, ["Eichenhof", String(payload.lastName), String(payload.email)]),
    ).toEqual([]);
  });
});
