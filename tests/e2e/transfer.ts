// What a browser receives for a page, for the e2e limits on page weight (issue 31: a kept page is served as fast
// as a static 404 only while it stays small). Bytes, not timings.
import { request } from "node:http";
import { inject } from "vitest";

/** The bytes of a page's answer when gzip is accepted, as every browser does. */
export function compressedBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, inject("baseUrl")), { headers: { "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${path}: ${res.statusCode}`))));
    });
    req.on("error", reject);
    req.end();
  });
}
