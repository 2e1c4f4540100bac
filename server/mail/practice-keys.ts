/**
 * The practice's OpenPGP public keys (MAIL_PGP_KEY_FILE), read and checked once at start.
 * A key file the server cannot encrypt to stops the start: a request must never be stored or
 * mailed in cleartext because a key was silently unusable. A private key in the file is refused
 * too: it does not belong on a server that must not be able to read what it stores.
 */
import { readFile } from "node:fs/promises";
import { type PublicKey, readKeys } from "openpgp";

/** A key that expires within this time is reported at start and in /api/health. */
export const KEY_EXPIRY_WARNING_MS = 30 * 86_400_000;

export type PracticeKeys = {
  keys: PublicKey[];
  /** When the first of the keys stops being usable for encryption; undefined: never. */
  expiresAt: Date | undefined;
};

const ARMORED_BLOCK =
  /-----BEGIN PGP PUBLIC KEY BLOCK-----[\s\S]*?-----END PGP PUBLIC KEY BLOCK-----/g;

export type KeyStatus = "valid" | "expires-soon" | "expired";

/** A key file problem; the message names the setting, the path and what is wrong. */
export class KeyFileError extends Error {
  constructor(path: string, problem: string) {
    super(`MAIL_PGP_KEY_FILE (${path}): ${problem}`);
    this.name = "KeyFileError";
  }
}

export async function loadPracticeKeys(
  path: string,
  now: Date = new Date(),
): Promise<PracticeKeys> {
  let armored: string;
  try {
    armored = await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new KeyFileError(
      path,
      code === "ENOENT"
        ? "the file does not exist."
        : `the file cannot be read (${code ?? "unknown error"}).`,
    );
  }
  if (armored.includes("PRIVATE KEY BLOCK")) throw privateKeyError(path);

  // Each armored block separately: readKeys reads only the first block of a file made by
  // concatenating two exports, which would silently leave the deputy's key out.
  const blocks = armored.match(ARMORED_BLOCK) ?? [armored];
  let keys: Awaited<ReturnType<typeof readKeys>>;
  try {
    keys = (await Promise.all(blocks.map((block) => readKeys({ armoredKeys: block })))).flat();
  } catch {
    throw new KeyFileError(
      path,
      'this is not an ASCII-armored OpenPGP public key ("-----BEGIN PGP PUBLIC KEY BLOCK-----").',
    );
  }
  if (keys.length === 0) throw new KeyFileError(path, "the file holds no key.");

  const publicKeys: PublicKey[] = [];
  let expiresAt: Date | undefined;
  for (const key of keys) {
    if (key.isPrivate()) throw privateKeyError(path);
    const fingerprint = key.getFingerprint().toUpperCase();
    if (await key.isRevoked(undefined, undefined, now)) {
      throw new KeyFileError(path, `key ${fingerprint} is revoked.`);
    }
    const keyExpiry = await encryptionExpiry(key);
    if (keyExpiry && keyExpiry.getTime() <= now.getTime()) {
      throw new KeyFileError(
        path,
        `key ${fingerprint} expired on ${keyExpiry.toISOString()}; extend or replace it.`,
      );
    }
    try {
      await key.verifyPrimaryKey(now);
    } catch (error) {
      throw new KeyFileError(path, `key ${fingerprint} is not usable: ${(error as Error).message}`);
    }
    try {
      await key.getEncryptionKey(undefined, now);
    } catch {
      throw new KeyFileError(path, `key ${fingerprint} has no valid encryption-capable subkey.`);
    }
    if (keyExpiry && (!expiresAt || keyExpiry < expiresAt)) expiresAt = keyExpiry;
    publicKeys.push(key);
  }
  return { keys: publicKeys, expiresAt };
}

export function keyStatus(keys: PracticeKeys, now: Date): KeyStatus {
  if (!keys.expiresAt) return "valid";
  const left = keys.expiresAt.getTime() - now.getTime();
  if (left <= 0) return "expired";
  return left <= KEY_EXPIRY_WARNING_MS ? "expires-soon" : "valid";
}

/** The earlier of the primary key's and its encryption subkey's expiry; undefined: never. */
async function encryptionExpiry(key: PublicKey): Promise<Date | undefined> {
  const dates: Date[] = [];
  const primary = await key.getExpirationTime().catch(() => null);
  if (primary instanceof Date) dates.push(primary);
  // The subkey's own expiry (null: find it whatever the date).
  const subkey = await key.getEncryptionKey(undefined, null).catch(() => undefined);
  if (subkey && subkey !== key) {
    const own = await subkey.getExpirationTime().catch(() => null);
    if (own instanceof Date) dates.push(own);
  }
  return dates.length > 0 ? new Date(Math.min(...dates.map(Number))) : undefined;
}

function privateKeyError(path: string): KeyFileError {
  return new KeyFileError(
    path,
    "this is a private key. Only the practice's public key belongs on the server (export it with `gpg --armor --export`).",
  );
}
