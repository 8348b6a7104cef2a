// `npm run bench:search`: card search on synthetic catalogues of 1k, 10k and
// 100k cards (in scratch databases), the PostgreSQL engine against a naive
// ILIKE scan measured in the same run; then, on the seed catalogue, how often
// the catalogue's names typed as people type them (tests/fixtures/name-variants.ts)
// find their card first, per class. Each side runs every query six times before it is timed, then the two take
// turns query by query, each on its own connection. Statements are
// prepared by name as the app's client prepares them
// (lib/database/statement-names.ts), for the engine and the naive scan alike. Prints two tables; asserts nothing.
// Options: --sizes=1000,10000 --runs=20
import pg from "pg";
import { ensureDatabase, startScratchPostgres } from "../lib/database/embedded-postgres";
import { applyMigrations } from "../lib/database/migrate";
import { createStatementNamer } from "../lib/database/statement-names";
import { sqlRunner } from "../lib/database/prisma-client";
import { createPostgresEngine, type RunSql } from "../lib/search/postgres/engine";
import { parseQuery } from "../lib/search/query/parse";
import type { QueryNode } from "../lib/search/query/ast";
import { termFor } from "../lib/search/query/terms";
import { SqlParams, likePattern, toSqlCondition } from "../lib/search/postgres/to-sql";
import { migrateAndSeed } from "../seed/prepare-database";
import { findFirstRates, firstNames, nameVariants } from "../tests/fixtures/name-variants";
import { insertSyntheticCatalogue } from "./bench/insert-catalogue";
import { percentile, formatTable } from "./bench/stats";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const SIZES = (arg("sizes") ?? "1000,10000,100000").split(",").map(Number);
const RUNS = Number(arg("runs") ?? 20);
/** Runs of every query before timing, on both sides. */
const WARM_UP_RUNS = 6;

/** A fixed mix: bare words, phrases, keys, negation, or, numbers, typos (one and two edits, a swap), prefixes (search as you type). */
const QUERIES = [
  "pilot",
  "cargo hauler",
  "medic",
  '"target crew"',
  "t:crew sk:pilot",
  "t:crew sk:medic=expert",
  "tr:non-human t:crew",
  "t:upgrade st:turret",
  "k:trifling",
  "is:hindrance",
  "cost<=2 t:gear",
  "vp>=4 t:adventure",
  "req:medic",
  "cap:cargo",
  "-t:crew cost>=5",
  "t:ship jump>=3",
  "(st:weapon or st:armor) t:gear",
  "o:jettison",
  "exert -t:action",
  "set:drft t:connection",
  "piolt",
  "medik",
  "crew slots>=5",
  "dist<=1 vp>=2",
  "corsiar",
  "blade wevae",
  "astrogaton t:crew",
  "exploartion",
  "hindrence",
  "tess",
  "long dus",
  "cargo hau",
  "jettiso -t:adventure",
];

/** The naive baseline: every text test an ILIKE scan, keyed filters a scan of the terms as text. */
function naiveCondition(node: QueryNode, params: SqlParams): string {
  switch (node.kind) {
    case "and":
    case "or":
      return `(${node.children.map((c) => naiveCondition(c, params)).join(node.kind === "and" ? " AND " : " OR ")})`;
    case "not":
      return `NOT coalesce(${naiveCondition(node.child, params)}, false)`;
    case "word":
    case "phrase": {
      const like = params.add(likePattern(node.value));
      return `(c."name" ILIKE ${like} OR c."text" ILIKE ${like})`;
    }
    default: {
      const term = termFor(node);
      return term === null
        ? toSqlCondition(node, { params, words: () => null })
        : `(' ' || array_to_string(c."searchTerms", ' ') || ' ') ILIKE ${params.add(likePattern(` ${term} `))}`;
    }
  }
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** One side's times, overall and per query; its queries a second over the time it spent on them. */
function sampled() {
  const times: number[] = [];
  const perQuery: number[][] = QUERIES.map(() => []);
  return {
    times,
    perQuery,
    add(query: number, ms: number) {
      times.push(ms);
      perQuery[query]!.push(ms);
    },
    qps: () => times.length / (times.reduce((sum, t) => sum + t, 0) / 1000),
  };
}

async function measure(size: number, url: string) {
  const engineClient = new pg.Client({ connectionString: url });
  // Naive: no index may help it.
  const naiveClient = new pg.Client({
    connectionString: url,
    options: "-c enable_bitmapscan=off -c enable_indexscan=off -c enable_indexonlyscan=off",
  });
  await Promise.all([engineClient.connect(), naiveClient.connect()]);
  const engineSql = sqlRunner(engineClient, createStatementNamer(500));
  const naiveSql = sqlRunner(naiveClient, createStatementNamer(500));
  const engine = createPostgresEngine(engineSql);
  const asts = QUERIES.map((q) => {
    const parsed = parseQuery(q);
    if (!parsed.ok) throw new Error(`bench query '${q}' does not parse: ${parsed.error.message}`);
    return parsed.ast;
  });
  const summaries = (run: RunSql, ids: number[]) =>
    run(`SELECT id, slug, name, type, cost, text FROM card WHERE id = ANY($1)`, [ids]);
  const engineRun = async (ast: QueryNode | null) => {
    const hits = await engine.search({ query: ast, page: 1, pageSize: 20, sort: "relevance" });
    await summaries(engineSql, hits.ids);
  };
  const naiveRun = async (ast: QueryNode | null) => {
    const params = new SqlParams();
    const where = ast ? naiveCondition(ast, params) : "true";
    const rows = await naiveSql<{ id: number }>(
      `SELECT c.id, count(*) OVER () AS total FROM card c WHERE ${where} ORDER BY c."name" LIMIT 20`,
      params.values,
    );
    await summaries(
      naiveSql,
      rows.map((r) => r.id),
    );
  };
  // Warm-up: a server has seen each statement's shape before; PostgreSQL plans a prepared statement with its values
  // five times before it may keep one plan.
  for (let r = 0; r < WARM_UP_RUNS; r++) {
    for (const ast of asts) {
      await engineRun(ast);
      await naiveRun(ast);
    }
  }
  // The two sides take turns, query by query, so a slow moment of the host falls on both alike; at 100k the scan
  // runs one round in ten (it takes a hundred times as long).
  const naiveEvery = size >= 100_000 ? 10 : 1;
  const indexed = sampled();
  const naive = sampled();
  for (let r = 0; r < RUNS; r++) {
    for (const [i, ast] of asts.entries()) {
      indexed.add(i, await time(() => engineRun(ast)));
      if (r % naiveEvery === 0) naive.add(i, await time(() => naiveRun(ast)));
    }
  }
  await Promise.all([engineClient.end(), naiveClient.end()]);
  const p = (t: number[], q: number) => percentile(t, q);
  if (process.argv.includes("--detail")) {
    console.error(`\n${size} cards, ms per query (engine p50, p95 / naive p50):`);
    QUERIES.forEach((q, i) =>
      console.error(
        `  ${q.padEnd(40)} ${p(indexed.perQuery[i]!, 50).toFixed(2).padStart(8)} ${p(indexed.perQuery[i]!, 95).toFixed(2).padStart(8)} ${p(naive.perQuery[i]!, 50).toFixed(2).padStart(8)}`,
      ),
    );
  }
  return {
    size,
    engine: { p50: p(indexed.times, 50), p95: p(indexed.times, 95), qps: indexed.qps() },
    naive: { p50: p(naive.times, 50), p95: p(naive.times, 95), qps: naive.qps() },
  };
}

/** Each seed name's typed variants, searched in relevance order on the seed catalogue: the find-first rate per class. */
async function findFirst(url: string) {
  await migrateAndSeed({ url, log: () => {} });
  // firstNames searches a few variants at a time: one connection each.
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const run: RunSql = async (sql, values) => (await pool.query(sql, values)).rows;
    const names = new Map(
      (await run<{ id: number; name: string }>(`SELECT id, name FROM card`, [])).map((r) => [r.id, r.name]),
    );
    const variants = nameVariants([...names.values()]);
    return findFirstRates(
      await firstNames({ engine: createPostgresEngine(run), variants, nameOf: (id) => names.get(id) }),
    );
  } finally {
    await pool.end();
  }
}

const server = await startScratchPostgres();
const results = [];
let rates: Awaited<ReturnType<typeof findFirst>> | undefined;
try {
  for (const size of SIZES) {
    const name = `bench_${size}`;
    await ensureDatabase(server.url("postgres"), name);
    const url = server.url(name);
    await applyMigrations({ connectionString: url });
    const loadTime = await time(() => insertSyntheticCatalogue(url, size));
    console.error(`loaded ${size} synthetic cards in ${(loadTime / 1000).toFixed(1)} s`);
    results.push(await measure(size, url));
  }
  await ensureDatabase(server.url("postgres"), "bench_seed");
  rates = await findFirst(server.url("bench_seed"));
} finally {
  await server.stop();
}

console.log(
  `\nCard search: ${QUERIES.length} queries × ${RUNS} runs (PostgreSQL engine), server time per query including the page's card rows\n`,
);
console.log(
  formatTable(
    [
      "cards",
      "engine p50 ms",
      "engine p95 ms",
      "engine q/s",
      "naive p50 ms",
      "naive p95 ms",
      "naive q/s",
      "p95 speed-up",
      "q/s ratio",
    ],
    results.map((r) => [
      r.size.toLocaleString("en"),
      r.engine.p50.toFixed(2),
      r.engine.p95.toFixed(2),
      r.engine.qps.toFixed(0),
      r.naive.p50.toFixed(2),
      r.naive.p95.toFixed(2),
      r.naive.qps.toFixed(0),
      `${(r.naive.p95 / r.engine.p95).toFixed(1)}×`,
      `${(r.engine.qps / r.naive.qps).toFixed(1)}×`,
    ]),
  ),
);
const percent = (found: number, total: number) => `${((100 * found) / total).toFixed(1)}%`;
console.log(`\nFind first: the seed catalogue's names typed as people type them, searched in relevance order\n`);
console.log(
  formatTable(
    ["class", "variants", "found first", "rate"],
    [
      ...rates!.classes.map((c) => [c.variantClass, String(c.total), String(c.found), percent(c.found, c.total)]),
      [
        "all",
        String(rates!.overall.total),
        String(rates!.overall.found),
        percent(rates!.overall.found, rates!.overall.total),
      ],
    ],
  ),
);
process.exit(0);
