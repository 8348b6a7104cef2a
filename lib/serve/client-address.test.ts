import { describe, expect, it } from "vitest";
import { resolveClientAddress } from "./client-address";
import { trustedProxies } from "./trusted-proxies";

const trusted = trustedProxies(["10.0.0.0/8", "::1"]);

describe("resolveClientAddress", () => {
  it("uses the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(
      resolveClientAddress({ socketAddress: "203.0.113.7", forwardedFor: "198.51.100.1", trusted: trustedProxies([]) }),
    ).toEqual({
      address: "203.0.113.7",
      viaTrustedProxy: false,
    });
  });
  it("ignores X-Forwarded-For from a peer outside the trusted list", () => {
    expect(resolveClientAddress({ socketAddress: "198.51.100.9", forwardedFor: "1.2.3.4", trusted }).address).toBe(
      "198.51.100.9",
    );
  });
  it("takes the forwarded client from a trusted proxy", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "203.0.113.7", trusted })).toEqual({
      address: "203.0.113.7",
      viaTrustedProxy: true,
    });
  });
  it("walks right to left past trusted hops and stops at the first one it does not trust", () => {
    // The client claimed 1.1.1.1; the edge proxy saw 203.0.113.7; an inner proxy 10.0.0.3.
    const result = resolveClientAddress({
      socketAddress: "10.0.0.2",
      forwardedFor: "1.1.1.1, 203.0.113.7, 10.0.0.3",
      trusted,
    });
    expect(result.address).toBe("203.0.113.7");
  });
  it("reads several X-Forwarded-For headers as one list", () => {
    expect(
      resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: ["1.1.1.1", "203.0.113.7"], trusted }).address,
    ).toBe("203.0.113.7");
  });
  it("stops at a hop that is not an address and keeps the last trusted one", () => {
    expect(
      resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "203.0.113.7, nonsense, 10.0.0.3", trusted })
        .address,
    ).toBe("10.0.0.3");
  });
  it("falls back to the trusted peer when the header is missing, and to the leftmost hop when every hop is trusted", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, trusted }).address).toBe(
      "10.0.0.2",
    );
    expect(
      resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "10.9.9.9, 10.0.0.3", trusted }).address,
    ).toBe("10.9.9.9");
  });
  it("reads dual-stack socket addresses and IPv6 hops", () => {
    expect(
      resolveClientAddress({ socketAddress: "::ffff:10.0.0.2", forwardedFor: "2001:db8::7", trusted }).address,
    ).toBe("2001:db8::7");
    expect(
      resolveClientAddress({
        socketAddress: "::ffff:203.0.113.7",
        forwardedFor: undefined,
        trusted: trustedProxies([]),
      }).address,
    ).toBe("203.0.113.7");
    expect(resolveClientAddress({ socketAddress: "::1", forwardedFor: "[2001:db8::8]", trusted }).address).toBe(
      "2001:db8::8",
    );
  });
  it("says unknown when the socket has no address", () => {
    expect(resolveClientAddress({ socketAddress: undefined, forwardedFor: "1.2.3.4", trusted }).address).toBe(
      "unknown",
    );
  });
});
