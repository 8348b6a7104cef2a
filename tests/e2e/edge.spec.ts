import { request, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { describe, expect, inject, it } from "vitest";

// The edge of the site, over plain HTTP against the served build: the headers
// every response carries, and 4xx (never a 500) for hostile requests.
const base = () => new URL(inject("baseUrl"));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection; `chunks` are sent with chunked encoding (no Content-Length). */
function send(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  chunks?: Buffer[];
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base().hostname,
        port: base().port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    // A reset (EPIPE, ECONNRESET) fails the request: the server reads what it refuses, so the answer always arrives.
    req.on("error", reject);
    if (options.chunks) {
      for (const chunk of options.chunks) req.write(chunk);
      req.end();
    } else {
      req.end(options.body);
    }
  });
}

/** A raw request, for heads Node's client would refuse to send. */
function sendRaw(head: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(base().port), base().hostname, () => socket.write(head));
    let raw = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (raw += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [top = "", body = ""] = raw.split("\r\n\r\n");
      resolve({
        status: Number(top.split(" ")[1]),
        contentType: /content-type: ([^\r\n]+)/i.exec(top)?.[1] ?? "",
        body,
      });
    });
  });
}

const errorCode = (answer: { body: string }) => (JSON.parse(answer.body) as { error: { code: string } }).error.code;
const MIB = 1024 * 1024;

describe("headers on every response", () => {
  it("sends the security headers on pages, API answers, static files and 404s", async () => {
    const home = await send({ path: "/" });
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0];
    expect(chunk).toBeDefined();
    for (const path of [
      "/",
      "/cards?q=crew",
      "/api/v1/cards?q=crew",
      "/favicon.ico",
      chunk!,
      "/no-such-page",
      "/_next/static/chunks/missing.js",
    ]) {
      const { headers } = await send({ path });
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      // The public URL of the test instances is http: no HSTS, and no cookie is forced Secure.
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
  });
});

describe("hostile requests get a 4xx", () => {
  it("answers oversized headers with 431, with the API's JSON error on API paths", async () => {
    const big = `X-Filler: ${"a".repeat(20 * 1024)}\r\n`;
    const api = await sendRaw(`GET /api/v1/cards?q=crew HTTP/1.1\r\nHost: ${base().host}\r\n${big}\r\n`);
    expect(api.status).toBe(431);
    expect(api.contentType).toBe("application/json");
    expect(errorCode(api)).toBe("HEADERS_TOO_LARGE");
    const page = await sendRaw(`GET /cards HTTP/1.1\r\nHost: ${base().host}\r\n${big}\r\n`);
    expect(page.status).toBe(431);
    expect(page.contentType).toMatch(/^text\/plain/);
  });

  it("answers an oversized API body with 413 and a JSON error, declared or streamed", async () => {
    const declared = await send({
      method: "POST",
      path: "/api/v1/decks/validate?format=standard",
      headers: { "content-type": "text/plain" },
      body: Buffer.alloc(2 * MIB, 97),
    });
    expect(declared.status).toBe(413);
    expect(declared.headers["content-type"]).toBe("application/json");
    expect(errorCode(declared)).toBe("TOO_LARGE");
    // Chunked, with no length to refuse it by: counted as it arrives. (The sign-in callback reads any body whole.)
    const streamed = await send({
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      chunks: Array.from({ length: 32 }, () => Buffer.alloc(64 * 1024, 97)),
    });
    expect(streamed.status).toBe(413);
    expect(errorCode(streamed)).toBe("TOO_LARGE");
  });

  it("answers every oversized upload whole, never with a reset connection while the client is still sending", async () => {
    // Before the server read what it refused, about 1 in 4 of these saw EPIPE (and 1 in 25 no answer at all).
    for (let i = 0; i < 40; i++) {
      const answer = await send({
        method: "POST",
        path: "/api/v1/decks/validate?format=standard",
        headers: { "content-type": "text/plain" },
        body: Buffer.alloc(2 * MIB, 97),
      });
      expect(answer.status).toBe(413);
      expect(errorCode(answer)).toBe("TOO_LARGE");
    }
  });

  it("answers an oversized server action with 413", async () => {
    const answer = await send({
      method: "POST",
      path: "/check",
      headers: { origin: base().origin, "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" },
      body: Buffer.alloc(2 * MIB, 97),
    });
    expect(answer.status).toBe(413);
  });

  it("refuses a cross-origin server action with 403, also when it forges X-Forwarded-Host", async () => {
    const action = { "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" };
    const foreign = await send({
      method: "POST",
      path: "/check",
      headers: { ...action, origin: "http://evil.example" },
      body: Buffer.from("[]"),
    });
    expect(foreign.status).toBe(403);
    const forged = await send({
      method: "POST",
      path: "/decks/new",
      headers: {
        ...action,
        origin: "http://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "http",
      },
      body: Buffer.from("[]"),
    });
    expect(forged.status).toBe(403);
    const crossSite = await send({
      method: "POST",
      path: "/check",
      headers: { ...action, origin: base().origin, "sec-fetch-site": "cross-site" },
      body: Buffer.from("[]"),
    });
    expect(crossSite.status).toBe(403);
  });

  it("lets a same-origin action through to Next (an unknown action is not a server error)", async () => {
    const answer = await send({
      method: "POST",
      path: "/check",
      headers: { origin: base().origin, "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" },
      body: Buffer.from("[]"),
    });
    expect(answer.status).not.toBe(403);
    expect(answer.status).toBeLessThan(500);
  });
});

describe("a NUL, an address that cannot decode or a method Starport does not answer gets a 4xx, never a 500", () => {
  const json = { "content-type": "application/json" };

  it("refuses a NUL anywhere in the address with 400: JSON on API paths, text on pages", async () => {
    for (const path of ["/api/v1/decks?q=a%00b", "/api/v1/cards/a%00b", "/decks/a%00b/export"]) {
      const answer = await send({ path });
      expect(answer.status, path).toBe(400);
      expect(path.startsWith("/api/") ? errorCode(answer) : answer.body, path).toMatch(/BAD_QUERY|NUL character/);
    }
    const page = await send({ path: "/cards/a%00b" });
    expect(page.status).toBe(400);
    expect(page.body).toBe("The address holds a NUL character (%00).\n");
  });

  it("refuses a path that is not percent-encoded UTF-8 with 400 (Next threw on it)", async () => {
    for (const path of ["/api/v1/cards/%E0%A4%A", "/cards/%zz", "/sets/%ED%A0%80", "/api/v1/sets/%C3%28"]) {
      const answer = await send({ path });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain("not valid percent-encoded UTF-8");
    }
  });

  it("answers TRACE and other unknown methods with 405, on route handlers and pages", async () => {
    for (const path of ["/api/v1/sets", "/collection/export", "/cards"]) {
      const answer = await send({ method: "TRACE", path });
      expect(answer.status, path).toBe(405);
    }
  });

  it("refuses an API body holding a NUL with 400 before any handler reads it: JSON escapes, raw bytes, chunks", async () => {
    const validate = "/api/v1/decks/validate?format=standard";
    const bodies: { headers: Record<string, string>; body: Buffer }[] = [
      { headers: json, body: Buffer.from('{"cards":[{"name":"a\\u0000b","quantity":1}]}') },
      { headers: { "content-type": "text/plain" }, body: Buffer.from("1 Quiet\0Meridian") },
    ];
    for (const { headers, body } of bodies) {
      const answer = await send({ method: "POST", path: validate, headers, body });
      expect(answer.status, body.toString()).toBe(400);
      expect(answer.body).toContain("The request body holds a NUL character");
    }
    // Chunked, the escape cut in two between chunks.
    const chunked = await send({
      method: "POST",
      path: validate,
      headers: json,
      chunks: [Buffer.from('{"cards":[{"name":"a\\u00'), Buffer.from('00b","quantity":1}]}')],
    });
    expect(chunked.status).toBe(400);
    expect(errorCode(chunked)).toBe("BAD_QUERY");
    // A literal backslash before the text "u0000" is no NUL: the list is checked (the card is unknown).
    const literal = await send({
      method: "POST",
      path: validate,
      headers: json,
      body: Buffer.from('{"cards":[{"name":"a\\\\u0000b","quantity":1}]}'),
    });
    expect(literal.status).toBe(200);
  });

  it("answers next-auth's endpoints with a 4xx for a body that is not JSON and a GET of the password callback", async () => {
    const notJson = await send({
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: { ...json, origin: base().origin },
      body: Buffer.from("{"),
    });
    expect(notJson.status).toBe(400);
    expect(errorCode(notJson)).toBe("BAD_QUERY");
    const get = await send({ path: "/api/auth/callback/credentials" });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
  });
});

describe("work caps", () => {
  // Passes once decklist parsing is capped by lines (the lead's decklist work): today this list takes
  // about 15 s of the server's CPU and is answered 200.
  it(
    "answers a 10,000-line decklist under the character cap with a bounded 413 or 422 naming the line limit",
    { timeout: 120_000 },
    async () => {
      const words = ["ab", "cd", "ef", "gh", "ij", "kl", "mn", "op", "qr"];
      const list = Array.from({ length: 10_000 }, (_, i) => `1 ${words[i % words.length]}`).join("\n");
      expect(list.length).toBeLessThan(50_000);
      const answer = await send({
        method: "POST",
        path: "/api/v1/decks/validate?format=standard",
        headers: { "content-type": "text/plain" },
        body: Buffer.from(list),
      });
      expect([413, 422]).toContain(answer.status);
      expect(answer.body).toMatch(/line/i);
    },
  );
});
