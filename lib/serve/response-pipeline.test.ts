import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBodyMemo } from "./body-memo";
import { inlineScriptHashes } from "./csp";
import { bodyEtag, EdgeResponse } from "./response-pipeline";

const CACHED_PAGE = `<html><head><script nonce="OLD">boot()</script></head><body>${"<p>card</p>".repeat(400)}<script nonce="OLD">self.__next_f.push([1,"x"])</script></body></html>`;

/** What Next would write, per path; the pipeline is installed in front, as server.ts does. */
function next(req: IncomingMessage, res: ServerResponse) {
  switch (req.url) {
    case "/cached":
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "s-maxage=31536000");
      res.setHeader("ETag", '"page-1"');
      res.setHeader("Content-Length", Buffer.byteLength(CACHED_PAGE));
      return res.end(CACHED_PAGE);
    case "/streamed":
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.setHeader("Set-Cookie", ["a=1; Path=/", "b=2; Path=/; Secure"]);
      res.write("<html><body>");
      res.write("x".repeat(5000));
      return setTimeout(() => res.end("</body></html>"), 5);
    case "/json":
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(4000 + 8) });
      return res.end(JSON.stringify({ a: "y".repeat(4000) }));
    case "/no-etag":
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "s-maxage=31536000");
      return res.end(CACHED_PAGE);
    case "/revalidated":
      res.statusCode = 304;
      res.setHeader("ETag", '"page-1"');
      return res.end();
    case "/redirect":
      // What Next does for a page's permanentRedirect on its first render: the field set, then given again.
      res.setHeader("Location", "/rules/Armor");
      res.appendHeader("Location", "/rules/Armor");
      res.writeHead(308, { "Content-Type": "text/html; charset=utf-8" });
      return res.end("/rules/Armor");
    case "/tiny":
      res.writeHead(201, "Made", ["Content-Type", "text/plain", "Content-Length", "2"]);
      return res.end("ok");
    default:
      res.statusCode = 404;
      return res.end();
  }
}

let server: Server;
let port: number;
const memo = createBodyMemo(1024 * 1024);
const warnings: string[] = [];

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  server = createServer({ ServerResponse: EdgeResponse }, (req, res) => {
    res.finishWith({
      nonce: "NEW",
      https: req.headers["x-test-https"] === "1",
      dev: false,
      memo,
      warn: (w) => warnings.push(w),
    });
    next(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the response pipeline (EdgeResponse)", () => {
  it("allows a cached page's own scripts by hash, not by this request's nonce", async () => {
    const res = await get("/cached");
    const policy = String(res.headers["content-security-policy"]);
    for (const hash of inlineScriptHashes(CACHED_PAGE)) expect(policy).toContain(hash);
    expect(policy).not.toContain("nonce-");
    expect(res.body.toString()).toBe(CACHED_PAGE);
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(CACHED_PAGE));
  });

  it("compresses a cached page once and serves the same bytes again", async () => {
    const first = await get("/cached", { "accept-encoding": "gzip, br" });
    const second = await get("/cached", { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(first.body).toString()).toBe(CACHED_PAGE);
    expect(second.body.equals(first.body)).toBe(true);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
  });

  it("gives a page rendered for this request the nonce, streams and compresses it", async () => {
    const plain = await get("/streamed");
    expect(plain.headers["content-security-policy"]).toContain("script-src 'self' 'nonce-NEW'");
    expect(plain.body.toString()).toBe(`<html><body>${"x".repeat(5000)}</body></html>`);
    const zipped = await get("/streamed", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-length"]).toBeUndefined();
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
  });

  it("marks cookies Secure when the public URL is https, and leaves them alone otherwise", async () => {
    expect((await get("/streamed")).headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/; Secure"]);
    expect((await get("/streamed", { "x-test-https": "1" })).headers["set-cookie"]).toEqual([
      "a=1; Path=/; Secure",
      "b=2; Path=/; Secure",
    ]);
  });

  it("keeps headers given to writeHead, compresses JSON and leaves tiny bodies as they are", async () => {
    const json = await get("/json", { "accept-encoding": "gzip" });
    expect(json.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(gunzipSync(json.body).toString())).toEqual({ a: "y".repeat(4000) });
    expect(json.headers["content-security-policy"]).toContain("script-src 'self';");
    const tiny = await get("/tiny", { "accept-encoding": "gzip" });
    expect(tiny.status).toBe(201);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("ok");
  });

  it("gives a buffered answer without an ETag a SHA-1 one, and answers a current copy with 304", async () => {
    const first = await get("/no-etag");
    expect(first.headers.etag).toBe(bodyEtag(Buffer.from(CACHED_PAGE)));
    const again = await get("/no-etag", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBeUndefined();
  });

  it("sends no policy with a 304, so the browser keeps the cached page's own", async () => {
    const res = await get("/revalidated", { "if-none-match": '"page-1"' });
    expect(res.status).toBe(304);
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });

  it("sends one Location field, which a browser would otherwise read as the two joined by a comma", async () => {
    const answer = await new Promise<string[]>((resolve, reject) => {
      const req = request({ port, path: "/redirect" }, (res) => {
        res.resume();
        resolve(res.rawHeaders.filter((_, i, all) => i % 2 === 1 && all[i - 1]!.toLowerCase() === "location"));
      });
      req.on("error", reject);
      req.end();
    });
    expect(answer).toEqual(["/rules/Armor"]);
  });

  it("answers HEAD with headers only", async () => {
    const head = await get("/cached", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-security-policy"]).toBeDefined();
    expect(warnings).toEqual([]);
  });
});
