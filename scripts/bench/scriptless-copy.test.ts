import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveScriptlessCopy, withoutScripts } from "./scriptless-copy";

describe("withoutScripts", () => {
  const page = [
    '<html><head><link rel="stylesheet" href="/a.css"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/x.js"/>',
    '<script src="/_next/static/chunks/y.js" async=""></script></head>',
    "<body><main><p>Quiet Meridian</p></main>",
    '<script nonce="n">self.__next_f.push([1,"<p>not markup</p>"])</script>',
    "<script>\n(self.__next_f=self.__next_f||[]).push([0])\n</script></body></html>",
  ].join("");

  it("removes every script and script preload, inline or not", () => {
    const copy = withoutScripts(page);
    expect(copy).not.toMatch(/<script/);
    expect(copy).not.toContain("__next_f");
    expect(copy).not.toContain('as="script"');
  });

  it("keeps the content and the stylesheets", () => {
    expect(withoutScripts(page)).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/></head><body><main><p>Quiet Meridian</p></main></body></html>',
    );
  });
});

describe("serveScriptlessCopy", () => {
  const home =
    '<html><head><link rel="stylesheet" href="/a.css"/><script src="/x.js"></script></head><body><p>Quiet Meridian</p></body></html>';
  const css = "p { color: teal; }".repeat(100);
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    // A stand-in for the site: it gzips what it serves when asked, as lib/serve does.
    site = createServer((request, response) => {
      const body = request.url === "/" ? home : css;
      const zip = String(request.headers["accept-encoding"] ?? "").includes("gzip");
      response.writeHead(200, {
        "content-type": request.url === "/" ? "text/html" : "text/css",
        "cache-control": "public, max-age=60",
        ...(zip ? { "content-encoding": "gzip" } : {}),
      });
      response.end(zip ? gzipSync(body) : body);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  /** The raw answer: status, headers and the bytes as sent (fetch would undo the gzip). */
  const get = (url: string, encoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(url, { headers: { "accept-encoding": encoding } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  it("serves the home page without scripts, gzipped when the browser accepts it, like the site", async () => {
    const copy = await serveScriptlessCopy(siteUrl);
    try {
      const zipped = await get(`${copy.url}/`, "gzip, deflate, br");
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers["cache-control"]).toBe("public, max-age=60");
      expect(gunzipSync(zipped.body).toString()).toBe(withoutScripts(home));
      const plain = await get(`${copy.url}/`, "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(withoutScripts(home));
    } finally {
      await copy.stop();
    }
  });

  it("relays every other path's bytes and encoding as the site sent them", async () => {
    const copy = await serveScriptlessCopy(siteUrl);
    try {
      const zipped = await get(`${copy.url}/a.css`, "gzip");
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers["content-type"]).toBe("text/css");
      expect(gunzipSync(zipped.body).toString()).toBe(css);
      const plain = await get(`${copy.url}/a.css`, "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(css);
    } finally {
      await copy.stop();
    }
  });
});
