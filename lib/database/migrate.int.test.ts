import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { createTestDatabase, type TestDatabase } from "../../tests/database";
import { applyMigrations, MIGRATIONS_DIR, MigrationError, readMigrations } from "./migrate";

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.drop()));
});
async function emptyDatabase() {
  const db = await createTestDatabase({ empty: true });
  opened.push(db);
  return db;
}
async function rows(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
function copyOfMigrations(): string {
  const dir = mkdtempSync(join(tmpdir(), "starport-migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

describe("applyMigrations", () => {
  it("migrates an empty database and records each migration as Prisma does", async () => {
    const db = await emptyDatabase();
    const result = await applyMigrations({ connectionString: db.url });
    const names = readMigrations().map((m) => m.name);
    expect(result).toEqual({ applied: names, alreadyApplied: 0 });

    const recorded = await rows(db.url, "SELECT * FROM _prisma_migrations ORDER BY migration_name");
    expect(recorded.map((r) => r.migration_name)).toEqual(names);
    for (const r of recorded) {
      const sql = readFileSync(join(MIGRATIONS_DIR, r.migration_name, "migration.sql"));
      expect(r.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.finished_at).toBeInstanceOf(Date);
      expect(r.rolled_back_at).toBeNull();
      expect(r.applied_steps_count).toBe(1);
    }
    const tables = await rows(db.url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
    expect(tables.map((t) => t.tablename)).toEqual(
      expect.arrayContaining([
        "card",
        "card_set",
        "errata",
        "ruling",
        "glossary_entry",
        "format",
        "_prisma_migrations",
      ]),
    );
  });

  it("does nothing the second time", async () => {
    const db = await emptyDatabase();
    await applyMigrations({ connectionString: db.url });
    const again = await applyMigrations({ connectionString: db.url });
    expect(again).toEqual({ applied: [], alreadyApplied: readMigrations().length });
    expect(await rows(db.url, "SELECT count(*)::int AS n FROM _prisma_migrations")).toEqual([
      { n: readMigrations().length },
    ]);
  });

  it("rolls back a failing migration, records it, and applies nothing after it", async () => {
    const db = await emptyDatabase();
    const dir = copyOfMigrations();
    mkdirSync(join(dir, "29990101000000_broken"));
    writeFileSync(
      join(dir, "29990101000000_broken", "migration.sql"),
      'CREATE TABLE "half" (id int);\nSELECT * FROM no_such_table;',
    );
    mkdirSync(join(dir, "29990102000000_after"));
    writeFileSync(join(dir, "29990102000000_after", "migration.sql"), 'CREATE TABLE "after" (id int);');

    await expect(applyMigrations({ connectionString: db.url, dir })).rejects.toThrow(
      /^Migration 29990101000000_broken failed and was rolled back: relation "no_such_table" does not exist/,
    );
    const tables = (await rows(db.url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).map(
      (t) => t.tablename,
    );
    expect(tables).toContain("card");
    expect(tables).not.toContain("half");
    expect(tables).not.toContain("after");
    const broken = await rows(
      db.url,
      "SELECT logs, finished_at, rolled_back_at FROM _prisma_migrations WHERE migration_name = '29990101000000_broken'",
    );
    expect(broken).toHaveLength(1);
    expect(broken[0].finished_at).toBeNull();
    expect(broken[0].rolled_back_at).toBeInstanceOf(Date);
    expect(broken[0].logs).toContain("no_such_table");
  });

  it("refuses to start when an applied migration was edited", async () => {
    const db = await emptyDatabase();
    const dir = copyOfMigrations();
    await applyMigrations({ connectionString: db.url, dir });
    const first = readMigrations(dir)[0]!;
    writeFileSync(join(dir, first.name, "migration.sql"), `${first.sql}\n-- edited`);
    const failure = applyMigrations({ connectionString: db.url, dir });
    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(applyMigrations({ connectionString: db.url, dir })).rejects.toThrow(
      `Migration ${first.name} was edited after it was applied`,
    );
  });

  it("refuses to go on past a migration that failed without being rolled back", async () => {
    const db = await emptyDatabase();
    await applyMigrations({ connectionString: db.url });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(
      "INSERT INTO _prisma_migrations (id, checksum, migration_name, logs) VALUES ('00000000-0000-0000-0000-000000000001', 'x', '29990101000000_manual', 'boom')",
    );
    await client.end();
    await expect(applyMigrations({ connectionString: db.url })).rejects.toThrow(
      /^Migration 29990101000000_manual failed earlier/,
    );
  });
});
