// `npm run db:migrate`: applies pending migrations and loads the seed catalogue,
// on DATABASE_URL or the embedded database. `npm start` does this itself.
import { readEnv } from "../lib/env";
import { openDatabase } from "../lib/database/open-database";
import { migrateAndSeed } from "../seed/prepare-database";

const log = (line: string) => console.log(`[starport] ${line}`);
const db = await openDatabase({ databaseUrl: readEnv().DATABASE_URL, log }).catch((error: Error) => {
  console.error(`[starport] ${error.message}`);
  process.exit(1);
});
let status = 0;
try {
  await migrateAndSeed({ url: db.url, log });
} catch (error) {
  console.error(`[starport] ${(error as Error).message}`);
  status = 1;
} finally {
  await db.close();
}
process.exit(status);
