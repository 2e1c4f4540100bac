import { describe, expect, it } from "vitest";
import { clientKey, MAX_FORWARDED_FOR_LENGTH, requestClientKey } from "./client-key.ts";

describe("clientKey", () => {
  it("keys IPv4 by address and IPv6 by its /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    const sameSlash64 = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0009",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::192.0.2.1",
      "fe80::1%eth0".replace("fe80::", "2001:db8:1:2::"),
    ];
    for (const address of sameSlash64) expect(clientKey(address)).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("::")).toBe("0:0:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("gives anything that is no address one shared short key", () => {
    expect(clientKey("x".repeat(15_000))).toBe("unknown");
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("203.0.113.7, 10.0.0.1")).toBe("unknown");
  });
});

describe("requestClientKey", () => {
  const request = (forwardedFor: string | undefined) => ({
    ip: "198.51.100.9",
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress: "127.0.0.1" },
  });

  it("uses the address Fastify derived, unless the header is too long to be honest", () => {
    expect(requestClientKey(request(undefined))).toBe("198.51.100.9");
    expect(requestClientKey(request("198.51.100.9"))).toBe("198.51.100.9");
    const long = `${"1.2.3.4, ".repeat(MAX_FORWARDED_FOR_LENGTH / 8)}198.51.100.9`;
    expect(requestClientKey(request(long))).toBe("127.0.0.1");
  });
});
