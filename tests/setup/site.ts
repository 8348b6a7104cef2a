// Global setup for end-to-end tests: builds the site when its sources changed
// (the same check as `npm start`) and serves it on a free port against a clone
// of the seeded template database.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureDatabase, freePort } from "../../lib/database/embedded-postgres";
import { buildSite } from "../../scripts/site-build";

const root = join(import.meta.dirname, "..", "..");
const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function waitForSite(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`the site exited before it was ready: ${exit}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not answer at ${url} within 60 s`);
}

export default async function setup(project: TestProject) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  buildSite(root);
  const adminUrl = project.getProvidedContext().postgresAdminUrl;
  await ensureDatabase(adminUrl, "starport_e2e", project.getProvidedContext().templateDatabase);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = "/starport_e2e";

  const port = await freePort();
  let output = "";
  let exit: string | null = null;
  const site = spawn(process.execPath, [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: root,
    // A fresh secret per run: sessions from an earlier run mean nothing here.
    env: { ...env, DATABASE_URL: databaseUrl.toString(), NEXTAUTH_SECRET: randomBytes(32).toString("base64url"), NEXTAUTH_URL: `http://127.0.0.1:${port}` },
  });
  site.stdout.on("data", (d) => (output += d));
  site.stderr.on("data", (d) => (output += d));
  site.on("exit", (code) => (exit = `code ${code}\n${output}`));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForSite(baseUrl, () => exit);
  } catch (error) {
    site.kill("SIGKILL");
    throw error;
  }
  project.provide("baseUrl", baseUrl);
  return async () => {
    if (site.exitCode === null) {
      site.kill("SIGTERM");
      await new Promise((r) => site.once("exit", r));
    }
  };
}
