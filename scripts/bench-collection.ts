// `npm run bench:collection`: own/want searches on a synthetic catalogue of
// 100k cards (scratch database) with a 20k-row collection, measured beside
// the same queries without own/want in the same run. Prints a table; asserts
// nothing. Target: own>=1 searches within the search target (p95 ≤ 25 ms).
// Options: --size=100000 --rows=20000 --runs=20
import pg from "pg";
import { ensureDatabase, startScratchPostgres } from "../lib/database/embedded-postgres";
import { applyMigrations } from "../lib/database/migrate";
import { createPostgresEngine, type RunSql } from "../lib/search/postgres/engine";
import type { CollectionScope } from "../lib/search/engine";
import { parseQuery } from "../lib/search/query/parse";
import { insertSyntheticCatalogue } from "./bench/insert-catalogue";
import { formatTable, percentile } from "./bench/stats";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const SIZE = Number(arg("size") ?? 100_000);
const ROWS = Number(arg("rows") ?? 20_000);
const RUNS = Number(arg("runs") ?? 20);

/** Each query with own/want, and its baseline: the same query without them. */
const PAIRS: [string, string][] = [
  ["own>=1", ""],
  ["own>=1 t:crew", "t:crew"],
  ["own>=1 pilot", "pilot"],
  ["own=0 t:crew sk:pilot", "t:crew sk:pilot"],
  ["own<3 cost<=2 t:gear", "cost<=2 t:gear"],
  ["want>=1 t:ship", "t:ship"],
  ["-own>=1 medic", "medic"],
];

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const server = await startScratchPostgres();
let rows: string[][] = [];
try {
  const name = `bench_collection_${SIZE}`;
  await ensureDatabase(server.url("postgres"), name);
  const url = server.url(name);
  await applyMigrations({ connectionString: url });
  console.error(
    `loaded ${SIZE} synthetic cards in ${((await time(() => insertSyntheticCatalogue(url, SIZE))) / 1000).toFixed(1)} s`,
  );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run: RunSql = async (sql, values) => (await client.query(sql, values)).rows;
  // One collector with ROWS entries spread over the catalogue, owned 0..4 and wanted 0..2.
  const user = (
    await client.query(
      `INSERT INTO "user" (id, email) VALUES ('bench-collector', 'bench@example.test') ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    )
  ).rows[0].id as string;
  await client.query(`DELETE FROM collection_entry WHERE "userId" = $1`, [user]);
  await client.query(
    `INSERT INTO collection_entry ("userId", "cardId", owned, wanted, "updatedAt")
     SELECT $1, id, (row_number() OVER (ORDER BY id)) % 5, (row_number() OVER (ORDER BY id)) % 3, now()
     FROM card WHERE id % greatest(1, (SELECT count(*) FROM card) / $2::int) = 0 LIMIT $2`,
    [user, ROWS],
  );
  await client.query("ANALYZE collection_entry");
  const entries = Number(
    (await client.query(`SELECT count(*) FROM collection_entry WHERE "userId" = $1`, [user])).rows[0].count,
  );
  console.error(`collection of ${entries} rows`);

  const engine = createPostgresEngine(run);
  const collection: CollectionScope = { userId: user, counts: async () => new Map() };
  const ast = (q: string) => {
    const parsed = parseQuery(q, { collection: true });
    if (!parsed.ok) throw new Error(`bench query '${q}' does not parse: ${parsed.error.message}`);
    return parsed.ast;
  };
  const searchRun = (q: string) =>
    engine.search({ query: ast(q), page: 1, pageSize: 20, sort: "relevance", collection });
  const sample = async (queries: string[]) => {
    for (const q of queries) await searchRun(q); // warm-up
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) for (const q of queries) times.push(await time(() => searchRun(q)));
    return times;
  };
  // Interleaved rounds, so both sides see the same machine load.
  const withOwn: number[] = [];
  const without: number[] = [];
  for (let round = 0; round < 4; round++) {
    withOwn.push(...(await sample(PAIRS.map(([q]) => q))));
    without.push(...(await sample(PAIRS.map(([, q]) => q))));
  }
  const p = (t: number[], q: number) => percentile(t, q);
  rows = [
    [
      "with own/want",
      p(withOwn, 50).toFixed(2),
      p(withOwn, 95).toFixed(2),
      `${(p(withOwn, 95) / p(without, 95)).toFixed(2)}×`,
    ],
    ["same queries without", p(without, 50).toFixed(2), p(without, 95).toFixed(2), "1.00×"],
  ];
  await client.end();
} finally {
  await server.stop();
}

console.log(
  `\nCollection search: ${SIZE.toLocaleString("en")} cards, a ${ROWS.toLocaleString("en")}-row collection, ${PAIRS.length} queries × ${RUNS * 4} runs, PostgreSQL engine\n`,
);
console.log(formatTable(["queries", "p50 ms", "p95 ms", "p95 vs baseline"], rows));
process.exit(0);
