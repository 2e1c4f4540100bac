/**
 * OpenPGP keys made in the test (openpgp.js, curve25519): the practice's key pair, and the
 * broken key files the server must refuse. Written to files the way an operator provides them.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  decrypt,
  generateKey,
  type PrivateKey,
  readMessage,
  readPrivateKey,
  revokeKey,
} from "openpgp";

const DAY_S = 86_400;

export type TestKeyPair = { publicArmored: string; privateKey: PrivateKey };

export async function makeKeyPair(
  options: {
    name?: string;
    /** Seconds from `date` until the key expires. */
    expiresInSeconds?: number;
    date?: Date;
    signOnly?: boolean;
  } = {},
): Promise<TestKeyPair> {
  const name = options.name ?? "Praxis Test";
  const { publicKey, privateKey } = await generateKey({
    type: "curve25519",
    userIDs: [{ name, email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.org` }],
    ...(options.expiresInSeconds ? { keyExpirationTime: options.expiresInSeconds } : {}),
    ...(options.date ? { date: options.date } : {}),
    ...(options.signOnly ? { subkeys: [{ sign: true }] } : {}),
    format: "armored",
  });
  return { publicArmored: publicKey, privateKey: await readPrivateKey({ armoredKey: privateKey }) };
}

/** Every kind of key file the server must refuse, by name; `dir` receives the files. */
export async function badKeyFiles(dir: string): Promise<Record<string, string>> {
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const good = await makeKeyPair();
  const expired = await makeKeyPair({
    date: new Date(Date.now() - 10 * DAY_S * 1000),
    expiresInSeconds: DAY_S,
  });
  const revoked = await revokeKey({ key: (await makeKeyPair()).privateKey, format: "armored" });
  const signOnly = await makeKeyPair({ signOnly: true });
  return {
    missing: join(dir, "does-not-exist.asc"),
    "not a key": write("not-a-key.asc", "Dies ist kein Schlüssel.\n"),
    "private key": write("private.asc", good.privateKey.armor()),
    expired: write("expired.asc", expired.publicArmored),
    revoked: write("revoked.asc", revoked.publicKey),
    "no encryption subkey": write("sign-only.asc", signOnly.publicArmored),
  };
}

/** Decrypts an armored message with the practice's private key. */
export async function decryptArmored(armored: string, key: PrivateKey): Promise<string> {
  const { data } = await decrypt({
    message: await readMessage({ armoredMessage: armored }),
    decryptionKeys: key,
  });
  return String(data);
}
