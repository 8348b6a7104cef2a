import { describe, expect, it } from "vitest";
import { inRanges, parseIp, parseIpRange, type IpRange } from "./ip";

const ranges = (...items: string[]): IpRange[] => items.map((r) => parseIpRange(r)!);
const within = (address: string, ...items: string[]) => inRanges(parseIp(address)!, ranges(...items));

describe("parseIp", () => {
  it("reads IPv4, IPv6, compressed and bracketed forms", () => {
    expect(parseIp("10.0.0.1")).not.toBeNull();
    expect(parseIp("::1")).toBe(1n);
    expect(parseIp("[2001:db8::1]")).toBe(parseIp("2001:0db8:0:0:0:0:0:1"));
    expect(parseIp("fe80::1%eth0")).toBe(parseIp("fe80::1"));
  });
  it("maps IPv4 into IPv6, so a dual-stack socket's address is the same address", () => {
    expect(parseIp("::ffff:10.0.0.1")).toBe(parseIp("10.0.0.1"));
  });
  it("refuses what is not an address", () => {
    for (const bad of [
      "",
      "10.0.0",
      "10.0.0.256",
      "1.2.3.4.5",
      "a.b.c.d",
      "1::2::3",
      "12345::",
      "1:2:3:4:5:6:7:8:9",
      "example.com",
      "1.2.3.4:80",
    ]) {
      expect(parseIp(bad), bad).toBeNull();
    }
  });
});

describe("parseIpRange and inRanges", () => {
  it("matches addresses inside a CIDR range and nothing outside it", () => {
    expect(within("10.1.2.3", "10.0.0.0/8")).toBe(true);
    expect(within("11.0.0.1", "10.0.0.0/8")).toBe(false);
    expect(within("192.168.1.77", "192.168.1.64/26")).toBe(true);
    expect(within("192.168.1.128", "192.168.1.64/26")).toBe(false);
    expect(within("fd00::5", "fd00::/8")).toBe(true);
    expect(within("fe00::5", "fd00::/8")).toBe(false);
  });
  it("treats a bare address as a range of one", () => {
    expect(within("127.0.0.1", "127.0.0.1")).toBe(true);
    expect(within("127.0.0.2", "127.0.0.1")).toBe(false);
    expect(within("::1", "::1")).toBe(true);
  });
  it("keeps IPv4 ranges to IPv4 addresses", () => {
    expect(within("::1", "0.0.0.0/0")).toBe(false);
    expect(within("203.0.113.9", "0.0.0.0/0")).toBe(true);
  });
  it("refuses malformed ranges", () => {
    for (const bad of ["10.0.0.0/33", "fd00::/129", "10.0.0.0/x", "10.0.0.0/8/8", "/8", "proxy"])
      expect(parseIpRange(bad), bad).toBeNull();
  });
});
