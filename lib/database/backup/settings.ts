// Where backups go, and which database they are taken from.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Env } from "../../env";
import { embeddedDataDir, findRunningServer } from "../embedded-postgres";
import { DATABASE_NAME, EMBEDDED_DATA_DIR, PROJECT_ROOT, openDatabase, type OpenDatabase } from "../open-database";
import { BackupError } from "./manifest";

/** BACKUP_DIR (relative to the working folder), or .data/backups. */
export function backupDir(env: Pick<Env, "BACKUP_DIR">): string {
  return env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : join(PROJECT_ROOT, ".data", "backups");
}

/** The one line that sends DATABASE_URL users to their server's own tools. */
export const USE_SERVER_TOOLS =
  "DATABASE_URL is set: back up and restore that server with its own tools (pg_dump and pg_restore, see the README); these commands only handle the embedded database.";

/**
 * The embedded database to back up: the running server's when Starport is up
 * (it keeps serving), else a server started for the backup and stopped after.
 */
export async function openEmbeddedForBackup(options: { log: (line: string) => void }): Promise<OpenDatabase> {
  const running = findRunningServer(EMBEDDED_DATA_DIR);
  if (running) return { url: running.url(DATABASE_NAME), embedded: true, close: async () => {} };
  if (!existsSync(join(embeddedDataDir(EMBEDDED_DATA_DIR), "PG_VERSION"))) {
    throw new BackupError("There is no embedded database to back up yet: npm start creates it.");
  }
  return openDatabase({ log: options.log });
}
