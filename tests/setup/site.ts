// Global setup for end-to-end tests: builds the site when its sources changed
// (the same check as `npm start`) and serves it through scripts/serve.ts, the
// server `npm start` runs, so headers, CSP and client addresses are what is
// tested. Two instances share one database (a clone of the seeded template):
// the first with two workers, the second with one, as several machines would.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureDatabase, freePort } from "../../lib/database/embedded-postgres";
import { buildSite } from "../../scripts/site-build";
import { startSiteProcess } from "../../scripts/site-process";

const root = join(import.meta.dirname, "..", "..");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second instance on the same database. */
    secondBaseUrl: string;
    /** The database both instances serve, for specs that change the catalogue behind them. */
    siteDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  buildSite(root);
  const adminUrl = project.getProvidedContext().postgresAdminUrl;
  await ensureDatabase(adminUrl, "starport_e2e", project.getProvidedContext().templateDatabase);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = "/starport_e2e";

  // A fresh secret per run: sessions from an earlier run mean nothing here; one for both instances, so a session from one is good on the other.
  // Every spec's players come from 127.0.0.1: the per-address limits get room for the whole suite.
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    SIGN_INS_PER_ADDRESS: "1000",
    SIGN_UPS_PER_ADDRESS: "1000",
  };
  const [firstPort, secondPort] = [await freePort(), await freePort()];
  const started = await Promise.allSettled([
    startSiteProcess({ port: firstPort, workers: 2, env }),
    startSiteProcess({ port: secondPort === firstPort ? firstPort + 1 : secondPort, workers: 1, env }),
  ]);
  const sites = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await Promise.all(sites.map((site) => site.stop()));
    throw failed.reason;
  }
  project.provide("baseUrl", sites[0]!.url);
  project.provide("secondBaseUrl", sites[1]!.url);
  project.provide("siteDatabaseUrl", databaseUrl.toString());
  return async () => {
    await Promise.all(sites.map((site) => site.stop()));
  };
}
