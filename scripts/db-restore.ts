// `npm run db:restore -- <backup> [--yes]`: replaces the embedded database
// with a backup (a folder path, a name in BACKUP_DIR, or `latest`). Starport
// must be stopped. The backup is verified first; the current data is kept
// aside and stays untouched if anything fails.
import { createInterface } from "node:readline/promises";
import { join } from "node:path";
import { existsSync } from "node:fs";
import { readEnv } from "../lib/env";
import { EMBEDDED_DATA_DIR } from "../lib/database/open-database";
import { listBackups } from "../lib/database/backup/list-backups";
import { ensureDatabaseStopped, restoreBackup } from "../lib/database/backup/restore-backup";
import { formatDuration } from "../lib/database/backup/log-format";
import { backupDir, USE_SERVER_TOOLS } from "../lib/database/backup/settings";
import { verifyBackup } from "../lib/database/backup/verify-backup";

const log = (line: string) => console.log(`[starport] ${line}`);
function fail(message: string): never {
  console.error(`[starport] ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const yes = args.includes("--yes") || args.includes("-y");
const target = args.find((a) => !a.startsWith("-"));

let env;
try {
  env = readEnv();
} catch (error) {
  fail((error as Error).message);
}
if (env.DATABASE_URL) fail(USE_SERVER_TOOLS);
const dir = backupDir(env);

if (!target) {
  const backups = listBackups(dir);
  console.log("Usage: npm run db:restore -- <backup folder | name | latest> [--yes]");
  console.log(
    backups.length ? `Backups in ${dir}:\n${backups.map((b) => `  ${b.name}`).join("\n")}` : `No backups in ${dir}.`,
  );
  process.exit(1);
}

function resolveTarget(name: string): string {
  if (name === "latest") {
    const newest = listBackups(dir).at(-1);
    if (!newest) fail(`There are no backups in ${dir}.`);
    return newest.path;
  }
  return existsSync(name) ? name : join(dir, name);
}

try {
  const backup = await verifyBackup({ path: resolveTarget(target) });
  ensureDatabaseStopped(EMBEDDED_DATA_DIR, log);
  const { manifest } = backup;
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const summary = `${backup.name} (taken ${manifest.createdAt}, ${rows} rows in ${manifest.tables.length} tables)`;
  if (!yes) {
    if (!process.stdin.isTTY)
      fail(`Restoring replaces the current database: run it in a terminal to confirm, or add --yes.`);
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(
      `Replace the embedded database with ${summary}? The current data is kept aside. [y/N] `,
    );
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim())) fail("Nothing was restored.");
  }
  const restored = await restoreBackup({ backup, dataDir: EMBEDDED_DATA_DIR, log });
  log(
    `restore: ${summary} is now the database in ${restored.dataDir} (checked table by table) in ${formatDuration(restored.tookMs)}`,
  );
  if (restored.keptAside) log(`restore: the data it replaced is kept in ${restored.keptAside}`);
  if (backup.newerMigrations.length)
    log(
      `restore: npm start will apply ${backup.newerMigrations.length} newer migration(s): ${backup.newerMigrations.join(", ")}`,
    );
  process.exit(0);
} catch (error) {
  fail((error as Error).message);
}
