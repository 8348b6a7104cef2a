// A copy of the home page without its scripts, for bench:lighthouse's same-run
// baseline: the page's own HTML and stylesheets, served beside the site and
// compressed as the site compresses them, so the difference between the two
// rows is what the framework's scripts (and hydration) cost on this machine
// today, not a difference in bytes on Lighthouse's simulated network.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { acceptsGzip } from "../../lib/serve/response-pipeline";

/** The HTML without its `<script>` elements and the preloads of scripts. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*\bas="script"[^>]*>/g, "");
}

/** The page's headers a browser acts on, without its length (the copy's body differs). */
const RELAYED = ["content-type", "cache-control", "content-encoding", "vary", "etag"];

/** The site's answer to the same request, its bytes as they came (still compressed when the site compressed them). */
function relay(siteUrl: string, request: IncomingMessage, response: ServerResponse) {
  const upstream = httpRequest(
    `${siteUrl}${request.url}`,
    { headers: { "accept-encoding": request.headers["accept-encoding"] ?? "" } },
    (answer) => {
      response.writeHead(
        answer.statusCode ?? 502,
        Object.fromEntries(RELAYED.flatMap((name) => (answer.headers[name] ? [[name, answer.headers[name]]] : []))),
      );
      answer.pipe(response);
    },
  );
  upstream.on("error", () => {
    response.writeHead(502);
    response.end();
  });
  upstream.end();
}

/** Serves the site's home page without its scripts at `/`, and every other path from the site as it is. */
export async function serveScriptlessCopy(siteUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const answer = await fetch(`${siteUrl}/`);
  const page = Buffer.from(withoutScripts(await answer.text()));
  const zipped = gzipSync(page);
  const server = createServer((request, response) => {
    if (request.url !== "/") return relay(siteUrl, request, response);
    const zip = acceptsGzip(request);
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": answer.headers.get("cache-control") ?? "no-store",
      vary: "accept-encoding",
      ...(zip ? { "content-encoding": "gzip" } : {}),
    });
    response.end(zip ? zipped : page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
