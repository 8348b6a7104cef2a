// `npm run rules:import -- <file>`: reads a rules reference page (HTML with
// the glossary as a template loop, like the game's own) and upserts its
// sections into the database the app uses (DATABASE_URL or the embedded one).
// Malformed HTML stops the import with the line named; nothing is written.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { readEnv } from "../lib/env";
import { openDatabase } from "../lib/database/open-database";
import { migrateAndSeed } from "../seed/prepare-database";
import { createPrismaClient } from "../lib/database/prisma-client";
import { ImportError } from "../lib/glossary/import/import-error";
import { parseReference } from "../lib/glossary/import/parse-reference";
import { describeImport, saveImport } from "../lib/glossary/import/save-import";

const log = (line: string) => console.log(`[starport] ${line}`);
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run rules:import -- <file>");
  process.exit(2);
}

let source: string;
try {
  source = readFileSync(file, "utf8");
} catch (error) {
  console.error(`[starport] cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}

let reference;
try {
  reference = parseReference(source);
} catch (error) {
  if (error instanceof ImportError) {
    console.error(`[starport] ${file}, ${error.message}; nothing was imported`);
    process.exit(1);
  }
  throw error;
}
for (const warning of reference.warnings) log(`${basename(file)}, ${warning}`);
log(
  `${basename(file)}: ${reference.sections.length} sections` +
    (reference.glossaryLoop ? `; the glossary (line ${reference.glossaryLoop.line}) comes from the database` : "") +
    (reference.glossaryLoop?.keywordOverview
      ? `, with the keyword overview inside '${reference.glossaryLoop.keywordOverview}'`
      : ""),
);

const db = await openDatabase({ databaseUrl: readEnv().DATABASE_URL, log }).catch((error: Error) => {
  console.error(`[starport] ${error.message}`);
  process.exit(1);
});
let status = 0;
try {
  // The import lands on a database that is migrated and holds the glossary it links to.
  await migrateAndSeed({ url: db.url, log });
  const prisma = createPrismaClient(db.url, { max: 2 });
  try {
    log(describeImport(await saveImport({ prisma, reference, source: `import:${basename(file)}` })));
  } finally {
    await prisma.$disconnect();
  }
} catch (error) {
  console.error(`[starport] ${(error as Error).message}`);
  status = 1;
} finally {
  await db.close();
}
process.exit(status);
