/**
 * lastCalledPage's rule: "" (unknown) or a path of this site. Apart from the payload schemas
 * so the browser, which needs only this rule to build a payload, does not load and construct
 * the server's zod schemas of the wire (decision 008).
 */

export const LAST_CALLED_PAGE_MAX = 2000;

/**
 * A path of this site: "/" not followed by "/" (that would name another host), then only the
 * path characters of RFC 3986 (pchar and "/"): unreserved A–Z a–z 0–9 - . _ ~, percent-escapes
 * %XX, sub-delims ! $ & ' ( ) * + , ; = and : @. No query, no fragment, nothing raw.
 */
const SITE_PATH = /^\/(?!\/)(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/** Whether `value` is a valid lastCalledPage: "" (unknown) or a site path of at most 2000. */
export function isSitePath(value: string): boolean {
  return value === "" || (value.length <= LAST_CALLED_PAGE_MAX && SITE_PATH.test(value));
}
