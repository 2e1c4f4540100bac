/**
 * What the server checks and says at start about privacy: a key file it cannot encrypt to stops
 * the process (a real `node server/main.ts`), and the operator is warned once when requests are
 * stored and mailed unencrypted or when TLS to the SMTP server is switched off.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "./build-server.ts";
import { loadConfig } from "./config.ts";
import { badKeyFiles } from "./test-support/pgp-keys.ts";
import { spawnServer } from "./test-support/server-process.ts";
import { makeTempDir } from "./test-support/temp-dir.ts";
import { testEnv } from "./test-support/test-server.ts";

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

describe("start-up warnings", () => {
  async function warningsFor(env: Record<string, string>) {
    const lines: string[] = [];
    const app = await buildServer(loadConfig(testEnv(temp.path, { LOG_LEVEL: "warn", ...env })), {
      logDestination: { write: (line) => void lines.push(line) },
    });
    await app.close();
    return lines
      .map((line) => JSON.parse(line) as { event?: string; msg: string })
      .filter((line) => line.event === "startup-warning")
      .map((line) => line.msg);
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
