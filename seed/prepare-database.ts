// Brings a database up to date for the app: migrations, then the seed
// catalogue, its formats (and the cached deck verdicts under the revisions in
// force) and the rules reference, then the search indexes.
// Called by `npm start`, the db:* scripts and the test setup; the database
// layer (lib/database) knows nothing of the content.
import { applyMigrations } from "../lib/database/migrate";
import { createPrismaClient } from "../lib/database/prisma-client";
import { readEnv } from "../lib/env";
import { describeRecheck, recheckDeckVerdicts } from "../lib/formats/recheck-deck-verdicts";
import { refreshSearchIndexes } from "../lib/search/refresh";
import { describeLoad, loadCatalogue } from "./load-catalogue";
import { describeFormatsLoad, loadFormats } from "./load-formats";
import { readSeed } from "./read-seed";
import { describeRulesLoad, loadRules } from "./rules/load-rules";

export async function migrateAndSeed(options: { url: string; log: (line: string) => void }): Promise<void> {
  const migrated = await applyMigrations({ connectionString: options.url });
  options.log(
    migrated.applied.length
      ? `migrations: applied ${migrated.applied.join(", ")}`
      : `migrations: up to date (${migrated.alreadyApplied} applied)`,
  );
  // Every seed file is validated before anything is written.
  const { catalogue, formats, rules } = readSeed();
  const prisma = createPrismaClient(options.url, { max: 2 });
  try {
    options.log(describeLoad(await loadCatalogue({ prisma, catalogue })));
    options.log(describeFormatsLoad(await loadFormats({ prisma, formats })));
    options.log(describeRecheck(await recheckDeckVerdicts({ prisma })));
    // After the catalogue: the card anatomy appendix names catalogue cards.
    options.log(describeRulesLoad(await loadRules({ prisma, rules })));
    const { MEILISEARCH_HOST, MEILISEARCH_API_KEY } = readEnv();
    const meilisearch = MEILISEARCH_HOST ? { host: MEILISEARCH_HOST, apiKey: MEILISEARCH_API_KEY } : undefined;
    options.log(await refreshSearchIndexes({ prisma, meilisearch }));
  } finally {
    await prisma.$disconnect();
  }
}
