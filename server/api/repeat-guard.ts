/**
 * Recognises a form posted twice (issue 31): a double click on „Anfrage senden“, or the browser
 * sending the post again on Reload. A native post carries no request id of its own (the page is
 * the same static file for every visitor), so the id comes from what was posted: the same
 * form with the same values within `windowMs` gets the id the first post got, and the store
 * keeps one request (a repeated id with the same content is a duplicate, stored-requests.ts).
 *
 * What is remembered is an HMAC of the values under a key made at start and held only in memory:
 * no visitor text is kept, and nothing of it reaches the disk. At most `maxEntries` posts are
 * remembered (the oldest are forgotten first), so a flood cannot grow the memory.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { FormType } from "#contact/form-types.ts";
import { createRequestId } from "#contact/payload.ts";
import type { Clock } from "#server/clock.ts";

export interface RepeatGuard {
  /** The id of this post: the one an identical post got within the window, else a new one. */
  idFor(formType: FormType, values: Record<string, unknown>): string;
}

export function createRepeatGuard({
  clock,
  windowMs = 10 * 60_000,
  maxEntries = 10_000,
  newId = createRequestId,
}: {
  clock: Clock;
  windowMs?: number;
  maxEntries?: number;
  newId?: () => string;
}): RepeatGuard {
  const key = randomBytes(32);
  /** Fingerprint → id and when it was given, oldest first (a Map keeps insertion order). */
  const seen = new Map<string, { id: string; at: number }>();

  const forgetOld = (now: number) => {
    for (const [fingerprint, entry] of seen) {
      if (now - entry.at < windowMs && seen.size <= maxEntries) break;
      seen.delete(fingerprint);
    }
  };

  return {
    idFor(formType, values) {
      const now = clock.now().getTime();
      forgetOld(now);
      const names = Object.keys(values).sort();
      const fingerprint = createHmac("sha256", key)
        .update(JSON.stringify([formType, names.map((name) => [name, values[name]])]))
        .digest("base64");
      const known = seen.get(fingerprint);
      if (known) return known.id;
      const id = newId();
      seen.set(fingerprint, { id, at: now });
      if (seen.size > maxEntries) forgetOld(now);
      return id;
    },
  };
}
