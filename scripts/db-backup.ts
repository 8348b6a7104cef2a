// `npm run db:backup`: a consistent backup of the embedded database into
// BACKUP_DIR (default .data/backups), then rotation to BACKUP_KEEP. Works
// while Starport runs (the site keeps serving) and while it is stopped.
import { readEnv } from "../lib/env";
import { createBackup } from "../lib/database/backup/create-backup";
import { rotateBackups } from "../lib/database/backup/list-backups";
import { formatBytes, formatDuration } from "../lib/database/backup/log-format";
import { backupDir, openEmbeddedForBackup, USE_SERVER_TOOLS } from "../lib/database/backup/settings";

const log = (line: string) => console.log(`[starport] ${line}`);
function fail(message: string): never {
  console.error(`[starport] ${message}`);
  process.exit(1);
}

let env;
try {
  env = readEnv();
} catch (error) {
  fail((error as Error).message);
}
if (env.DATABASE_URL) fail(USE_SERVER_TOOLS);

const dir = backupDir(env);
const database = await openEmbeddedForBackup({ log }).catch((error: Error) => fail(error.message));
let status = 0;
try {
  const made = await createBackup({ url: database.url, dir });
  log(
    `backup: wrote ${made.path} (${formatBytes(made.bytes)}, ${made.tables} tables, ${made.rows} rows) in ${formatDuration(made.tookMs)}`,
  );
  const removed = await rotateBackups({ dir, keep: env.BACKUP_KEEP });
  if (removed.length) log(`backup: removed ${removed.join(", ")} (keeping the newest ${env.BACKUP_KEEP})`);
} catch (error) {
  console.error(`[starport] backup failed: ${(error as Error).message}`);
  status = 1;
} finally {
  await database.close();
}
process.exit(status);
