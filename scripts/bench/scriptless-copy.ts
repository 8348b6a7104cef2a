// A copy of one page without its scripts, for bench:lighthouse's same-run
// baseline: the page's own HTML and stylesheets, served beside the site, so
// the difference between the two rows is what the framework's scripts (and
// hydration) cost on this machine today.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The HTML without its `<script>` elements and the preloads of scripts. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "");
}

/** Serves `path` of `siteUrl` without its scripts at `/`, and every other path from the site as it is. */
export async function serveScriptlessCopy(siteUrl: string, path: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const page = withoutScripts(await (await fetch(`${siteUrl}${path}`)).text());
  const server = createServer((request, response) => {
    if (request.url === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(page);
      return;
    }
    fetch(`${siteUrl}${request.url}`)
      .then(async (answer) => {
        response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
