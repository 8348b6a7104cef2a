import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, inlineScriptHashes, securityHeaders } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows scripts from this site and the given sources only, never inline code", () => {
    const policy = contentSecurityPolicy({ scripts: ["'nonce-abc'"], https: false, dev: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });
  it("upgrades requests under https, lets next dev evaluate, and lets sign-in forms go to OAuth providers", () => {
    const policy = contentSecurityPolicy({ scripts: [], https: true, dev: true, formActions: ["https://github.com"] });
    expect(policy).toContain("upgrade-insecure-requests");
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain("form-action 'self' https://github.com");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only when the public URL is https", () => {
    expect(securityHeaders({ https: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(securityHeaders({ https: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });
});

describe("createNonce", () => {
  it("is fresh every time", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

describe("inlineScriptHashes", () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async="" nonce="N1"></script>` +
    `<script nonce="N1">(self.__next_f=self.__next_f||[]).push([0])</script></head><body>${body}` +
    `<script nonce="N1">self.__next_f.push([1,"payload \\u003c/script>"])</script></body></html>`;

  it("hashes the inline scripts that carry the nonce Next rendered the page with", () => {
    expect(inlineScriptHashes(page("<p>Card</p>"))).toEqual([
      sha("(self.__next_f=self.__next_f||[]).push([0])"),
      sha('self.__next_f.push([1,"payload \\u003c/script>"])'),
    ]);
  });
  it("leaves out a script in the content without that nonce, whatever nonce it claims", () => {
    const hashes = inlineScriptHashes(page('<script>alert(1)</script><script nonce="guess">alert(2)</script>'));
    expect(hashes).toHaveLength(2);
    expect(hashes).not.toContain(sha("alert(1)"));
    expect(hashes).not.toContain(sha("alert(2)"));
  });
  it("hashes nothing in a page rendered without a nonce", () => {
    expect(inlineScriptHashes("<html><head><script>boot()</script></head></html>")).toEqual([]);
  });
});
