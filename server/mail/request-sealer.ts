/**
 * What the notify route stores of a request. Without MAIL_PGP_KEY_FILE: the payload itself.
 * With it: the practice's mail, composed now and encrypted to the practice's keys (spam: its
 * raw body, encrypted), so the plaintext never reaches the disk.
 */
import type { Clock } from "#server/clock.ts";
import type { NewContactRequest } from "#server/storage/request-store.ts";
import { composeMail, type MailSettings } from "./compose-mail.ts";
import { encryptText, sealMail } from "./pgp-mime.ts";
import { keyStatus, type PracticeKeys } from "./practice-keys.ts";

export interface RequestSealer {
  /** The practice's keys, when requests are encrypted. */
  readonly keys: PracticeKeys | undefined;
  /** Adds `sealed` to the request when encrypting; throws when no usable key is left. */
  seal(request: NewContactRequest): Promise<NewContactRequest>;
}

/** The keys expired while the server ran: nothing may be stored until they are replaced. */
export class KeysExpiredError extends Error {
  constructor() {
    super("The practice's OpenPGP key has expired (MAIL_PGP_KEY_FILE).");
    this.name = "KeysExpiredError";
  }
}

export function createRequestSealer(options: {
  keys: PracticeKeys | undefined;
  /** Read at each request: the practice's reply comes from the build served now. */
  mailSettings: () => MailSettings;
  clock: Clock;
}): RequestSealer {
  const { keys, mailSettings, clock } = options;
  return {
    keys,
    async seal(request) {
      if (!keys) return request;
      const now = clock.now();
      if (keyStatus(keys, now) === "expired") throw new KeysExpiredError();
      const sealed = request.isSpam
        ? await encryptText(JSON.stringify(request.payload, null, 2), keys, now)
        : await sealMail(composeMail(request, mailSettings()), request.receivedAt, keys);
      return { ...request, sealed };
    },
  };
}
