// Writes the catalogue in the seed's format: `npm run catalogue:export -- <dir>`.
// `npm run catalogue:import -- <dir>` reads it back with no change (docs/catalogue.md).
import { resolve } from "node:path";
import { readEnv } from "../lib/env";
import { applyMigrations } from "../lib/database/migrate";
import { openDatabase } from "../lib/database/open-database";
import { createPrismaClient } from "../lib/database/prisma-client";
import { storeFor } from "../lib/card-images/store-for";
import { exportCatalogue } from "../seed/export-catalogue";

const [dir, ...rest] = process.argv.slice(2);
if (!dir || rest.length > 0) {
  console.error("Usage: npm run catalogue:export -- <dir>");
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: readEnv().DATABASE_URL, log: () => {} }).catch((error: Error) => {
  console.error(`[starport] ${error.message}`);
  process.exit(1);
});
const prisma = createPrismaClient(db.url, { max: 1 });
let status = 0;
try {
  await applyMigrations({ connectionString: db.url });
  const files = await exportCatalogue({ prisma, dir: resolve(dir), store: storeFor(readEnv()) });
  console.log(`[starport] wrote ${files.length} files to ${resolve(dir)}`);
} catch (error) {
  console.error(`[starport] ${(error as Error).message}`);
  status = 1;
} finally {
  await prisma.$disconnect();
  await db.close();
}
process.exit(status);
