import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { MIGRATIONS_DIR, readMigrations } from "./migrate";
import { diffMigrationsToSchema } from "./schema-diff";

describe("migrations and schema.prisma", () => {
  it("match: the schema engine finds nothing left to migrate", async () => {
    const sql = await diffMigrationsToSchema({ connectionString: inject("postgresAdminUrl") });
    expect(sql).toBe("");
  });

  it("differ when a migration is missing (so the check above can fail)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "starport-partial-"));
    writeFileSync(join(dir, "migration_lock.toml"), readFileSync(join(MIGRATIONS_DIR, "migration_lock.toml")));
    const [first] = readMigrations();
    mkdirSync(join(dir, first!.name));
    writeFileSync(join(dir, first!.name, "migration.sql"), first!.sql.replace(/CREATE TABLE "format"[\s\S]*?\);/, ""));
    const sql = await diffMigrationsToSchema({ connectionString: inject("postgresAdminUrl"), migrationsDir: dir });
    expect(sql).toContain('CREATE TABLE "format"');
  });
});
