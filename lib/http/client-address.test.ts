import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("reads the server's header from a Headers object and from next-auth's header record", () => {
    expect(clientAddress(new Headers({ "x-starport-client-address": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientAddress({ "x-starport-client-address": " 2001:DB8::1 " })).toBe("2001:db8::1");
    expect(clientAddress({ "x-starport-client-address": ["198.51.100.2", "10.0.0.1"] })).toBe("198.51.100.2");
  });

  it("is null when the header is absent, empty or not an address", () => {
    expect(clientAddress(new Headers())).toBeNull();
    expect(clientAddress(undefined)).toBeNull();
    expect(clientAddress({})).toBeNull();
    for (const value of ["", "   ", "unknown", "203.0.113.7, 10.0.0.1", "300.1.1.1", "1".repeat(80), "<script>"]) {
      expect(clientAddress({ "x-starport-client-address": value })).toBeNull();
    }
  });

  it("never reads X-Forwarded-For or X-Real-IP, which any client can send", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.9" }))).toBeNull();
    expect(clientAddress({ "x-forwarded-for": "203.0.113.9" })).toBeNull();
  });

  it("writes an IPv4-mapped IPv6 address as IPv4, so one client has one name", () => {
    expect(clientAddress({ "x-starport-client-address": "::ffff:192.0.2.4" })).toBe("192.0.2.4");
  });
});
