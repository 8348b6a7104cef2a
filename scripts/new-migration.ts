// Writes a new migration from the difference between prisma/migrations and
// prisma/schema.prisma: `npm run db:new-migration -- <name>`. Works offline
// (Prisma's schema engine as WebAssembly on a scratch embedded PostgreSQL).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startScratchPostgres } from "../lib/database/embedded-postgres";
import { MIGRATIONS_DIR } from "../lib/database/migrate";
import { diffMigrationsToSchema } from "../lib/database/schema-diff";

const name = (process.argv[2] ?? "").trim();
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:new-migration -- <name>   (lower-case letters, digits and underscores)");
  process.exit(2);
}

const server = await startScratchPostgres();
let status = 0;
try {
  const sql = await diffMigrationsToSchema({ connectionString: server.url("postgres") });
  if (!sql) {
    console.log("prisma/schema.prisma and the migrations already match: nothing to write.");
  } else {
    const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
    const folder = join(MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "migration.sql"), `${sql}\n`);
    console.log(`wrote ${folder}/migration.sql`);
  }
} catch (error) {
  console.error(`could not compute the migration: ${(error as Error).message}`);
  status = 1;
} finally {
  await server.stop();
}
// The wasm engine can leave a lock timer pending for ~10 s; nothing is left to do.
process.exit(status);
