import { describe, expect, it } from "vitest";
import { crossOriginRefusal, declaredBodyRefusal, MAX_BODY_BYTES, refusalBody, requestLinePath } from "./guards";

const allowedOrigins = ["https://starport.example"];
const action = (headers: Record<string, string>, path = "/decks/new", method = "POST") =>
  crossOriginRefusal({ method, path, headers: { "next-action": "abc123", ...headers }, allowedOrigins });

describe("crossOriginRefusal", () => {
  it("lets a server action from our own origin through", () => {
    expect(action({ origin: "https://starport.example" })).toBeNull();
  });
  it("refuses an action from another origin, a null origin or a cross-site fetch with 403", () => {
    expect(action({ origin: "https://evil.example" })).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(action({ origin: "null" })).toMatchObject({ status: 403 });
    expect(action({ origin: "https://starport.example", "sec-fetch-site": "cross-site" })).toMatchObject({ status: 403 });
  });
  it("refuses a form post to a page from another origin even without the Next-Action header", () => {
    expect(crossOriginRefusal({ method: "POST", path: "/check", headers: { origin: "https://evil.example" }, allowedOrigins })).toMatchObject({ status: 403 });
  });
  it("leaves API routes to themselves unless they name an action", () => {
    expect(crossOriginRefusal({ method: "POST", path: "/api/v1/decks/validate", headers: { origin: "https://evil.example" }, allowedOrigins })).toBeNull();
    expect(action({ origin: "https://evil.example" }, "/api/v1/decks/validate")).toMatchObject({ status: 403 });
  });
  it("lets reads and clients without an Origin (not browsers) through", () => {
    expect(action({ origin: "https://evil.example" }, "/decks/new", "GET")).toBeNull();
    expect(action({})).toBeNull();
  });
});

describe("declaredBodyRefusal", () => {
  it("refuses a declared body beyond the cap with 413", () => {
    expect(declaredBodyRefusal(String(MAX_BODY_BYTES))).toBeNull();
    expect(declaredBodyRefusal(String(MAX_BODY_BYTES + 1))).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(declaredBodyRefusal(undefined)).toBeNull();
  });
});

describe("refusalBody", () => {
  const refusal = { status: 413, code: "PAYLOAD_TOO_LARGE", message: "Too big." } as const;
  it("answers API paths (and unknown ones) with the API's JSON error", () => {
    expect(refusalBody(refusal, "/api/v1/cards")).toEqual({ contentType: "application/json", body: '{"error":{"code":"PAYLOAD_TOO_LARGE","message":"Too big."}}' });
    expect(refusalBody(refusal, null).contentType).toBe("application/json");
  });
  it("answers pages with plain text", () => {
    expect(refusalBody(refusal, "/check")).toEqual({ contentType: "text/plain; charset=utf-8", body: "Too big.\n" });
  });
});

describe("requestLinePath", () => {
  it("reads the path from the raw request line", () => {
    expect(requestLinePath(Buffer.from("GET /api/v1/cards?q=x HTTP/1.1\r\nHost: a\r\n"))).toBe("/api/v1/cards");
    expect(requestLinePath(Buffer.from("X-Big: aaaa"))).toBeNull();
    expect(requestLinePath(undefined)).toBeNull();
  });
});
