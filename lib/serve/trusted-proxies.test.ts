import { describe, expect, it } from "vitest";
import { isTrustedProxy, trustedProxies } from "./trusted-proxies";

const within = (address: string, ...entries: string[]) => isTrustedProxy(address, trustedProxies(entries));

describe("trusted proxies", () => {
  it("matches addresses inside a CIDR range and nothing outside it", () => {
    expect(within("10.1.2.3", "10.0.0.0/8")).toBe(true);
    expect(within("11.0.0.1", "10.0.0.0/8")).toBe(false);
    expect(within("192.168.1.77", "192.168.1.64/26")).toBe(true);
    expect(within("192.168.1.128", "192.168.1.64/26")).toBe(false);
    expect(within("fd00::5", "fd00::/8")).toBe(true);
    expect(within("fe00::5", "fd00::/8")).toBe(false);
  });
  it("treats a bare address as a range of one, and reads brackets, zones and IPv4-mapped IPv6", () => {
    expect(within("127.0.0.1", "127.0.0.1")).toBe(true);
    expect(within("127.0.0.2", "127.0.0.1")).toBe(false);
    expect(within("[::1]", "::1")).toBe(true);
    expect(within("fe80::1%eth0", "fe80::/10")).toBe(true);
    expect(within("::ffff:10.0.0.1", "10.0.0.0/8")).toBe(true);
  });
  it("keeps IPv4 ranges to IPv4 addresses, and trusts nothing that is not an address", () => {
    expect(within("::1", "0.0.0.0/0")).toBe(false);
    expect(within("203.0.113.9", "0.0.0.0/0")).toBe(true);
    for (const bad of ["", "example.com", "1.2.3.4:80", "10.0.0"])
      expect(within(bad, "0.0.0.0/0", "::/0"), bad).toBe(false);
  });
});
