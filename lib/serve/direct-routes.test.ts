import { gunzipSync } from "node:zlib";
import { get, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env";
import type { DirectRoutes } from "./direct-routes";
import { createEdge, createEdgeServer } from "./server";

// The server around a stand-in for Next and two addresses it answers itself: those never reach Next, and leave
// through the same pipeline (security headers, compression, kept answers).
const nextSaw: string[] = [];
const handlerSaw: Request[] = [];
let server: Server;
let base = "";

const bigJson = JSON.stringify({ names: Array.from({ length: 200 }, (_, i) => `Card ${i}`) });
const routes: DirectRoutes = {
  "/api/v1/cards": {
    GET: (request) => {
      handlerSaw.push(request);
      return new Response(JSON.stringify({ q: new URL(request.url).searchParams.get("q"), n: handlerSaw.length }), {
        headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=60" },
      });
    },
    OPTIONS: () => new Response(null, { status: 204, headers: { "Access-Control-Allow-Methods": "GET, OPTIONS" } }),
  },
  "/api/v1/cards/autocomplete": {
    GET: () => new Response(bigJson, { headers: { "Content-Type": "application/json" } }),
  },
};

beforeAll(async () => {
  const serve = createEdge({
    dev: false,
    env: readEnv({}),
    log: () => {},
    handle: (req, res) => {
      nextSaw.push(`${req.method} ${req.url}`);
      res.statusCode = 405;
      res.end();
      return Promise.resolve();
    },
    largerBodies: {},
    directRoutes: routes,
  });
  server = createEdgeServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("addresses the server answers without Next", () => {
  it("runs the handler on a web Request with the address, the query and the headers, and sends its answer", async () => {
    const answer = await fetch(`${base}/api/v1/cards?q=merr%20lant`, { headers: { "x-probe": "1" } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ q: "merr lant", n: 1 });
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    // The pipeline's headers, as on every answer.
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-security-policy")).toContain("default-src");
    const request = handlerSaw.at(-1)!;
    expect(request.url).toBe(`${base}/api/v1/cards?q=merr%20lant`);
    expect(request.headers.get("x-probe")).toBe("1");
    expect(nextSaw).toEqual([]);
  });

  it("answers HEAD from GET's handler without a body, and OPTIONS from its own", async () => {
    const head = await fetch(`${base}/api/v1/cards?q=head`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await head.text()).toBe("");
    const options = await fetch(`${base}/api/v1/cards`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("access-control-allow-methods")).toBe("GET, OPTIONS");
    expect(nextSaw).toEqual([]);
  });

  it("compresses a large answer whole, with its length", async () => {
    // Node's own client: fetch would inflate the body before the test could measure it.
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) =>
      get(`${base}/api/v1/cards/autocomplete?q=card`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject),
    );
    expect(headers["content-encoding"]).toBe("gzip");
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(bigJson);
  });

  it("keeps a shared route's answer for the next visitor without a session, and never for one with", async () => {
    const first = await (await fetch(`${base}/api/v1/cards?q=kept`)).json();
    expect(await (await fetch(`${base}/api/v1/cards?q=kept`)).json()).toEqual(first);
    const signedIn = await (
      await fetch(`${base}/api/v1/cards?q=kept`, { headers: { cookie: "next-auth.session-token=abc" } })
    ).json();
    expect(signedIn).not.toEqual(first);
  });

  it("refuses a Host that names no host with 400 and the reason, before the handler", async () => {
    const handled = handlerSaw.length;
    const port = (server.address() as AddressInfo).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("GET /api/v1/cards?q=x HTTP/1.1\r\nHost: not a host\r\nConnection: close\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("The Host header does not name a host.");
    expect(handlerSaw.length).toBe(handled);
  });

  it("refuses a method the operation does not answer before any handler, and leaves other addresses to Next", async () => {
    const post = await fetch(`${base}/api/v1/cards`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toContain("GET");
    const handled = handlerSaw.length;
    await fetch(`${base}/api/v1/cards/named?exact=x`);
    expect(nextSaw).toEqual(["GET /api/v1/cards/named?exact=x"]);
    expect(handlerSaw.length).toBe(handled);
  });
});
