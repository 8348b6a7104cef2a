// Brings a database up to date for the app: migrations, then the seed
// catalogue. Shared by `npm start`, the db:* scripts and the test setup.
import { applyMigrations } from "./migrate";
import { createPrismaClient } from "./prisma-client";
import { readCatalogue } from "../../seed/read-catalogue";
import { describeLoad, loadCatalogue } from "../../seed/load-catalogue";

export async function migrateAndSeed(options: { url: string; log: (line: string) => void }): Promise<void> {
  const migrated = await applyMigrations({ connectionString: options.url });
  options.log(
    migrated.applied.length
      ? `migrations: applied ${migrated.applied.join(", ")}`
      : `migrations: up to date (${migrated.alreadyApplied} applied)`,
  );
  const catalogue = readCatalogue();
  const prisma = createPrismaClient(options.url, { max: 2 });
  try {
    options.log(describeLoad(await loadCatalogue({ prisma, catalogue })));
  } finally {
    await prisma.$disconnect();
  }
}
