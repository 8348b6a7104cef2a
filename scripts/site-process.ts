// Runs the site as its own process through scripts/serve.ts, compiled (the server
// `npm start` runs), for the end-to-end tests and the benchmarks, and waits
// until it answers.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

/** The compiled server (buildSite compiles it), as `npm start` runs it. */
const serveEntry = join(import.meta.dirname, "..", "dist", "serve.mjs");

export interface SiteProcess {
  url: string;
  process: ChildProcess;
  /** Everything it printed, for a failure message. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startSiteProcess(options: {
  port: number;
  workers: number;
  env: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<SiteProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = "";
  let exit: string | null = null;
  const child = spawn(process.execPath, [serveEntry, "--hostname", "127.0.0.1"], {
    cwd: join(import.meta.dirname, ".."),
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.env,
      PORT: String(options.port),
      WEB_CONCURRENCY: String(options.workers),
      NEXTAUTH_URL: options.env.NEXTAUTH_URL ?? url,
    },
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  child.on("exit", (code, signal) => (exit = `${signal ?? `code ${code}`}\n${output}`));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // The primary stops its workers on SIGTERM.
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the site exited before it was ready: ${exit}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, process: child, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the site did not answer at ${url} in time:\n${output}`);
}
