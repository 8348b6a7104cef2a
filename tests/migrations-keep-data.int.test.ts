import { spawn } from "node:child_process";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listTables, qualified, quoteIdent, type TableInfo } from "../lib/database/backup/catalog";
import { applyMigrations, readMigrations } from "../lib/database/migrate";
import { createTestDatabase, type TestDatabase } from "./database";

// Migrations never lose data. For every point in the migration history (all
// but the newest N, for each N), a database is filled as players fill it,
// every row of every table is recorded, the remaining migrations are applied,
// and every recorded row must still be there with the values of the columns
// that still exist. Filling goes through the app's own code
// (tests/workers/populate.ts) where the schema at that point fits it; where it
// does not (an older schema than the code's), the rows the app wrote into a
// fully migrated database are copied in, reduced to the columns that exist.
const root = join(import.meta.dirname, "..");
const migrations = readMigrations().map((m) => m.name);
const steps = migrations.slice(0, -1).map((last, index) => ({ last, remaining: migrations.slice(index + 1) }));

/**
 * Rows a migration is meant to change, by migration name: `table: [columns]`.
 * A migration that rewrites values on purpose lists them here, with a comment why.
 */
const CHANGED_ON_PURPOSE: Record<string, Record<string, string[]>> = {
  // Writing every card's name key is a catalogue change: cached catalogue pages must be dropped.
  "20261123110000_name_keys_and_word_lexicon": { cache_tag: ["version", "staleSince"] },
  // Filling deck.complete for saved decks is a write to deck, and the cache-tag triggers mark the tags stale, as for any write.
  "20261123131124_deck_likes_and_deleted_decks": { cache_tag: ["version", "staleSince"] },
  // Joined name words go into every card's search vectors (derived from the name), a catalogue change for the caches.
  "20261126180000_joined_name_words": { card: ["nameVector", "searchVector"], cache_tag: ["version", "staleSince"] },
  // Issue 37: the name key drops spaces and punctuation (derived from the name); a catalogue write for the caches.
  "20261127003000_name_key_without_punctuation": { card: ["nameKey"], cache_tag: ["version", "staleSince"] },
  // A crew's skills go into its search vector (derived from its skills): a write to those cards, marked as any edit.
  "20261129130000_crew_skills_are_searched_words": { card: ["searchVector"], cache_tag: ["version", "staleSince"] },
};

/**
 * Tables no real database had rows in before a migration, by migration: the
 * copied rows would be rows the app of that time could not have written.
 */
const EMPTY_BEFORE: Record<string, string[]> = {
  // Formats were first loaded in this migration's release, which rebuilt the table around a required `definition`.
  "20261122001019_accounts_and_decks": ["format"],
};

/** Tables a migration drops on purpose, by migration, with why losing their rows harms nobody. */
const DROPPED_ON_PURPOSE: Record<string, string[]> = {
  // Failed sign-in counters, replaced by `rate_limit`: dropping them only ends lockout windows early, once.
  "20261123102713_rate_limits_and_account_events": ["sign_in_throttle"],
};

/**
 * Required columns a later migration moved elsewhere, by table: how to read them
 * back from the newest schema when copying its rows into an older one.
 */
const FILLED_FROM_NEWER: Record<string, Record<string, string>> = {
  // Moved to format_revision; the migration turns the stored definition back into the first revision.
  format: {
    definition: `(SELECT r.definition FROM format_revision r WHERE r."formatId" = format.id ORDER BY r."effectiveOn" LIMIT 1)`,
  },
};

const opened: TestDatabase[] = [];
let source: TestDatabase;

function populateThroughApp(url: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/workers/populate.ts"],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (c: Buffer) => void (output += c));
    child.stderr.on("data", (c: Buffer) => void (output += c));
    child.once("exit", (code) => resolve({ ok: code === 0, output }));
  });
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Copies the source's rows into every table of the target that exists in both, as far as their columns agree. */
async function copyFromSource(targetUrl: string, leaveEmpty: string[]): Promise<void> {
  await withClient(source.url, (from) =>
    withClient(targetUrl, async (to) => {
      const sourceTables = new Map((await listTables(from)).map((t) => [qualified(t), t]));
      await to.query("SET session_replication_role = replica");
      for (const table of await listTables(to)) {
        const mine = sourceTables.get(qualified(table));
        if (!mine || table.name === "_prisma_migrations" || leaveEmpty.includes(table.name)) continue;
        const shared = table.columns.filter((c) => mine.columns.some((m) => m.name === c.name)).map((c) => c.name);
        // Only columns this schema has but the newest lost (a schema after the move has neither).
        const filled = Object.entries(FILLED_FROM_NEWER[table.name] ?? {}).filter(
          ([column]) => !shared.includes(column) && table.columns.some((c) => c.name === column),
        );
        const { rows: required } = await to.query<{ name: string }>(
          `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attnotnull AND NOT atthasdef`,
          [qualified(table)],
        );
        const missing = required.find(
          (r) => !mine.columns.some((m) => m.name === r.name) && !filled.some(([c]) => c === r.name),
        );
        if (missing)
          throw new Error(
            `${qualified(table)}.${missing.name} is required here but gone from the newest schema: teach this test to fill it`,
          );
        // Rows a migration itself inserted (such as cache tags) give way to the app's.
        await to.query(`DELETE FROM ${qualified(table)}`);
        await pipeline(
          from.query(
            copyTo(
              `COPY (SELECT ${[...shared.map(quoteIdent), ...filled.map(([, sql]) => sql)].join(", ")} FROM ${qualified(table)}) TO STDOUT`,
            ),
          ),
          to.query(
            copyFrom(
              `COPY ${qualified(table)} (${[...shared, ...filled.map(([c]) => c)].map(quoteIdent).join(", ")}) FROM STDIN`,
            ),
          ),
        );
      }
    }),
  );
}

type Snapshot = Map<string, { table: TableInfo; rows: Map<string, Record<string, unknown>> }>;

/** Every row of every table, keyed by primary key (or by the whole row when there is none). */
async function snapshot(url: string): Promise<Snapshot> {
  return withClient(url, async (client) => {
    const result: Snapshot = new Map();
    for (const table of await listTables(client)) {
      const { rows } = await client.query<{ row: Record<string, unknown> }>(
        `SELECT to_jsonb(t) AS row FROM ${qualified(table)} t`,
      );
      const keyOf = (row: Record<string, unknown>) =>
        JSON.stringify(table.primaryKey.length ? table.primaryKey.map((c) => row[c]) : row);
      result.set(qualified(table), { table, rows: new Map(rows.map(({ row }) => [keyOf(row), row])) });
    }
    return result;
  });
}

let sourceRows: Snapshot;
beforeAll(async () => {
  source = await createTestDatabase();
  opened.push(source);
  const filled = await populateThroughApp(source.url);
  if (!filled.ok) throw new Error(`the app could not fill a fully migrated database: ${filled.output}`);
  sourceRows = await snapshot(source.url);
}, 180_000);

/** Whether the app's code can write to this schema: every table it has matches the newest one's columns. */
async function schemaFitsTheApp(url: string): Promise<boolean> {
  const tables = await withClient(url, listTables);
  return tables.every((t) => {
    const newest = sourceRows.get(qualified(t))?.table;
    return !newest || JSON.stringify(newest.columns) === JSON.stringify(t.columns);
  });
}
afterAll(async () => {
  await Promise.all(opened.map((db) => db.drop()));
});

describe.each(steps)("data written up to $last", ({ last, remaining }) => {
  it(`survives ${remaining.join(", ")}`, async () => {
    const atStep = async () => {
      const db = await createTestDatabase({ empty: true });
      opened.push(db);
      await applyMigrations({ connectionString: db.url, upTo: last });
      return db;
    };
    let db = await atStep();
    const throughApp = (await schemaFitsTheApp(db.url)) && (await populateThroughApp(db.url)).ok;
    const leaveEmpty = remaining.flatMap((m) => EMPTY_BEFORE[m] ?? []);
    if (!throughApp) {
      // The app's code is newer than this schema: start again and copy the rows it wrote into the newest schema.
      db = await atStep();
      await copyFromSource(db.url, leaveEmpty);
    }
    const before = await snapshot(db.url);
    for (const [name, { table, rows }] of before) {
      const written = (sourceRows.get(name)?.rows.size ?? 0) > 0 && !leaveEmpty.includes(table.name);
      if (written)
        expect(rows.size, `${name} filled ${throughApp ? "through the app" : "from the app's rows"}`).toBeGreaterThan(
          0,
        );
    }

    const applied = await applyMigrations({ connectionString: db.url });
    expect(applied.applied).toEqual(remaining);
    const after = await snapshot(db.url);

    // Columns of one table several remaining migrations change add up.
    const changed: Record<string, string[]> = {};
    for (const m of remaining)
      for (const [table, columns] of Object.entries(CHANGED_ON_PURPOSE[m] ?? {}))
        changed[table] = [...(changed[table] ?? []), ...columns];
    const dropped = remaining.flatMap((m) => DROPPED_ON_PURPOSE[m] ?? []);
    for (const [name, { table, rows }] of before) {
      if (dropped.includes(table.name)) continue;
      const now = after.get(name);
      expect(now, `${name} was dropped`).toBeDefined();
      const kept = table.columns
        .map((c) => c.name)
        .filter((c) => now!.table.columns.some((n) => n.name === c) && !changed[table.name]?.includes(c));
      const project = (row: Record<string, unknown> | undefined) =>
        row && Object.fromEntries(kept.map((c) => [c, row[c]]));
      for (const [key, row] of rows) {
        const survivor = table.primaryKey.length
          ? now!.rows.get(key)
          : [...now!.rows.values()].find((r) => JSON.stringify(project(r)) === JSON.stringify(project(row)));
        expect(project(survivor), `${name} row ${key}`).toEqual(project(row));
      }
    }
  }, 180_000);
});
