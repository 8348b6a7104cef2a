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

const SCHEMA_PATH = join(import.meta.dirname, "..", "..", "prisma", "schema.prisma");
const require = createRequire(import.meta.url);

/**
 * The engine's catalogue queries return PostgreSQL's internal "char" type
 * (OID 18), which adapter-pg rejects; the engine reads those columns as
 * Character. Patched on adapter-pg's query base class (shared by connections
 * and transactions), in this tooling process only.
 */
const CHAR_OID = 18;
const TEXT_OID = 25;
const CHARACTER_COLUMN = 6; // ColumnTypeEnum.Character in @prisma/driver-adapter-utils
type Field = { dataTypeID: number };
type Queryable = {
  performIO: (query: unknown) => Promise<{ fields: Field[]; rows: unknown[] }>;
  queryRaw: (query: unknown) => Promise<{ columnTypes: number[]; rows: unknown[] }>;
  __starportChar?: boolean;
};
function readInternalCharAsCharacter(adapter: object): void {
  const base = Object.getPrototypeOf(Object.getPrototypeOf(adapter)) as Queryable;
  if (base.__starportChar) return;
  base.__starportChar = true;
  const charColumns = new WeakMap<object, number[]>();
  const { performIO, queryRaw } = base;
  base.performIO = async function (this: Queryable, query) {
    const result = await performIO.call(this, query);
    const chars = result.fields.flatMap((f, i) => (f.dataTypeID === CHAR_OID ? [i] : []));
    if (chars.length) {
      charColumns.set(result.rows, chars);
      result.fields = result.fields.map((f) => (f.dataTypeID === CHAR_OID ? { ...f, dataTypeID: TEXT_OID } : f));
    }
    return result;
  };
  base.queryRaw = async function (this: Queryable, query) {
    const result = await queryRaw.call(this, query);
    for (const i of charColumns.get(result.rows) ?? []) result.columnTypes[i] = CHARACTER_COLUMN;
    return result;
  };
}

/**
 * adapter-pg runs a migration script by splitting it on every ";", which
 * breaks function bodies ($$ … $$). PostgreSQL's simple query protocol runs a
 * whole multi-statement script as one call, as `npm start` applies it.
 */
type ScriptRunner = {
  client: { query: (sql: string) => Promise<unknown> };
  onError: (error: unknown) => never;
  executeScript: (script: string) => Promise<void>;
  __starportScript?: boolean;
};
function runScriptsWhole(adapter: object): void {
  const connection = Object.getPrototypeOf(adapter) as ScriptRunner;
  if (connection.__starportScript) return;
  connection.__starportScript = true;
  connection.executeScript = async function (this: ScriptRunner, script: string) {
    try {
      await this.client.query(script);
    } catch (error) {
      this.onError(error);
    }
  };
}

/** The engine reports a Rust panic through this global before it throws. */
const panics: string[] = [];
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message: (message: string) => panics.push(message),
};

type EngineModule = typeof import("@prisma/schema-engine-wasm") & { __wbg_set_wasm: (exports: unknown) => void };
let engineModule: Promise<EngineModule> | undefined;
/** Instantiates the wasm module once per process. */
function loadEngine() {
  engineModule ??= instantiateEngine();
  return engineModule;
}

async function instantiateEngine(): Promise<EngineModule> {
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
export async function diffMigrationsToSchema(options: {
  connectionString: string;
  migrationsDir?: string;
}): Promise<string> {
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
    connect: async () => {
      const adapter = await main.connect();
      readInternalCharAsCharacter(adapter);
      runScriptsWhole(adapter);
      return adapter;
    },
    connectToShadowDb: async () => {
      const adapter = await shadow.connect();
      readInternalCharAsCharacter(adapter);
      runScriptsWhole(adapter);
      return adapter;
    },
  });
  try {
    const bg = await loadEngine().catch((error) => {
      throw new Error(`Prisma's schema engine failed to load: ${(error as Error).message}`);
    });
    const engine = await bg.SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, () => {}, factory);
    const result = await engine
      .diff({
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
      })
      .catch((error: Error) => {
        throw new Error(`Prisma's schema engine failed: ${panics.at(-1) ?? error.message}`);
      });
    return (result.stdout ?? "").replace(/^-- This is an empty migration\.\s*$/m, "").trim();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(shadowName)} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
