// Writes a consistent backup of a running database without stopping it: every
// table is copied out inside one read-only REPEATABLE READ transaction, so all
// of them show the same instant, whatever commits meanwhile. The folder is
// written under a hidden name and renamed when complete, so a backup that
// exists is whole. Backups hold password hashes and sessions: folders are
// made 0700 and files 0600, explicit modes that a umask can only narrow.
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { PRISMA_MIGRATE_LOCK } from "../migrate";
import { listSequences, listTables, qualified } from "./catalog";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  CHECKSUMS_FILE,
  MANIFEST_FILE,
  backupName,
  dataFileName,
  formatChecksums,
  type Manifest,
  type TableEntry,
} from "./manifest";
import { copyOut, Digest, STABLE_TEXT_SETTINGS } from "./table-copy";

export interface BackupResult {
  name: string;
  path: string;
  /** Bytes on disk. */
  bytes: number;
  tables: number;
  rows: number;
  tookMs: number;
}

export interface CreateBackupOptions {
  /** The database to back up. */
  url: string;
  /** The folder that holds backups; created when missing. */
  dir: string;
  /** Stops the backup (shutdown): the partial folder is removed and the promise rejects. */
  signal?: AbortSignal;
  /** Called with the exported snapshot once it is fixed, while the backup still runs (tests compare against it). */
  onSnapshot?: (snapshot: string) => Promise<void>;
}

const PARTIAL_PREFIX = ".partial-";
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function appliedMigrations(client: pg.Client): Promise<Manifest["migrations"]> {
  const found = await client.query("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
  if (!found.rows[0].present)
    throw new BackupError("This database has no _prisma_migrations table: it is not a Starport database.");
  const { rows } = await client.query<{ name: string; checksum: string }>(
    `SELECT migration_name AS name, checksum FROM _prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name COLLATE "C"`,
  );
  if (rows.length === 0) throw new BackupError("This database has no applied migrations: there is nothing to back up.");
  return rows;
}

/** Removes partial folders left by backups whose process is gone. */
async function removeAbandonedPartials(dir: string): Promise<void> {
  for (const entry of await readdir(dir)) {
    const pid = Number(/^\.partial-.+-(\d+)$/.exec(entry)?.[1]);
    if (!pid) continue;
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch (error) {
      alive = (error as NodeJS.ErrnoException).code === "EPERM";
    }
    if (!alive) await rm(join(dir, entry), { recursive: true, force: true });
  }
}

export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = new Date();
  const name = backupName(createdAt);
  await mkdir(options.dir, { recursive: true, mode: PRIVATE_DIR });
  await removeAbandonedPartials(options.dir);
  const partial = join(options.dir, `${PARTIAL_PREFIX}${name}-${process.pid}`);
  await mkdir(join(partial, "data"), { recursive: true, mode: PRIVATE_DIR });

  const client = new pg.Client({ connectionString: options.url });
  const abort = () => void client.end().catch(() => {});
  try {
    options.signal?.throwIfAborted();
    options.signal?.addEventListener("abort", abort, { once: true });
    await client.connect();
    await client.query(STABLE_TEXT_SETTINGS);
    // Shared with other backups, exclusive with migrations: the schema cannot change under the export.
    await client.query("SELECT pg_advisory_lock_shared($1)", [PRISMA_MIGRATE_LOCK]);
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const migrations = await appliedMigrations(client);
    if (options.onSnapshot)
      await options.onSnapshot((await client.query("SELECT pg_export_snapshot() AS s")).rows[0].s);
    const server = await client.query<{ version: string; database: string }>(
      "SELECT current_setting('server_version') AS version, current_database() AS database",
    );

    const tables: TableEntry[] = [];
    const sums: { file: string; sha256: string }[] = [];
    let bytes = 0;
    for (const [index, table] of (await listTables(client)).entries()) {
      const file = dataFileName(index, table);
      const content = new Digest();
      const stored = new Digest();
      const rows = copyOut(client, table);
      await pipeline(
        rows,
        content,
        createGzip({ level: 6 }),
        stored,
        createWriteStream(join(partial, file), { mode: PRIVATE_FILE }),
      );
      await syncFile(join(partial, file));
      tables.push({
        schema: table.schema,
        name: table.name,
        columns: table.columns,
        file,
        rows: rows.rowCount,
        sha256: content.hex(),
      });
      sums.push({ file, sha256: stored.hex() });
      bytes += stored.bytes;
    }
    // Sequences are not transactional: a value read now may be past the snapshot's, which is harmless.
    const sequences: Manifest["sequences"] = [];
    for (const sequence of await listSequences(client)) {
      const { rows } = await client.query(
        `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(sequence)}`,
      );
      sequences.push({ ...sequence, ...rows[0] });
    }
    await client.query("COMMIT");

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      database: { name: server.rows[0]!.database, serverVersion: server.rows[0]!.version },
      migrations,
      tables,
      sequences,
    };
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    await writeFile(join(partial, MANIFEST_FILE), manifestText, { mode: PRIVATE_FILE });
    sums.unshift({ file: MANIFEST_FILE, sha256: createHash("sha256").update(manifestText).digest("hex") });
    await writeFile(join(partial, CHECKSUMS_FILE), formatChecksums(sums), { mode: PRIVATE_FILE });
    await Promise.all([MANIFEST_FILE, CHECKSUMS_FILE].map((f) => syncFile(join(partial, f))));
    bytes += Buffer.byteLength(manifestText);

    const path = join(options.dir, name);
    await rename(partial, path);
    const rowCount = tables.reduce((n, t) => n + t.rows, 0);
    return { name, path, bytes, tables: tables.length, rows: rowCount, tookMs: Date.now() - started };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    options.signal?.throwIfAborted();
    throw error;
  } finally {
    options.signal?.removeEventListener("abort", abort);
    await client.end().catch(() => {});
  }
}
