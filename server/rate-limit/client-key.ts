/**
 * Which quota a request counts against. An IPv4 address is one client; an IPv6 client is its
 * /64, because one home connection or one rented server gets a whole /64 and could otherwise
 * take a fresh address (and a fresh quota) for every request. An IPv4-mapped IPv6 address
 * (::ffff:203.0.113.7) is the IPv4 address it carries. Keys are short normalised strings, so
 * the limiter's memory is bounded in bytes, not only in clients.
 */
import { isIPv4, isIPv6 } from "node:net";

/** Longer X-Forwarded-For headers are not used for keying (no honest proxy chain is this long). */
export const MAX_FORWARDED_FOR_LENGTH = 1024;

/** Key for anything that is not an IP address (never expected from a socket). */
const UNKNOWN_CLIENT = "unknown";

export function clientKey(address: string | undefined): string {
  if (address === undefined) return UNKNOWN_CLIENT;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return UNKNOWN_CLIENT;
  const groups = ipv6Groups(address.split("%")[0] ?? "");
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" and a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The address a request counts for: the one Fastify derives under TRUST_PROXY (read once, the
 * header parsed once), or the connection's own address when the X-Forwarded-For header is
 * longer than any honest proxy chain.
 */
export function requestClientKey(request: {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined };
}): string {
  const forwarded = request.headers["x-forwarded-for"];
  const length = Array.isArray(forwarded)
    ? forwarded.reduce((sum, value) => sum + value.length + 1, 0)
    : (forwarded?.length ?? 0);
  return clientKey(length > MAX_FORWARDED_FOR_LENGTH ? request.socket.remoteAddress : request.ip);
}
