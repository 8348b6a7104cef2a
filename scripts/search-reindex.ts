// `npm run search:reindex`: rebuilds the search indexes from the catalogue
// (the spelling lexicon; the Meilisearch index when MEILISEARCH_HOST is set),
// on DATABASE_URL or the embedded database.
import { readEnv } from "../lib/env";
import { openDatabase } from "../lib/database/open-database";
import { createPrismaClient } from "../lib/database/prisma-client";
import { refreshSearchIndexes } from "../lib/search/refresh";

const log = (line: string) => console.log(`[starport] ${line}`);
const env = readEnv();
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, log }).catch((error: Error) => {
  console.error(`[starport] ${error.message}`);
  process.exit(1);
});
const prisma = createPrismaClient(db.url, { max: 2 });
let status = 0;
try {
  const meilisearch = env.MEILISEARCH_HOST
    ? { host: env.MEILISEARCH_HOST, apiKey: env.MEILISEARCH_API_KEY }
    : undefined;
  log(await refreshSearchIndexes({ prisma, meilisearch }));
} catch (error) {
  console.error(`[starport] reindexing failed: ${(error as Error).message}`);
  status = 1;
} finally {
  await prisma.$disconnect();
  await db.close();
}
process.exit(status);
