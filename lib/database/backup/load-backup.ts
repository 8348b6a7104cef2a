// Loads a verified backup into an empty database: the code's migrations up to
// the backup's rebuild its schema, the rows go in with COPY, sequences and
// materialized views are brought up to date, and then every table is copied
// out again and must give the backup's row count and sha256.
import { createReadStream } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import { createGunzip } from "node:zlib";
import pg from "pg";
import { applyMigrations } from "../migrate";
import { listMaterializedViews, listTables, qualified, type TableInfo } from "./catalog";
import { BackupError, type TableEntry } from "./manifest";
import { copyIn, copyOut, Digest, STABLE_TEXT_SETTINGS } from "./table-copy";
import type { VerifiedBackup } from "./verify-backup";

const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
const sameColumns = (a: TableInfo["columns"], b: TableInfo["columns"]) =>
  a.length === b.length && a.every((c, i) => c.name === b[i]!.name && c.type === b[i]!.type);

/** The rebuilt schema's tables, one for each table of the backup, or a clear refusal. */
function matchTables(rebuilt: TableInfo[], backup: TableEntry[]): TableInfo[] {
  const byKey = new Map(rebuilt.map((t) => [key(t), t]));
  const extra = rebuilt.find((t) => !backup.some((b) => key(b) === key(t)));
  if (extra)
    throw new BackupError(
      `The backup has no table ${key(extra)}, which its migrations create: it does not match its own manifest.`,
    );
  return backup.map((entry) => {
    const table = byKey.get(key(entry));
    if (!table) throw new BackupError(`The backup's table ${key(entry)} is not in the schema its migrations create.`);
    if (!sameColumns(table.columns, entry.columns)) {
      throw new BackupError(`The backup's table ${key(entry)} has other columns than its migrations create.`);
    }
    return table;
  });
}

async function loadTable(client: pg.Client, backupPath: string, table: TableInfo, entry: TableEntry): Promise<void> {
  const content = new Digest();
  const sink = copyIn(client, table, { freeze: true });
  await pipeline(createReadStream(join(backupPath, entry.file)), createGunzip(), content, sink);
  if (sink.rowCount !== entry.rows || content.hex() !== entry.sha256) {
    throw new BackupError(
      `The rows read for ${key(entry)} (${sink.rowCount}) do not match the manifest's count (${entry.rows}) and checksum.`,
    );
  }
}

/**
 * Indexes that no constraint needs (the secondary ones), to build once after
 * the load instead of row by row during it, as pg_restore does.
 */
async function secondaryIndexes(
  client: pg.Client,
  tables: TableInfo[],
): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.refobjid = i.indexrelid AND d.classid = 'pg_constraint'::regclass)`,
    [tables.map(qualified)],
  );
  return rows;
}

/** Copies every table out again and compares with the manifest: proof that the database holds exactly the backup. */
async function verifyLoaded(client: pg.Client, tables: TableInfo[], entries: TableEntry[]): Promise<void> {
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  for (const [i, table] of tables.entries()) {
    const content = new Digest();
    const rows = copyOut(client, table);
    await pipeline(rows, content, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const entry = entries[i]!;
    if (rows.rowCount !== entry.rows || content.hex() !== entry.sha256) {
      throw new BackupError(
        `After loading, ${key(entry)} (${rows.rowCount} rows) does not match the backup's ${entry.rows} rows and checksum: the restore was abandoned.`,
      );
    }
  }
  await client.query("COMMIT");
}

export async function loadBackup(options: {
  url: string;
  backup: VerifiedBackup;
}): Promise<{ tables: number; rows: number }> {
  const { backup } = options;
  const { manifest } = backup;
  await applyMigrations({ connectionString: options.url, upTo: backup.lastMigration });
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query(STABLE_TEXT_SETTINGS);
    const tables = matchTables(await listTables(client), manifest.tables);
    // As pg_dump does: no user triggers and no foreign-key checks while loading,
    // so rows land exactly as they were saved; the checksums prove them whole.
    await client.query("SET session_replication_role = replica");
    await client.query("BEGIN");
    // Migrations may have written rows (and _prisma_migrations has its own): the backup's replace them.
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(qualified).join(", ")}`);
    const indexes = await secondaryIndexes(client, tables);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    for (const [i, table] of tables.entries()) await loadTable(client, backup.path, table, manifest.tables[i]!);
    await client.query("SET maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.definition);
    for (const s of manifest.sequences) {
      await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [qualified(s), s.lastValue, s.isCalled]);
    }
    for (const view of await listMaterializedViews(client))
      await client.query(`REFRESH MATERIALIZED VIEW ${qualified(view)}`);
    await client.query("COMMIT");
    await client.query("SET session_replication_role = DEFAULT");
    await client.query("ANALYZE");
    await verifyLoaded(client, tables, manifest.tables);
    return { tables: tables.length, rows: manifest.tables.reduce((n, t) => n + t.rows, 0) };
  } finally {
    await client.end();
  }
}
