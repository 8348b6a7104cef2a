// Applies prisma/migrations with nothing but `pg`, recording each one in
// Prisma's own _prisma_migrations table exactly as `prisma migrate deploy`
// does, so Prisma's engine sees them as applied. See docs/decisions/002.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

export class MigrationError extends Error {
  override name = "MigrationError";
}

export const MIGRATIONS_DIR = join(import.meta.dirname, "..", "..", "prisma", "migrations");
/** The advisory lock key Prisma's engine takes while migrating. */
export const PRISMA_MIGRATE_LOCK = 72707369;

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
  id VARCHAR(36) PRIMARY KEY NOT NULL,
  checksum VARCHAR(64) NOT NULL,
  finished_at TIMESTAMPTZ,
  migration_name VARCHAR(255) NOT NULL,
  logs TEXT,
  rolled_back_at TIMESTAMPTZ,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  applied_steps_count INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFolder {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationFolder[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, "migration.sql"));
      return { name, sql: bytes.toString("utf8"), checksum: createHash("sha256").update(bytes).digest("hex") };
    });
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

/** The migrations up to and including `upTo` (all of them without it). */
function migrationsUpTo(all: MigrationFolder[], upTo: string | undefined): MigrationFolder[] {
  if (upTo === undefined) return all;
  const end = all.findIndex((m) => m.name === upTo);
  if (end < 0) throw new MigrationError(`There is no migration named ${upTo}.`);
  return all.slice(0, end + 1);
}

export async function applyMigrations(options: {
  connectionString: string;
  dir?: string;
  upTo?: string;
}): Promise<MigrateResult> {
  const migrations = migrationsUpTo(readMigrations(options.dir), options.upTo);
  const client = new pg.Client({ connectionString: options.connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      logs: string | null;
    }>(
      "SELECT migration_name, checksum, finished_at, rolled_back_at, logs FROM _prisma_migrations ORDER BY started_at",
    );

    const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier and was not rolled back (${(failed.logs ?? "").split("\n")[0]}). Fix the database, then mark it rolled back or reset the data folder.`,
      );
    }
    const applied = new Map(rows.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const checksum = applied.get(m.name);
      if (checksum !== undefined && checksum !== m.checksum) {
        throw new MigrationError(
          `Migration ${m.name} was edited after it was applied (checksum differs). Restore the file and add a new migration instead.`,
        );
      }
    }

    const done: string[] = [];
    for (const m of migrations.filter((x) => !applied.has(x.name))) {
      const id = randomUUID();
      await client.query("INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES ($1, $2, $3)", [
        id,
        m.checksum,
        m.name,
      ]);
      try {
        // One transaction per migration: a failure leaves no half-applied schema.
        await client.query("BEGIN");
        await client.query(m.sql);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        const message = (error as Error).message;
        // Recorded as rolled back: the transaction undid every step.
        await client.query("UPDATE _prisma_migrations SET logs = $2, rolled_back_at = now() WHERE id = $1", [
          id,
          message,
        ]);
        throw new MigrationError(`Migration ${m.name} failed and was rolled back: ${message}`);
      }
      await client.query("UPDATE _prisma_migrations SET finished_at = now(), applied_steps_count = 1 WHERE id = $1", [
        id,
      ]);
      done.push(m.name);
    }
    return { applied: done, alreadyApplied: migrations.length - done.length };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]).catch(() => {});
    await client.end();
  }
}
