/**
 * TRUST_PROXY: which proxies in front of the server may name the client in X-Forwarded-For, as
 * written in the setting and as Fastify takes it.
 */
import { isIP } from "node:net";
import { inRange, quote, type Range, wholeNumber } from "./values.ts";

/** False, a number of proxy hops, or a comma-separated list of trusted proxy addresses. */
export type TrustProxy = false | number | string;

/** Proxy hops in front of the server (0 is TRUST_PROXY=false). */
export const TRUST_PROXY_HOPS: Range = { min: 1, max: 10 };

const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * "false"; "true" (one proxy in front: the address it appended to X-Forwarded-For counts, what a
 * client wrote before it does not); a number of proxy hops; or a comma-separated list of trusted
 * proxies (IPs, CIDRs, loopback …).
 */
export function parseTrustProxy(value: string): TrustProxy {
  const lower = value.toLowerCase();
  if (lower === "false" || lower === "no") return false;
  if (lower === "true" || lower === "yes") return 1;
  const hops = wholeNumber(value);
  if (hops === 0) return false;
  if (hops !== undefined) {
    if (inRange(hops, TRUST_PROXY_HOPS)) return hops;
    const { min, max } = TRUST_PROXY_HOPS;
    throw new Error(
      `${quote(value)} is out of range (${min} to ${max} proxy hops; false for none).`,
    );
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.includes(entry)) return true;
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  if (!valid) {
    throw new Error(
      `${quote(value)} is neither true/false, a number of proxy hops, nor a list of proxy addresses (e.g. loopback or 10.0.0.0/8).`,
    );
  }
  return entries.join(",");
}

/**
 * Fastify's `trustProxy` option. A number of hops becomes a trust function: Fastify refuses plain
 * hop counts (they trust whoever connects), and its `true` would trust every entry a client wrote
 * itself.
 */
export function trustProxyOption(setting: TrustProxy) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}
