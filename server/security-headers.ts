/**
 * The security headers of every answer (HSTS, no sniffing or framing, strict referrer and
 * permissions policies) and a page's Content-Security-Policy, built from the hashes of its
 * inline scripts and styles.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

const sources = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join("");

/** Content-Security-Policy of a page: scripts and styles only from the site itself or by hash. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${sources(scriptHashes)}`,
    // The page's own inline <style> (all site CSS, decision 008) by hash; any other stays blocked.
    `style-src 'self'${sources(styleHashes)}`,
    // React writes some style attributes (e.g. a progress bar's width).
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const hashes = (html: string, element: RegExp) =>
  [...html.matchAll(element)].map(
    (match) =>
      `sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}`,
  );

export const inlineScriptHashes = (html: string) => hashes(html, INLINE_SCRIPT);
export const inlineStyleHashes = (html: string) => hashes(html, INLINE_STYLE);

/** The policy of a prerendered page: its own inline scripts and styles, by hash. */
export const pageContentSecurityPolicy = (html: string) =>
  contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html));

/** Headers every answer carries, pages and API alike. */
export const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
} as const;

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", contentSecurityPolicy([]));
    }
    return payload;
  });
}
