// Loads a catalogue in the seed's format (sets.json, cards/<set>/<type>.json) into
// the database: `npm run catalogue:import -- <dir> [--dry-run]`. Every file is
// validated first; the difference is printed; then it is applied in one
// transaction (not on a dry run). See docs/decisions/014.
import { resolve } from "node:path";
import { readEnv } from "../lib/env";
import { applyMigrations } from "../lib/database/migrate";
import { openDatabase } from "../lib/database/open-database";
import { createPrismaClient } from "../lib/database/prisma-client";
import { storeFor } from "../lib/card-images/store-for";
import { refreshSearchIndexes } from "../lib/search/refresh";
import { describeLoad } from "../seed/load-catalogue";
import { describeDiff, importCatalogue } from "../seed/import-catalogue";
import { readCatalogue, type Catalogue } from "../seed/read-catalogue";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const [dir, ...rest] = args.filter((a) => a !== "--dry-run");
if (!dir || rest.length > 0) {
  console.error("Usage: npm run catalogue:import -- <dir> [--dry-run]");
  process.exit(2);
}
let catalogue: Catalogue;
try {
  catalogue = readCatalogue(resolve(dir));
} catch (error) {
  console.error(`[starport] ${(error as Error).message}`);
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: readEnv().DATABASE_URL, log: () => {} }).catch((error: Error) => {
  console.error(`[starport] ${error.message}`);
  process.exit(1);
});
const prisma = createPrismaClient(db.url, { max: 1 });
let status = 0;
try {
  await applyMigrations({ connectionString: db.url });
  const { diff, report } = await importCatalogue({ prisma, catalogue, dryRun, store: storeFor(readEnv()) });
  for (const line of describeDiff(diff)) console.log(line);
  console.log(report ? describeLoad(report) : "dry run: nothing written");
  // The search lexicon and, when configured, the Meilisearch index follow the import (a retired card leaves them).
  const { MEILISEARCH_HOST, MEILISEARCH_API_KEY } = readEnv();
  const meilisearch = MEILISEARCH_HOST ? { host: MEILISEARCH_HOST, apiKey: MEILISEARCH_API_KEY } : undefined;
  if (report) console.log(await refreshSearchIndexes({ prisma, meilisearch }));
} catch (error) {
  console.error(`[starport] nothing written: ${(error as Error).message}`);
  status = 1;
} finally {
  await prisma.$disconnect();
  await db.close();
}
process.exit(status);
