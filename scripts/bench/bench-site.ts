// A site for a benchmark: a scratch embedded PostgreSQL, migrated and seeded,
// the production build, and the server `npm start` runs (scripts/serve.ts).
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { ensureDatabase, freePort, startScratchPostgres } from "../../lib/database/embedded-postgres";
import { migrateAndSeed } from "../../seed/prepare-database";
import { buildSite } from "../site-build";
import { startSiteProcess, type SiteProcess } from "../site-process";

export interface BenchSite {
  site: SiteProcess;
  databaseUrl: string;
  stop: () => Promise<void>;
}

export async function startBenchSite(options: { workers: number; log: (line: string) => void }): Promise<BenchSite> {
  const root = join(import.meta.dirname, "..", "..");
  options.log("building the site (skipped when current)…");
  await buildSite(root);
  const postgres = await startScratchPostgres();
  try {
    await ensureDatabase(postgres.url("postgres"), "starport_bench");
    const databaseUrl = postgres.url("starport_bench");
    await migrateAndSeed({ url: databaseUrl, log: () => {} });
    const site = await startSiteProcess({
      port: await freePort(),
      workers: options.workers,
      env: { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") },
    });
    options.log(`serving ${site.url} with ${options.workers} worker${options.workers === 1 ? "" : "s"}`);
    return {
      site,
      databaseUrl,
      stop: async () => {
        await site.stop();
        await postgres.stop();
      },
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
