// Developer tooling: computes the SQL between the migrations folder and
// prisma/schema.prisma with Prisma's schema engine compiled to WebAssembly
// (the native engine cannot be downloaded here). Used to write new migrations
// and to prove the migrations match the schema. Not used at run time.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { MIGRATIONS_DIR, readMigrations } from "./migrate";

export const SCHEMA_PATH = join(import.meta.dirname, "..", "..", "prisma", "schema.prisma");
const require = createRequire(import.meta.url);

/**
 * The engine's catalogue queries return PostgreSQL's internal "char" type
 * (OID 18), which adapter-pg cannot decode; it is one character, so text does.
 */
function readInternalCharAsText(): void {
  const Result = require("pg/lib/result.js");
  if (Result.prototype.__starportCharPatched) return;
  const addFields = Result.prototype.addFields;
  Result.prototype.addFields = function (fields: { dataTypeID: number }[]) {
    for (const f of fields) if (f.dataTypeID === 18) f.dataTypeID = 25;
    return addFields.call(this, fields);
  };
  Result.prototype.__starportCharPatched = true;
}

async function loadEngine() {
  const dir = dirname(require.resolve("@prisma/schema-engine-wasm"));
  const bg = await import(join(dir, "schema_engine_bg.js"));
  const bytes = readFileSync(join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  return bg;
}

/**
 * SQL that takes a database built from the migrations folder to the schema.
 * An empty string means the migrations match the schema. Needs a server where
 * it may create (and then drops) a scratch shadow database.
 */
export async function diffMigrationsToSchema(options: { connectionString: string; migrationsDir?: string }): Promise<string> {
  readInternalCharAsText();
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const schema = readFileSync(SCHEMA_PATH, "utf8");
  const shadowName = `starport_shadow_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: options.connectionString });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(shadowName)}`);
  const shadowUrl = new URL(options.connectionString);
  shadowUrl.pathname = `/${shadowName}`;
  const main = new PrismaPg({ connectionString: options.connectionString });
  const shadow = new PrismaPg({ connectionString: shadowUrl.toString() });
  // The shadow database gets its own connection: adapter-pg's own shadow
  // helper would reuse the main connection string.
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    connectToShadowDb: () => shadow.connect(),
  });
  try {
    const bg = await loadEngine();
    const engine = await bg.SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, () => {}, factory);
    const result = await engine.diff({
      from: {
        tag: "migrations",
        baseDir: migrationsDir,
        lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
        shadowDbInitScript: "",
        migrationDirectories: readMigrations(migrationsDir).map((m) => ({
          path: m.name,
          migrationFile: { path: "migration.sql", content: { tag: "ok", value: m.sql } },
        })),
      },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return (result.stdout ?? "").replace(/^-- This is an empty migration\.\s*$/m, "").trim();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(shadowName)} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
