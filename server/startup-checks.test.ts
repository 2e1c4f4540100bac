/**
 * What the server checks and says at start about privacy: a key file it cannot encrypt to stops
 * the process (a real `node server/main.ts`), and the operator is warned once when requests are
 * stored and mailed unencrypted or when TLS to the SMTP server is switched off.
 */
import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { badKeyFiles, makeKeyPair } from "#test-support/server/pgp-keys.ts";
import { spawnServer } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import {
  NOTIFY_URLS,
  postJson,
  readStore,
  startTestServer,
  testEnv,
} from "#test-support/server/test-server.ts";
import { buildServer } from "./build-server.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openSqliteRequestStore } from "./storage/sqlite-request-store.ts";

let temp: ReturnType<typeof makeTempDir>;
let files: Record<string, string>;
beforeAll(async () => {
  temp = makeTempDir("startup-");
  files = await badKeyFiles(temp.path);
});
afterAll(() => temp.remove());

describe("a key file the server cannot encrypt to", () => {
  it.each(["missing", "not a key", "private key", "expired", "revoked", "no encryption subkey"])(
    "%s: the server does not start and names MAIL_PGP_KEY_FILE",
    async (kind) => {
      const spawned = spawnServer({
        ...testEnv(temp.path),
        PORT: "0",
        HOST: "127.0.0.1",
        MAIL_PGP_KEY_FILE: files[kind] ?? "",
      });
      expect(await spawned.exited).toBe(1);
      expect(spawned.stderr()).toMatch(/^Cannot start: MAIL_PGP_KEY_FILE \(.+\): /);
      expect(spawned.stdout()).not.toContain('"event":"listening"');
    },
  );
});

/** The messages of the start-up warnings among JSON log lines. */
function startupWarnings(lines: string[]): string[] {
  return lines
    .map((line) => JSON.parse(line) as { event?: string; msg: string })
    .filter((line) => line.event === "startup-warning")
    .map((line) => line.msg);
}

describe("start-up warnings", () => {
  async function warningsFor(env: Record<string, string>) {
    const lines: string[] = [];
    const app = await buildServer(loadConfig(testEnv(temp.path, { LOG_LEVEL: "warn", ...env })), {
      logDestination: { write: (line) => void lines.push(line) },
    });
    await app.close();
    return startupWarnings(lines);
  }

  it("without a key: one warning that health data is stored and mailed unencrypted", async () => {
    expect(await warningsFor({})).toEqual([
      expect.stringMatching(/^MAIL_PGP_KEY_FILE is not set: .* UNENCRYPTED/),
    ]);
  });

  it("SMTP_REQUIRE_TLS=false: a warning that mail may travel without TLS", async () => {
    const warnings = await warningsFor({
      SMTP_URL: "smtp://127.0.0.1:2525",
      SMTP_REQUIRE_TLS: "false",
    });
    expect(warnings).toContainEqual(expect.stringMatching(/^SMTP_REQUIRE_TLS=false: /));
    expect(warnings).toHaveLength(2);
  });
});

describe("a store with sealed requests, restarted without the key (fails closed)", () => {
  let data: ReturnType<typeof makeTempDir>;
  let keyFile: string;
  beforeAll(async () => {
    data = makeTempDir("sealed-");
    keyFile = join(data.path, "praxis.asc");
    writeFileSync(keyFile, (await makeKeyPair()).publicArmored);
    const dataDir = join(data.path, "data");
    const sealed = await startTestServer({
      dataDir,
      env: { MAIL_PGP_KEY_FILE: keyFile },
      startJobs: false,
    });
    for (const formType of ["psychotherapie", "general"] as const) {
      const response = await postJson(sealed.app, NOTIFY_URLS[formType], validPayload(formType));
      expect(response.statusCode).toBe(201);
    }
    await sealed.close();
    expect(readStore(dataDir, (store) => store.sealedCount())).toBe(2);
  });
  afterAll(() => data.remove());
  const dataDir = () => join(data.path, "data");

  it("MAIL_PGP_KEY_FILE= (empty, a failed expansion): the process does not start", async () => {
    const spawned = spawnServer({
      ...testEnv(dataDir()),
      PORT: "0",
      HOST: "127.0.0.1",
      MAIL_PGP_KEY_FILE: "",
    });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toContain(
      "MAIL_PGP_KEY_FILE: set but empty: give the key file's path, or remove the line to run without encryption.",
    );
    expect(spawned.stdout()).not.toContain('"event":"listening"');
  });

  it("no MAIL_PGP_KEY_FILE: the process does not start, naming the count and the override", async () => {
    const spawned = spawnServer({ ...testEnv(dataDir()), PORT: "0", HOST: "127.0.0.1" });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toBe(
      `Cannot start: 2 stored request(s) are sealed (encrypted to the practice's key), but MAIL_PGP_KEY_FILE is not set, so new requests would be stored and mailed unencrypted. Set MAIL_PGP_KEY_FILE to the key file, or ALLOW_UNENCRYPTED=true to run without encryption on purpose (DATA_DIR=${dataDir()})\n`,
    );
    expect(spawned.stdout()).not.toContain('"event":"listening"');
  });

  it("the refused start closes the store it opened", async () => {
    const real = openSqliteRequestStore(dataDir());
    let closed = false;
    const store = {
      ...real,
      close: () => {
        closed = true;
        real.close();
      },
    };
    await expect(buildServer(loadConfig(testEnv(dataDir())), { store })).rejects.toThrow(
      /^2 stored request\(s\) are sealed .* ALLOW_UNENCRYPTED=true /,
    );
    expect(closed).toBe(true);
  });

  it("ALLOW_UNENCRYPTED=true: it starts, accepts requests, and warns naming the count", async () => {
    const lines: string[] = [];
    const server = await startTestServer({
      dataDir: dataDir(),
      env: { ALLOW_UNENCRYPTED: "true", LOG_LEVEL: "warn" },
      parts: { logDestination: { write: (line) => void lines.push(line) } },
      startJobs: false,
    });
    try {
      const response = await postJson(server.app, NOTIFY_URLS.general, validPayload("general"));
      expect(response.statusCode).toBe(201);
    } finally {
      await server.close();
    }
    expect(startupWarnings(lines)).toEqual([
      expect.stringMatching(
        /^ALLOW_UNENCRYPTED=true: 2 stored request\(s\) are sealed, but MAIL_PGP_KEY_FILE is not set: .* UNENCRYPTED/,
      ),
    ]);
  });

  it("ALLOW_UNENCRYPTED=true beside a key: warned that it has no effect and should go", async () => {
    const lines: string[] = [];
    const app = await buildServer(
      loadConfig(
        testEnv(dataDir(), {
          MAIL_PGP_KEY_FILE: keyFile,
          ALLOW_UNENCRYPTED: "true",
          LOG_LEVEL: "warn",
        }),
      ),
      { logDestination: { write: (line) => void lines.push(line) } },
    );
    await app.close();
    expect(startupWarnings(lines)).toEqual([
      expect.stringMatching(/^ALLOW_UNENCRYPTED=true has no effect while MAIL_PGP_KEY_FILE is set/),
    ]);
  });

  it("after every sealed request was purged, a start without a key is still refused", async () => {
    const copy = join(data.path, "purged");
    cpSync(dataDir(), copy, { recursive: true });
    const store = openSqliteRequestStore(copy);
    try {
      await store.deleteAll();
      expect(store.sealedCount()).toBe(0);
    } finally {
      store.close();
    }
    // Before, an emptied store started without a key and stored new requests in cleartext.
    await expect(buildServer(loadConfig(testEnv(copy)))).rejects.toThrow(
      /^this store has held sealed requests \(deleted since\) \(encrypted to the practice's key\), but MAIL_PGP_KEY_FILE is not set/,
    );
  });

  it("ALLOW_UNENCRYPTED takes exactly true or false", () => {
    for (const value of ["yes", "1", "TRUE", "on"]) {
      expect(() => loadConfig(testEnv(dataDir(), { ALLOW_UNENCRYPTED: value }))).toThrow(
        ConfigError,
      );
    }
    expect(loadConfig(testEnv(dataDir(), { ALLOW_UNENCRYPTED: "false" })).mail).toMatchObject({
      allowUnencrypted: false,
    });
  });
});
