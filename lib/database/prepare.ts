// Brings a database up to date for the app: migrations, then the seed
// catalogue, its formats and the rules reference, then the search indexes.
// Shared by `npm start`, the db:* scripts and the test setup.
import { applyMigrations } from "./migrate";
import { createPrismaClient } from "./prisma-client";
import { readSeed } from "../../seed/read-seed";
import { describeLoad, loadCatalogue } from "../../seed/load-catalogue";
import { describeFormatsLoad, loadFormats } from "../../seed/load-formats";
import { describeRulesLoad, loadRules } from "../../seed/rules/load-rules";
import { refreshSearchIndexes } from "../search/refresh";
import { readEnv } from "../env";

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
    // After the catalogue: the card anatomy appendix names catalogue cards.
    options.log(describeRulesLoad(await loadRules({ prisma, rules })));
    const { MEILISEARCH_HOST, MEILISEARCH_API_KEY } = readEnv();
    const meilisearch = MEILISEARCH_HOST ? { host: MEILISEARCH_HOST, apiKey: MEILISEARCH_API_KEY } : undefined;
    options.log(await refreshSearchIndexes({ prisma, meilisearch }));
  } finally {
    await prisma.$disconnect();
  }
}
