import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badKeyFiles, decryptArmored, makeKeyPair } from "#test-support/server/pgp-keys.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { encryptText } from "./pgp-mime.ts";
import { KEY_EXPIRY_WARNING_MS, keyStatus, loadPracticeKeys } from "./practice-keys.ts";

const DAY_S = 86_400;
let temp: ReturnType<typeof makeTempDir>;
beforeAll(() => {
  temp = makeTempDir("keys-");
});
afterAll(() => temp.remove());

describe("loadPracticeKeys", () => {
  it("reads every key of a file made by concatenating two exports, and encrypts to both", async () => {
    const practitioner = await makeKeyPair({ name: "Praxis" });
    const deputy = await makeKeyPair({ name: "Vertretung" });
    const file = join(temp.path, "two.asc");
    writeFileSync(file, `${practitioner.publicArmored}\n${deputy.publicArmored}`);

    const keys = await loadPracticeKeys(file);
    expect(keys.keys).toHaveLength(2);
    expect(keys.expiresAt).toBeUndefined();
    const armored = await encryptText("Nur für die Praxis", keys, new Date());
    expect(await decryptArmored(armored, practitioner.privateKey)).toBe("Nur für die Praxis");
    expect(await decryptArmored(armored, deputy.privateKey)).toBe("Nur für die Praxis");
  });

  it.each([
    ["missing", /does not exist/],
    ["not a key", /not an ASCII-armored OpenPGP public key/],
    ["private key", /private key/],
    ["expired", /expired on/],
    ["revoked", /revoked/],
    ["no encryption subkey", /no valid encryption-capable subkey/],
  ])("refuses a %s file, naming MAIL_PGP_KEY_FILE and the problem", async (kind, problem) => {
    const files = await badKeyFiles(temp.path);
    const error = await loadPracticeKeys(files[kind] ?? "").catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^MAIL_PGP_KEY_FILE \(/);
    expect((error as Error).message).toMatch(problem);
  });

  it("knows when the first key stops encrypting: valid, expires soon, expired", async () => {
    const soon = await makeKeyPair({ expiresInSeconds: 10 * DAY_S });
    const file = join(temp.path, "soon.asc");
    writeFileSync(file, soon.publicArmored);
    const keys = await loadPracticeKeys(file);
    const expiresAt = keys.expiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(keyStatus(keys, new Date())).toBe("expires-soon");
    expect(keyStatus(keys, new Date(expiresAt - KEY_EXPIRY_WARNING_MS - 1000))).toBe("valid");
    expect(keyStatus(keys, new Date(expiresAt + 1000))).toBe("expired");
  });
});
