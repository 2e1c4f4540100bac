/**
 * Erasure that erases (no MAIL_PGP_KEY_FILE, so the content is plaintext and findable): after
 * `purge ID`, the retention job and `purge --all --yes`, no file under DATA_DIR (SQLite, -wal,
 * -shm, .eml) holds anything of the deleted request, while the others are still there. The CLI
 * runs beside the running server, as an operator would run it. A reader of another connection
 * (a backup, an export) that holds the checkpoint back makes a deletion wait for it, and fail
 * with a sentence when it does not end in time.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { runRequestsCli } from "#server/cli/requests.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { findOnDisk } from "#test-support/server/disk-scan.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import {
  postJson,
  readStore,
  startTestServer,
  type TestServer,
  testEnv,
} from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { ErasureIncompleteError } from "./request-store.ts";
import { DATABASE_FILE_NAME, openSqliteRequestStore } from "./sqlite-request-store.ts";

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

describe("a checkpoint held back by another connection's read transaction", () => {
  /** A store with one request carrying `marker`, and a second connection reading it. */
  function setUp(marker: string, erasureWaitMs: number) {
    data = makeTempDir();
    const store = openSqliteRequestStore(data.path, { erasureWaitMs });
    const payload = validPayload("general", { message: `Vertraulich: ${marker}` });
    const id = String(payload.id);
    store.save({ id, formType: "general", payload, isSpam: false, receivedAt: new Date() });
    const file = join(data.path, DATABASE_FILE_NAME);
    const reader = new DatabaseSync(file);
    // A backup or an export: one read transaction over the current snapshot.
    reader.exec("BEGIN");
    reader.prepare("SELECT COUNT(*) FROM contact_requests").get();
    const inWal = () =>
      findOnDisk(data.path, [marker]).filter((hit) => hit.startsWith(`${file}-wal:`));
    return { store, id, file, reader, inWal };
  }

  it("fails after the wait with a sentence saying what remains; the next deletion erases it", async () => {
    const { store, id, file, reader, inWal } = setUp("Ulmenallee", 200);
    try {
      let eventLoopRan = false;
      setImmediate(() => {
        eventLoopRan = true;
      });
      const error = await store.delete([id]).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      // The old code reported success here while the -wal file still held the text.
      expect(error).toBeInstanceOf(ErasureIncompleteError);
      expect((error as ErasureIncompleteError).ids).toEqual([id]);
      expect((error as Error).message).toBe(
        `Deleted 1 request(s), but older copies of them remain in ${file}-wal: another connection (a backup or an export) held the checkpoint back for 0.2 s, so they stay until a checkpoint runs after it has ended.`,
      );
      expect(inWal()).toHaveLength(1);
      // The waits between tries left the event loop free (the server keeps answering).
      expect(eventLoopRan).toBe(true);
      expect(store.get(id)).toBeUndefined();

      reader.exec("COMMIT");
      // Nothing new to delete: the checkpoint of the earlier deletion is tried again.
      expect(await store.deleteReceivedBefore(new Date(0))).toEqual([]);
      expect(findOnDisk(data.path, ["Ulmenallee"])).toEqual([]);
    } finally {
      if (reader.isTransaction) reader.exec("COMMIT");
      reader.close();
      store.close();
    }
  });

  it("waits for a reader that ends within the wait, then leaves no trace", async () => {
    const { store, id, file, reader, inWal } = setUp("Kastanienweg", 10_000);
    try {
      const deleting = store.delete([id]);
      // The first try has failed: the deleted text is still in the -wal file.
      expect(inWal()).toHaveLength(1);
      reader.exec("COMMIT");
      expect(await deleting).toEqual({ deleted: [id] });
      expect(findOnDisk(data.path, ["Kastanienweg"])).toEqual([]);
      expect(statSync(`${file}-wal`).size).toBe(0);
    } finally {
      if (reader.isTransaction) reader.exec("COMMIT");
      reader.close();
      store.close();
    }
  });
});
