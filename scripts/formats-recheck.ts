// `npm run formats:recheck`: judges the decks of every format again under the
// revision in force today, once per revision (see
// lib/formats/recheck-deck-verdicts.ts). Start-up does the same; run this daily
// so a revision that takes effect while the site runs reaches cached verdicts.
import { readEnv } from "../lib/env";
import { openDatabase } from "../lib/database/open-database";
import { createPrismaClient } from "../lib/database/prisma-client";
import { describeRecheck, recheckDeckVerdicts } from "../lib/formats/recheck-deck-verdicts";

const log = (line: string) => console.log(`[starport] ${line}`);
const env = readEnv();
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, log }).catch((error: Error) => {
  console.error(`[starport] ${error.message}`);
  process.exit(1);
});
const prisma = createPrismaClient(db.url, { max: 2 });
let status = 0;
try {
  log(describeRecheck(await recheckDeckVerdicts({ prisma })));
} catch (error) {
  console.error(`[starport] the recheck failed: ${(error as Error).message}`);
  status = 1;
} finally {
  await prisma.$disconnect();
  await db.close();
}
process.exit(status);
