// Global setup for end-to-end tests: builds the site when its sources changed
// (the same check as `npm start`) and serves it through scripts/serve.ts, the
// server `npm start` runs, so headers, CSP and client addresses are what is
// tested: one instance with two workers on a clone of the seeded template.
// A spec that changes shared data starts its own site on its own database.
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureDatabase, freePort } from "../../lib/database/embedded-postgres";
import { buildSite } from "../../scripts/site-build";
import { startSiteProcess } from "../../scripts/site-process";

const root = join(import.meta.dirname, "..", "..");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The database and the NEXTAUTH_SECRET of the site at baseUrl: a spec's player can be signed in directly. */
    siteDatabaseUrl: string;
    siteSecret: string;
    /** A file that holds the reason when the site could not be built or started. */
    siteFailure: string;
  }
}

/** The environment of a site under test on this database. */
function siteEnv(databaseUrl: string, secret: string): Record<string, string> {
  // Every spec's players come from 127.0.0.1: the per-address limits get room for the whole suite.
  return {
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: secret,
    SIGN_INS_PER_ADDRESS: "1000",
    SIGN_UPS_PER_ADDRESS: "1000",
    // Password hashing at a test cost (lib/auth/password.ts).
    STARPORT_TEST_SCRYPT_COST: "16384",
    // The card pages' deck lists lag 1 s instead of 10 s (lib/cache/tags.ts): the lag is still there to be seen.
    STARPORT_TEST_CACHE_LAG_MS: "1000",
  };
}

// A fresh secret per site or pair: sessions from an earlier run mean nothing here.
const newSecret = () => randomBytes(32).toString("base64url");

/**
 * Two instances of the built site on one database, the first with two workers, the second with one, as several
 * machines would run; one secret for both, so a session from one is good on the other.
 */
export async function startSitePair(
  databaseUrl: string,
): Promise<{ urls: [string, string]; stop: () => Promise<void> }> {
  const env = siteEnv(databaseUrl, newSecret());
  const [firstPort, secondPort] = [await freePort(), await freePort()];
  const started = await Promise.allSettled([
    startSiteProcess({ port: firstPort, workers: 2, env }),
    startSiteProcess({ port: secondPort === firstPort ? firstPort + 1 : secondPort, workers: 1, env }),
  ]);
  const sites = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stop = async () => {
    await Promise.all(sites.map((site) => site.stop()));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { urls: [sites[0]!.url, sites[1]!.url], stop };
}

export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().postgresAdminUrl;
  await ensureDatabase(adminUrl, "starport_e2e", project.getProvidedContext().templateDatabase);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = "/starport_e2e";
  const secret = newSecret();
  const port = await freePort();
  const siteFailure = join(mkdtempSync(join(tmpdir(), "starport-e2e-")), "site-failure.txt");
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  project.provide("siteDatabaseUrl", databaseUrl.toString());
  project.provide("siteSecret", secret);
  project.provide("siteFailure", siteFailure);
  // Built and started in the background: the other projects' files run meanwhile, and each spec waits for the
  // site (tests/setup/wait-for-site.ts) or for the reason it will not come.
  const site = buildSite(root).then(() =>
    startSiteProcess({ port, workers: 2, env: siteEnv(databaseUrl.toString(), secret) }),
  );
  site.catch((error: Error) => writeFileSync(siteFailure, error.message));
  return async () => {
    await (await site.catch(() => null))?.stop();
  };
}
