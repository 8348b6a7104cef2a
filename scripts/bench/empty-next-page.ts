// An empty Next.js App Router page (a heading and a paragraph, no component of
// ours), built with the project's own `next` and served by `next start`, for
// bench:lighthouse's second same-run reference: what the framework's own client
// runtime scores on this machine, the floor under any page of the site. Its twin at
// /per-request reads the query, so Next renders it for each request: bench:load's
// floor under any page rendered per request (the search page's first load).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../../lib/database/embedded-postgres";

const ROOT = join(import.meta.dirname, "..", "..");
// Inside the repository (so Next resolves `next` and `react` from its node_modules), in the ignored data folder.
const DIR = join(ROOT, ".data", "bench", "empty-next-page");
const NEXT = join(ROOT, "node_modules", "next", "dist", "bin", "next");

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ private: true, type: "module" }),
  "next.config.mjs": "export default {};\n",
  "app/layout.jsx": `export const metadata = { title: "An empty Next.js page" };
export default function Layout({ children }) {
  return <html lang="en"><body style={{ fontFamily: "system-ui, sans-serif" }}>{children}</body></html>;
}
`,
  "app/page.jsx": `export default function Page() {
  return <main><h1>An empty Next.js page</h1><p>A heading and a paragraph, rendered at build time and served by next start: what the framework alone costs a page.</p></main>;
}
`,
  "app/per-request/page.jsx": `export default async function Page({ searchParams }) {
  const { q } = await searchParams;
  return <main><h1>An empty Next.js page for {q}</h1><p>A heading and a paragraph, rendered for each request because it reads the query.</p></main>;
}
`,
};

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** Builds the page and serves it; `pid` is the server's process, `stop` ends it. */
export async function serveEmptyNextPage(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(DIR, name, ".."), { recursive: true });
    writeFileSync(join(DIR, name), text);
  }
  const build = spawnSync(process.execPath, [NEXT, "build"], { cwd: DIR, env, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`the empty Next.js page did not build:\n${build.stdout}${build.stderr}`);
  const port = await freePort();
  const server = spawn(process.execPath, [NEXT, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: DIR,
    env,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill();
    });
  for (let waited = 0; ; waited += 200) {
    const answer = await fetch(`${url}/`).catch(() => null);
    if (answer?.ok) return { url, pid: server.pid!, stop };
    if (server.exitCode !== null || waited > 60_000) {
      await stop();
      throw new Error("the empty Next.js page did not start within a minute");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
