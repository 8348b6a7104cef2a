// A site for a benchmark: a scratch embedded PostgreSQL, migrated and seeded,
// the production build, and the server `npm start` runs (scripts/serve.ts).
// Every card has a front image (scripts/bench/card-images.ts) unless named in
// `withoutImages`: pages are measured as a community running real cards serves them.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDatabase, freePort, startScratchPostgres } from "../../lib/database/embedded-postgres";
import { migrateAndSeed } from "../../seed/prepare-database";
import { buildSite } from "../site-build";
import { startSiteProcess, type SiteProcess } from "../site-process";
import { giveCardsImages } from "./card-images";

export interface BenchSite {
  site: SiteProcess;
  databaseUrl: string;
  stop: () => Promise<void>;
}

export async function startBenchSite(options: {
  workers: number;
  log: (line: string) => void;
  /** Cards (slugs) left without an image, to measure beside those with one. */
  withoutImages?: string[];
}): Promise<BenchSite> {
  const root = join(import.meta.dirname, "..", "..");
  options.log("building the site (skipped when current)…");
  await buildSite(root);
  const postgres = await startScratchPostgres();
  const imagesDir = mkdtempSync(join(tmpdir(), "starport-bench-images-"));
  const removeImages = () => rmSync(imagesDir, { recursive: true, force: true });
  try {
    await ensureDatabase(postgres.url("postgres"), "starport_bench");
    const databaseUrl = postgres.url("starport_bench");
    await migrateAndSeed({ url: databaseUrl, log: () => {} });
    const pictured = await giveCardsImages({ databaseUrl, imagesDir, except: options.withoutImages ?? [] });
    options.log(`${pictured} cards have a front image`);
    const site = await startSiteProcess({
      port: await freePort(),
      workers: options.workers,
      env: {
        DATABASE_URL: databaseUrl,
        NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
        IMAGES_DIR: imagesDir,
      },
    });
    options.log(`serving ${site.url} with ${options.workers} worker${options.workers === 1 ? "" : "s"}`);
    return {
      site,
      databaseUrl,
      stop: async () => {
        await site.stop();
        await postgres.stop();
        removeImages();
      },
    };
  } catch (error) {
    await postgres.stop();
    removeImages();
    throw error;
  }
}
