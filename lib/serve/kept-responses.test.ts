import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBodyMemo } from "./body-memo";
import {
  expiryFrom,
  isPlainGet,
  KeptResponses,
  replayableHeaders,
  sendKept,
  type KeptResponse,
} from "./kept-responses";

const kept = (overrides: Partial<KeptResponse> = {}): KeptResponse => ({
  headers: [
    ["content-type", "text/html; charset=utf-8"],
    ["x-nextjs-cache", "MISS"],
    ["content-security-policy", "script-src 'self' 'sha256-x'"],
    ["etag", '"abc"'],
  ],
  body: Buffer.from("<p>card</p>".repeat(200)),
  etag: '"abc"',
  tags: [["catalogue", 1000]],
  since: 1000,
  expiresAt: Infinity,
  ...overrides,
});

describe("KeptResponses", () => {
  it("answers while the entries behind a response are fresh, and not after", () => {
    let stale = false;
    const store = new KeptResponses(1024 * 1024, () => !stale);
    store.keep("host/cards/x", kept());
    expect(store.get("host/cards/x")?.etag).toBe('"abc"');
    stale = true;
    expect(store.get("host/cards/x")).toBeUndefined();
  });
  it("passes its tags, each with its render start, and the earliest start to the freshness test", () => {
    const seen: unknown[] = [];
    const store = new KeptResponses(1024 * 1024, (reads, since) => (seen.push([reads, since]), true));
    const reads = [
      ["rules", 42],
      ["catalogue", 50],
    ] as const;
    store.keep("k", kept({ tags: reads, since: 42 }));
    store.get("k");
    expect(seen.at(-1)).toEqual([reads, 42]);
  });
  it("checks what the page read for itself from its own render, and its cached reads from theirs", () => {
    // The deck's tag was marked at 50: a cached read from 10 is older, but a page rendered at 60 already shows it.
    const store = new KeptResponses(1024 * 1024, (reads) => !reads.some(([tag, at]) => tag === "deck:x" && at < 50));
    const cached = [["catalogue", 10]] as const;
    store.keep("k", kept({ tags: cached, since: 10, rendered: { tags: ["deck:x"], at: 60 } }));
    expect(store.get("k")).toBeDefined();
    store.keep("old", kept({ tags: cached, since: 10, rendered: { tags: ["deck:x"], at: 40 } }));
    expect(store.get("old")).toBeUndefined();
  });
  it("stops answering when the page's lifetime ends, and does not keep what is already stale or expired", () => {
    const store = new KeptResponses(1024 * 1024, () => true);
    store.keep("k", kept({ expiresAt: Date.now() + 60_000 }));
    expect(store.get("k", Date.now() + 59_000)).toBeDefined();
    expect(store.get("k", Date.now() + 61_000)).toBeUndefined();
    store.keep("old", kept({ expiresAt: Date.now() - 1 }));
    expect(store.get("old")).toBeUndefined();
  });
});

describe("which requests and responses", () => {
  const req = (method: string, headers: Record<string, string> = {}, url = "/cards") =>
    ({ method, headers, url }) as unknown as IncomingMessage;
  it("serves plain GETs only: not client navigations, prefetches, actions or HEAD", () => {
    expect(isPlainGet(req("GET"))).toBe(true);
    expect(isPlainGet(req("GET", { rsc: "1" }))).toBe(false);
    expect(isPlainGet(req("GET", { "next-router-prefetch": "1" }))).toBe(false);
    expect(isPlainGet(req("GET", {}, "/cards?_rsc=abc"))).toBe(false);
    expect(isPlainGet(req("POST", { "next-action": "x" }))).toBe(false);
    expect(isPlainGet(req("HEAD"))).toBe(false);
  });
  it("expires a page with a lifetime, and never one kept until revalidated", () => {
    expect(expiryFrom("s-maxage=3600, stale-while-revalidate=31532400", 1000)).toBe(1000 + 3_600_000);
    expect(expiryFrom("s-maxage=31536000", 1000)).toBe(Infinity);
    expect(expiryFrom("private, no-cache, no-store, max-age=0, must-revalidate", 1000)).toBe(Infinity);
  });
  it("replays the content's headers, not the exchange's", () => {
    expect(
      replayableHeaders({
        "content-type": "text/html",
        "set-cookie": ["a=1"],
        "content-length": 10,
        date: "x",
        etag: '"e"',
        vary: "rsc",
      }),
    ).toEqual([
      ["content-type", "text/html"],
      ["etag", '"e"'],
      ["vary", "rsc"],
    ]);
  });
});

describe("sendKept", () => {
  let server: Server;
  let port: number;
  const memo = createBodyMemo(1024 * 1024);
  const page = kept();
  beforeAll(async () => {
    server = createServer((req, res) => void sendKept(req, res, page, memo));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
      request({ port, path: "/cards/x", headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  it("answers with the kept body, headers and policy, as a cache hit", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body.equals(page.body)).toBe(true);
    expect(res.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-x'");
    expect(res.headers["x-nextjs-cache"]).toBe("HIT");
  });
  it("gzips for a client that accepts it, and answers a current copy with 304", async () => {
    const zipped = await get({ "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).equals(page.body)).toBe(true);
    const current = await get({ "if-none-match": '"abc"' });
    expect(current.status).toBe(304);
    expect(current.headers["content-security-policy"]).toBeUndefined();
  });
  it("sends brotli once its copy is made for a page asked for again, and gzip to a client that refuses brotli", async () => {
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const first = await get(browser);
    expect(first.headers["content-encoding"]).toBe("gzip");
    await expect.poll(async () => (await get(browser)).headers["content-encoding"]).toBe("br");
    const brotli = await get(browser);
    expect(brotliDecompressSync(brotli.body).equals(page.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(first.body.length);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect((await get({ "accept-encoding": "gzip, br;q=0" })).headers["content-encoding"]).toBe("gzip");
    expect((await get({ "accept-encoding": "identity" })).body.equals(page.body)).toBe(true);
  });
});
