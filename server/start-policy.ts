/**
 * Whether the server may start with its key setting, and what the operator must be told at
 * start. Fail closed: a store that ran encrypted does not start without a key (the key line was
 * most likely lost or expanded to nothing), unless ALLOW_UNENCRYPTED=true says so on purpose.
 */

import { ALLOW_UNENCRYPTED } from "./config/settings.ts";
import type { Config } from "./config.ts";
import { keyStatus, type PracticeKeys } from "./mail/practice-keys.ts";
import type { RequestRecords } from "./storage/request-store.ts";

export type SealMarks = Pick<RequestRecords, "sealedCount" | "everSealed">;

/**
 * Throws when the store ran encrypted, no key is set and ALLOW_UNENCRYPTED is not true;
 * otherwise returns the warnings to log at start.
 */
export function startPolicy(
  config: Config,
  keys: PracticeKeys | undefined,
  store: SealMarks,
  now: Date,
): string[] {
  const sealedWithoutKey = keys ? undefined : sealedState(store);
  if (sealedWithoutKey && !config.mail.allowUnencrypted) {
    throw new Error(refusalWithoutKey(sealedWithoutKey));
  }
  return startupWarnings(config, keys, now, sealedWithoutKey);
}

/**
 * Whether the store ran encrypted: it holds sealed requests, or held them (a mark that purging
 * them keeps).
 */
function sealedState(store: SealMarks): string | undefined {
  const count = store.sealedCount();
  if (count > 0) return `${count} stored request(s) are sealed`;
  return store.everSealed() ? "this store has held sealed requests (deleted since)" : undefined;
}

function refusalWithoutKey(sealed: string): string {
  return `${sealed} (encrypted to the practice's key), but MAIL_PGP_KEY_FILE is not set, so new requests would be stored and mailed unencrypted. Set MAIL_PGP_KEY_FILE to the key file, or ${ALLOW_UNENCRYPTED}=true to run without encryption on purpose`;
}

/** What the operator must know at start: unencrypted health data, TLS opted out, a key expiring. */
function startupWarnings(
  config: Config,
  keys: PracticeKeys | undefined,
  now: Date,
  sealedWithoutKey: string | undefined,
): string[] {
  const warnings: string[] = [];
  if (!keys && sealedWithoutKey) {
    warnings.push(
      `${ALLOW_UNENCRYPTED}=true: ${sealedWithoutKey}, but MAIL_PGP_KEY_FILE is not set: new contact requests (health data) are stored and mailed UNENCRYPTED. Set MAIL_PGP_KEY_FILE and remove ${ALLOW_UNENCRYPTED} to encrypt again (docs/operations.md).`,
    );
  } else if (!keys) {
    warnings.push(
      "MAIL_PGP_KEY_FILE is not set: contact requests (health data) are stored and mailed UNENCRYPTED. Fine for a first try, not for production: see docs/operations.md.",
    );
  } else if (keyStatus(keys, now) === "expires-soon") {
    warnings.push(
      `MAIL_PGP_KEY_FILE: a key expires on ${keys.expiresAt?.toISOString()}; extend or replace it before then (docs/operations.md).`,
    );
  }
  if (keys && config.mail.allowUnencrypted) {
    warnings.push(
      `${ALLOW_UNENCRYPTED}=true has no effect while MAIL_PGP_KEY_FILE is set: remove it, so that a lost key setting stops the start again.`,
    );
  }
  if (config.mail.smtpUrl && !config.mail.requireTls) {
    warnings.push(
      "SMTP_REQUIRE_TLS=false: mail to the SMTP server may travel without TLS. Only for a relay on the same host.",
    );
  }
  return warnings;
}
