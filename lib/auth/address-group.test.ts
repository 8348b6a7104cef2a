import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group";

describe("addressGroup", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
  });

  it("puts every address of an IPv6 /64 in one group, however it is written", () => {
    const group = "2001:db8:aa:1::/64";
    for (const address of [
      "2001:db8:aa:1::1",
      "2001:db8:aa:1:ffff:ffff:ffff:ffff",
      "2001:0db8:00aa:0001:0:0:0:7",
      "2001:db8:aa:1::1%eth0",
      "2001:db8:aa:1::192.0.2.1",
    ]) {
      expect(addressGroup(address)).toBe(group);
    }
    expect(addressGroup("2001:db8:aa:2::1")).toBe("2001:db8:aa:2::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::")).toBe("fe80:0:0:0::/64");
  });

  it("leaves a value it cannot read as it is rather than merging it with others", () => {
    expect(addressGroup("1:2:3")).toBe("1:2:3");
    expect(addressGroup("1::2::3")).toBe("1::2::3");
  });
});
