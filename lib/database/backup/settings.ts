// Where backups go and how they read in logs.
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

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A duration for people: 850 ms, 4.2 s, 30 min, 6 h, 1 d 12 h. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24 || hours % 24 === 0) return hours < 24 ? `${hours} h` : `${hours / 24} d`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
