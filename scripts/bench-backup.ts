// `npm run bench:backup`: backup and restore of a database with 10,000 decks
// (in a scratch server), against two baselines measured in the same run:
// reading every table with a plain SELECT *, and copying the data folder of a
// stopped server. Prints a table; asserts nothing.
// Options: --decks=10000 --runs=3
import { cpSync, mkdtempSync, chmodSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import pg from "pg";
import { ensureDatabase, startScratchPostgres } from "../lib/database/embedded-postgres";
import { migrateAndSeed } from "../seed/prepare-database";
import { DATABASE_NAME } from "../lib/database/open-database";
import { listTables, qualified } from "../lib/database/backup/catalog";
import { createBackup } from "../lib/database/backup/create-backup";
import { restoreBackup } from "../lib/database/backup/restore-backup";
import { verifyBackup } from "../lib/database/backup/verify-backup";
import { formatBytes } from "../lib/database/backup/log-format";
import { formatTable, percentile } from "./bench/stats";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const DECKS = Number(arg("decks") ?? 10_000);
const RUNS = Number(arg("runs") ?? 3);
const USERS = Math.max(1, Math.round(DECKS / 10));
const CARDS_PER_DECK = 40;
const VERSIONS = 3;

/** Users, decks, their cards and a history of VERSIONS snapshots each, written with set-based SQL. */
async function fillDecks(client: pg.Client): Promise<void> {
  await client.query(
    `
    INSERT INTO "user" (id, email, name, "createdAt")
    SELECT 'user' || u, 'player' || u || '@example.test', 'Player ' || u, now() FROM generate_series(1, $1) u`,
    [USERS],
  );
  await client.query(
    `
    INSERT INTO deck (id, "ownerId", name, description, "formatId", visibility, version, legal, "createdAt", "updatedAt")
    SELECT 'deck' || d, 'user' || (1 + d % $2), 'Deck ' || d, 'A deck for the benchmark, number ' || d, 'standard',
      (ARRAY['PRIVATE', 'UNLISTED', 'PUBLIC'])[1 + d % 3]::"DeckVisibility", $3, d % 2 = 0, now(), now()
    FROM generate_series(1, $1) d`,
    [DECKS, USERS, VERSIONS],
  );
  await client.query(
    `
    INSERT INTO deck_card ("deckId", "cardId", quantity)
    SELECT DISTINCT ON (d, c.id) 'deck' || d, c.id, 1 + (d + k) % 3
    FROM generate_series(1, $1) d
    CROSS JOIN generate_series(1, $2) k
    JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM card) c ON c.n = (d * 7 + k * 13) % c.total`,
    [DECKS, CARDS_PER_DECK],
  );
  await client.query(
    `
    INSERT INTO deck_version ("deckId", version, name, "formatId", cards, "createdAt")
    SELECT dc."deckId", v, 'Deck v' || v, 'standard', jsonb_agg(jsonb_build_object('slug', c.slug, 'quantity', dc.quantity) ORDER BY c.slug), now()
    FROM deck_card dc JOIN card c ON c.id = dc."cardId" CROSS JOIN generate_series(1, $1) v
    GROUP BY dc."deckId", v`,
    [VERSIONS],
  );
  await client.query("ANALYZE");
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

function folderBytes(path: string): number {
  return Number(spawnSync("du", ["-sb", path], { encoding: "utf8" }).stdout.split("\t")[0]);
}

const server = await startScratchPostgres();
const work = mkdtempSync(join(tmpdir(), "starport-bench-backup-"));
chmodSync(work, 0o755);
try {
  const url = server.url(DATABASE_NAME);
  await ensureDatabase(server.url("postgres"), DATABASE_NAME);
  await migrateAndSeed({ url, log: () => {} });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  console.log(`filling ${DECKS} decks (${USERS} users, ~${CARDS_PER_DECK} cards and ${VERSIONS} versions each)…`);
  await fillDecks(client);
  const counts = await client.query<{ rows: string; size: string }>(
    `SELECT sum(n_live_tup)::text AS rows, pg_database_size(current_database())::text AS size FROM pg_stat_user_tables`,
  );
  console.log(`database: ${counts.rows[0]!.rows} rows, ${formatBytes(Number(counts.rows[0]!.size))} on disk`);
  const tables = await listTables(client);

  const samples: Record<string, number[]> = { select: [], backup: [], restore: [], copy: [] };
  let backupBytes = 0;
  let dataDirBytes = 0;
  for (let run = 0; run < RUNS; run++) {
    samples.select!.push(
      (
        await timed(async () => {
          for (const table of tables) await client.query(`SELECT * FROM ${qualified(table)}`);
        })
      ).ms,
    );
    const backup = await timed(() => createBackup({ url, dir: join(work, "backups") }));
    samples.backup!.push(backup.ms);
    backupBytes = backup.value.bytes;

    const dataDir = join(work, `restored-${run}`, "postgres");
    const restore = await timed(async () =>
      restoreBackup({ backup: await verifyBackup({ path: backup.value.path }), dataDir }),
    );
    samples.restore!.push(restore.ms);
    dataDirBytes = folderBytes(dataDir);
    samples.copy!.push((await timed(async () => cpSync(dataDir, join(work, `copy-${run}`), { recursive: true }))).ms);
    for (const path of [backup.value.path, join(work, `restored-${run}`), join(work, `copy-${run}`)])
      rmSync(path, { recursive: true, force: true });
  }
  await client.end();

  const median = (name: string) => percentile(samples[name]!, 50);
  const ms = (value: number) => `${Math.round(value)} ms`;
  const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;
  console.log(`\nBackup and restore, ${DECKS} decks, median of ${RUNS} runs\n`);
  console.log(
    formatTable(
      ["operation", "median", "size", "vs SELECT *", "vs folder copy"],
      [
        [
          "baseline: SELECT * of every table",
          ms(median("select")),
          "",
          "1.0×",
          ratio(median("select"), median("copy")),
        ],
        [
          "baseline: copy of the stopped data folder",
          ms(median("copy")),
          formatBytes(dataDirBytes),
          ratio(median("copy"), median("select")),
          "1.0×",
        ],
        [
          "db:backup (snapshot, COPY, gzip, sha256)",
          ms(median("backup")),
          formatBytes(backupBytes),
          ratio(median("backup"), median("select")),
          ratio(median("backup"), median("copy")),
        ],
        [
          "db:restore (verify, initdb, migrate, load, check)",
          ms(median("restore")),
          "",
          ratio(median("restore"), median("select")),
          ratio(median("restore"), median("copy")),
        ],
      ],
    ),
  );
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
