import { describe, expect, it } from "vitest";
import { trustedProxies } from "./trusted-proxies";
import { sanitizeRequestHeaders, siteOrigin } from "./request-headers";

const trusted = trustedProxies(["10.0.0.0/8"]);
const spoofed = () => ({
  host: "starport.example",
  "x-starport-client-address": "1.2.3.4",
  "x-forwarded-for": "1.2.3.4",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  forwarded: "for=1.2.3.4",
});

describe("sanitizeRequestHeaders", () => {
  it("drops a client's own address header and forwarded headers, and names the socket's address", () => {
    const headers = spoofed();
    sanitizeRequestHeaders(headers, { socketAddress: "203.0.113.7", trusted });
    expect(headers).toEqual({ host: "starport.example", "x-starport-client-address": "203.0.113.7" });
  });
  it("keeps a trusted proxy's forwarded headers and names the client it forwarded for", () => {
    const headers = spoofed();
    const client = sanitizeRequestHeaders(headers, { socketAddress: "10.0.0.2", trusted });
    expect(client).toEqual({ address: "1.2.3.4", viaTrustedProxy: true });
    expect(headers["x-starport-client-address"]).toBe("1.2.3.4");
    expect(headers["x-forwarded-host"]).toBe("evil.example");
  });
  it("trusts nobody by default", () => {
    const headers = spoofed();
    sanitizeRequestHeaders(headers, { socketAddress: "10.0.0.2", trusted: trustedProxies([]) });
    expect(headers["x-starport-client-address"]).toBe("10.0.0.2");
    expect(headers["x-forwarded-host"]).toBeUndefined();
  });
});

describe("siteOrigin", () => {
  it("is the public URL's origin when there is one", () => {
    expect(siteOrigin({ host: "internal:3000" }, new URL("https://starport.example/x"))).toBe(
      "https://starport.example",
    );
  });
  it("is built from Host (or a trusted proxy's forwarded host and scheme) otherwise", () => {
    expect(siteOrigin({ host: "localhost:3000" }, undefined)).toBe("http://localhost:3000");
    expect(
      siteOrigin({ host: "internal", "x-forwarded-host": "starport.example", "x-forwarded-proto": "https" }, undefined),
    ).toBe("https://starport.example");
  });
});
