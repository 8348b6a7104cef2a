// Restores a verified backup into the embedded database's data folder. The
// backup is loaded into a new cluster beside the current one and checked
// there; only then are the folders swapped, the old one kept aside. Anything
// that fails before the swap leaves the current data as it was.
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import pg from "pg";
import { embeddedDataDir, ensureDatabase, findRunningServer, startEmbeddedPostgres } from "../embedded-postgres";
import { DATABASE_NAME } from "../open-database";
import { loadBackup } from "./load-backup";
import { BackupError } from "./manifest";
import type { VerifiedBackup } from "./verify-backup";

export interface RestoreResult {
  dataDir: string;
  /** Where the data that was replaced now lives, or null when there was none. */
  keptAside: string | null;
  tables: number;
  rows: number;
  tookMs: number;
}

/** Refuses while a Starport uses the data folder; stops a server that a crashed run left behind. */
export function ensureDatabaseStopped(dataDir: string, log: (line: string) => void = () => {}): void {
  const running = findRunningServer(dataDir);
  if (!running) return;
  if (running.owner !== null) {
    throw new BackupError(
      `Starport (process ${running.owner}) is using the database in ${running.dataDir}: stop it before restoring.`,
    );
  }
  log(`restore: stopping PostgreSQL (pid ${running.pid}), left running by an earlier run`);
  running.stop();
}

function removeCluster(dataDir: string): void {
  for (const path of [dataDir, `${dataDir}.password`, `${dataDir}.owner`])
    rmSync(path, { recursive: true, force: true });
}

async function run(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

// A table truncated and filled in one transaction writes no WAL at wal_level
// minimal (its files are synced at commit instead): the load takes about half
// the time. The new cluster leaves with the default settings.
const BULK_LOAD = ["ALTER SYSTEM SET wal_level = minimal", "ALTER SYSTEM SET max_wal_senders = 0"];
const DEFAULTS = ["ALTER SYSTEM RESET wal_level", "ALTER SYSTEM RESET max_wal_senders"];

/** Builds the restored cluster in `staging`; it ends stopped, with the live password when there is one. */
async function buildCluster(staging: string, backup: VerifiedBackup, livePassword: string | null) {
  ensureDatabaseStopped(staging);
  removeCluster(staging);
  let server = await startEmbeddedPostgres({ dataDir: staging });
  try {
    await run(server.url("postgres"), BULK_LOAD);
    await server.stop();
    server = await startEmbeddedPostgres({ dataDir: staging });
    await ensureDatabase(server.url("postgres"), DATABASE_NAME);
    const loaded = await loadBackup({ url: server.url(DATABASE_NAME), backup });
    await run(server.url("postgres"), DEFAULTS);
    // The restored cluster takes the current password, so the password file beside the data folder stays valid.
    if (livePassword !== null) {
      await run(server.url("postgres"), [`ALTER ROLE CURRENT_USER PASSWORD ${pg.escapeLiteral(livePassword)}`]);
      writeFileSync(`${staging}.password`, livePassword, { mode: 0o600 });
    }
    await server.stop();
    return loaded;
  } catch (error) {
    await server.stop().catch(() => {});
    removeCluster(staging);
    throw error;
  }
}

export async function restoreBackup(options: {
  backup: VerifiedBackup;
  /** The data folder as configured (as root it may live under /var/tmp; see embedded-postgres.ts). */
  dataDir: string;
  log?: (line: string) => void;
}): Promise<RestoreResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const live = embeddedDataDir(options.dataDir);
  const livePasswordFile = `${live}.password`;
  ensureDatabaseStopped(live, log);

  const staging = `${live}.restoring`;
  log(`restore: loading ${options.backup.name} into a new cluster in ${staging}`);
  const livePassword = existsSync(livePasswordFile) ? readFileSync(livePasswordFile, "utf8").trim() : null;
  const loaded = await buildCluster(staging, options.backup, livePassword);

  try {
    // Someone may have started Starport while the backup was loading.
    ensureDatabaseStopped(live, log);
  } catch (error) {
    removeCluster(staging);
    throw error;
  }
  let keptAside: string | null = null;
  if (existsSync(live)) {
    keptAside = `${live}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    if (livePassword !== null) copyFileSync(livePasswordFile, `${keptAside}.password`);
    renameSync(live, keptAside);
  }
  renameSync(staging, live);
  if (livePassword === null) renameSync(`${staging}.password`, livePasswordFile);
  else rmSync(`${staging}.password`, { force: true });
  return { dataDir: live, keptAside, ...loaded, tookMs: Date.now() - started };
}
