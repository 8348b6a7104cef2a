import { describe, expect, it } from "vitest";
import { MAX_DATA_BYTES } from "../account/export-document";
import { refusedActionReason } from "../http/refused-action";
import {
  addressRefusal,
  apiMethodRefusal,
  bodyLimit,
  bodyTooLarge,
  crossOriginRefusal,
  declaredBodyRefusal,
  isActionRequest,
  MAX_REQUEST_BODY_BYTES,
  methodRefusal,
  NulScanner,
  refusalBody,
  requestLinePath,
} from "./guards";

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
    expect(action({ origin: "https://starport.example", "sec-fetch-site": "cross-site" })).toMatchObject({
      status: 403,
    });
  });
  it("refuses a form post to a page from another origin even without the Next-Action header", () => {
    expect(
      crossOriginRefusal({
        method: "POST",
        path: "/check",
        headers: { origin: "https://evil.example" },
        allowedOrigins,
      }),
    ).toMatchObject({ status: 403 });
  });
  it("leaves API routes to themselves unless they name an action", () => {
    expect(
      crossOriginRefusal({
        method: "POST",
        path: "/api/v1/decks/validate",
        headers: { origin: "https://evil.example" },
        allowedOrigins,
      }),
    ).toBeNull();
    expect(action({ origin: "https://evil.example" }, "/api/v1/decks/validate")).toMatchObject({ status: 403 });
  });
  it("lets an Origin whose host is the request's own host through, whatever the public URL names", () => {
    const at = (origin: string, host: string) =>
      crossOriginRefusal({ method: "POST", path: "/decks/x/edit", headers: { origin }, allowedOrigins, host });
    expect(at("http://127.0.0.1:3000", "127.0.0.1:3000")).toBeNull();
    expect(at("http://192.168.1.20:3000", "192.168.1.20:3000")).toBeNull();
    expect(at("http://localhost:3000", "localhost:3000")).toBeNull();
    expect(at("http://evil.example", "127.0.0.1:3000")).toMatchObject({ status: 403 });
    expect(at("http://127.0.0.1:3001", "127.0.0.1:3000")).toMatchObject({ status: 403 });
    expect(at("null", "null")).toMatchObject({ status: 403 });
  });
  it("lets reads and clients without an Origin (not browsers) through", () => {
    expect(action({ origin: "https://evil.example" }, "/decks/new", "GET")).toBeNull();
    expect(action({})).toBeNull();
  });
});

describe("declaredBodyRefusal", () => {
  it("refuses a declared body beyond the cap with 413", () => {
    expect(declaredBodyRefusal(String(MAX_REQUEST_BODY_BYTES))).toBeNull();
    expect(declaredBodyRefusal(String(MAX_REQUEST_BODY_BYTES + 1))).toMatchObject({
      status: 413,
      code: "TOO_LARGE",
    });
    expect(declaredBodyRefusal(undefined)).toBeNull();
  });
});

describe("refusalBody", () => {
  const refusal = { status: 413, code: "TOO_LARGE", message: "Too big." } as const;
  it("answers API paths (and unknown ones) with the API's JSON error, its documented code and CORS headers", () => {
    expect(refusalBody(refusal, "/api/v1/cards")).toEqual({
      contentType: "application/json",
      body: '{"error":{"code":"TOO_LARGE","message":"Too big."}}',
      headers: expect.objectContaining({ "Access-Control-Allow-Origin": "*" }),
    });
    expect(bodyTooLarge().code).toBe("TOO_LARGE");
    expect(refusalBody(refusal, null).contentType).toBe("application/json");
  });
  it("answers pages with plain text", () => {
    expect(refusalBody(refusal, "/check")).toEqual({ contentType: "text/plain; charset=utf-8", body: "Too big.\n" });
  });
  it("answers a server action with exactly text/plain and the marker, so Next's client hands the reason to the form", () => {
    const answer = refusalBody(refusal, "/check", true);
    expect(answer.contentType).toBe("text/plain");
    expect(refusedActionReason(new Error(answer.body))).toBe("Too big.");
  });
});

describe("requestLinePath", () => {
  it("reads the path from the raw request line", () => {
    expect(requestLinePath(Buffer.from("GET /api/v1/cards?q=x HTTP/1.1\r\nHost: a\r\n"))).toBe("/api/v1/cards");
    expect(requestLinePath(Buffer.from("X-Big: aaaa"))).toBeNull();
    expect(requestLinePath(undefined)).toBeNull();
  });
});

describe("methodRefusal", () => {
  it("answers the methods Starport serves and refuses the rest with 405", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"])
      expect(methodRefusal(method)).toBeNull();
    expect(methodRefusal("TRACE")).toMatchObject({
      status: 405,
      code: "METHOD_NOT_ALLOWED",
      message: "Starport does not answer TRACE requests.",
    });
    expect(methodRefusal("PROPFIND")).toMatchObject({ status: 405 });
  });
});

describe("addressRefusal", () => {
  it("refuses a NUL anywhere in the address, in either case of hex", () => {
    for (const target of ["/cards/a%00b", "/api/v1/decks?q=a%00b", "/decks/public?card=%00", "/x?y=%00"]) {
      expect(addressRefusal(target)).toMatchObject({
        status: 400,
        code: "BAD_QUERY",
        message: "The address holds a NUL character (%00).",
      });
    }
  });
  it("refuses a path that is not percent-encoded UTF-8", () => {
    for (const target of [
      "/api/v1/cards/%E0%A4%A",
      "/cards/%",
      "/cards/%zz",
      "/cards/%C3%28",
      "/cards/%ED%A0%80",
      "/cards/%C0%AF",
    ]) {
      expect(addressRefusal(target)).toMatchObject({
        status: 400,
        message: "The address's path is not valid percent-encoded UTF-8.",
      });
    }
  });
  it("lets encoded slashes, accents and odd queries through (a query decodes leniently)", () => {
    for (const target of [
      "/",
      "/cards/a%2Fb",
      "/cards/caf%C3%A9",
      "/cards?q=%zz",
      "/cards?q=%E0%A4%A",
      "/cards?q=100%25",
    ])
      expect(addressRefusal(target)).toBeNull();
  });
});

describe("NulScanner", () => {
  const holdsNul = (chunks: string[], formEncoded = false) => {
    const scanner = new NulScanner(formEncoded);
    return chunks.some((chunk) => scanner.push(Buffer.from(chunk, "latin1")));
  };

  it("finds a raw NUL byte", () => {
    expect(holdsNul(["1 Quiet\0Meridian"])).toBe(true);
    expect(holdsNul(["abc", "\0"])).toBe(true);
  });
  it("finds JSON's \\u0000 escape, also split across chunks", () => {
    expect(holdsNul(['{"name":"a\\u0000b"}'])).toBe(true);
    expect(holdsNul(['{"name":"a\\u00', '00b"}'])).toBe(true);
    expect(holdsNul(['{"name":"a\\', "u0000", '"}'])).toBe(true);
    expect(holdsNul(['{"name":"\\\\\\u0000"}'])).toBe(true);
  });
  it("lets a literal backslash before the text u0000 through, and other escapes", () => {
    expect(holdsNul(['{"name":"a\\\\u0000b"}'])).toBe(false);
    expect(holdsNul(['{"name":"a\\\\', 'u0000b"}'])).toBe(false);
    expect(holdsNul(['{"name":"\\u0001 \\u00e9 \\n u0000 100%00"}'])).toBe(false);
  });
  it("agrees with JSON itself on any text, however the body is cut", () => {
    const alphabet = ["\\", "u", "0", "\0", "a", '"'];
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: 1 + next(12) }, () => alphabet[next(alphabet.length)]).join("");
      const body = JSON.stringify({ name: text });
      const cut = next(body.length);
      expect(holdsNul([body.slice(0, cut), body.slice(cut)]), body).toBe(text.includes("\0"));
    }
  });
  it("finds %00 in a URL-encoded form only", () => {
    expect(holdsNul(["name=a%00b"], true)).toBe(true);
    expect(holdsNul(["name=a%0", "0b"], true)).toBe(true);
    expect(holdsNul(["name=100%25&x=%000"], true)).toBe(true);
    expect(holdsNul(["name=100%2500"], true)).toBe(false);
    expect(holdsNul(["name=a%00b"], false)).toBe(false);
  });
});

describe("NulScanner, making each NUL a tab", () => {
  const asTabs = (chunks: string[], formEncoded = false) => {
    const scanner = new NulScanner(formEncoded);
    const parts = chunks.map((chunk) => Buffer.from(chunk, "latin1"));
    const found = parts.map((part) => scanner.push(part, true));
    return { found: found.some(Boolean), text: Buffer.concat(parts).toString("latin1") };
  };

  it("changes only the byte that completes a NUL, so the body keeps its length across chunks", () => {
    expect(asTabs(["1 Quiet\0Meridian"])).toEqual({ found: true, text: "1 Quiet\tMeridian" });
    const json = asTabs(['{"name":"a\\u00', '00b","notes":"\\u0000"}']);
    expect(json.found).toBe(true);
    expect(JSON.parse(json.text)).toEqual({ name: "a\tb", notes: "\t" });
    expect(asTabs(["name=a%0", "0b&x=%00"], true)).toEqual({ found: true, text: "name=a%09b&x=%09" });
    expect(asTabs(['{"name":"a\\\\u0000b"}'])).toEqual({ found: false, text: '{"name":"a\\\\u0000b"}' });
  });
});

describe("isActionRequest", () => {
  it("is a POST naming an action, whatever its body's type", () => {
    expect(isActionRequest("POST", "7f00")).toBe(true);
    expect(isActionRequest("POST", undefined)).toBe(false);
    expect(isActionRequest("GET", "7f00")).toBe(false);
  });
});

describe("bodyLimit", () => {
  it("gives a path the larger cap the server was told of; every other path the server's", () => {
    const larger = { "/account/data": MAX_DATA_BYTES };
    expect(bodyLimit("/account/data", larger)).toBe(MAX_DATA_BYTES);
    expect(bodyLimit("/account/data")).toBe(MAX_REQUEST_BODY_BYTES);
    expect(bodyLimit("/api/v1/decks/validate", larger)).toBe(MAX_REQUEST_BODY_BYTES);
    expect(declaredBodyRefusal(String(2 * MAX_REQUEST_BODY_BYTES), bodyLimit("/account/data", larger))).toBeNull();
  });
});

describe("apiMethodRefusal", () => {
  it("answers a method no operation takes at an API address with 405, Allow and the JSON error with CORS", () => {
    const refusal = apiMethodRefusal("PATCH", "/api/v1/cards/merrows-lantern")!;
    expect(refusal).toMatchObject({ status: 405, code: "METHOD_NOT_ALLOWED", allow: ["GET", "HEAD", "OPTIONS"] });
    const answer = refusalBody(refusal, "/api/v1/cards/merrows-lantern");
    expect(answer.contentType).toBe("application/json");
    expect(answer.headers).toMatchObject({ Allow: "GET, HEAD, OPTIONS", "Access-Control-Allow-Origin": "*" });
    expect(JSON.parse(answer.body).error.code).toBe("METHOD_NOT_ALLOWED");
    expect(apiMethodRefusal("DELETE", "/api/v1/decks/validate")?.allow).toEqual(["OPTIONS", "POST"]);
    expect(apiMethodRefusal("PUT", "/api/v1/me/decks/abc")).toBeNull();
  });

  it("lets through the methods an address takes, addresses no operation serves (a JSON 404 later) and pages", () => {
    expect(apiMethodRefusal("GET", "/api/v1/cards/merrows-lantern")).toBeNull();
    expect(apiMethodRefusal("HEAD", "/api/v1/sets")).toBeNull();
    expect(apiMethodRefusal("OPTIONS", "/api/v1/me/decks")).toBeNull();
    expect(apiMethodRefusal("POST", "/api/v1/no/such/thing")).toBeNull();
    expect(apiMethodRefusal("DELETE", "/cards/merrows-lantern")).toBeNull();
  });
});
